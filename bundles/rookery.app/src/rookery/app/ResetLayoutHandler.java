package rookery.app;

import java.io.IOException;
import java.io.InputStream;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.MessageBox;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.layout.DefaultLayout;
import rookery.ui.layout.DetachedParts;

/** Window > Reset Layout: every part back in its stack, at the size this bundle's application model gives it. */
public class ResetLayoutHandler {
    static final String APPLICATION_MODEL = "/Application.e4xmi";

    @Execute
    public void reset(MApplication application, EModelService models, @Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
        MWindow window = application.getChildren().get(0);
        DetachedParts.attachAll(window, models);
        try (InputStream model = ResetLayoutHandler.class.getResourceAsStream(APPLICATION_MODEL)) {
            if (model == null) {
                throw new IOException("the application model " + APPLICATION_MODEL + " is missing from rookery.app");
            }
            DefaultLayout.read(model).applyTo(window);
        } catch (IOException e) {
            MessageBox box = new MessageBox(shell, SWT.ICON_ERROR | SWT.OK);
            box.setText("Reset Layout");
            box.setMessage(e.getMessage());
            box.open();
        }
    }
}
