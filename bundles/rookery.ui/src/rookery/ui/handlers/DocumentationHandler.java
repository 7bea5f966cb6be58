package rookery.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import jakarta.inject.Named;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;

import rookery.ui.dialogs.DocumentationDialog;
import rookery.ui.model.Documentation;

/** Help > Documentation: the README and the docs shipped with Rookery, read in the window. */
public class DocumentationHandler {
    @Execute
    public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
        Path root = Documentation.root().orElse(null);
        List<Documentation.Document> documents = List.of();
        String missing = "The documentation is not installed with this Rookery (no -Drookery.root given by the launcher).";
        if (root != null) {
            try {
                documents = Documentation.in(root);
                missing = "The documentation is not installed with this Rookery: " + root.resolve("README.md") + " is missing.";
            } catch (IOException e) {
                missing = "The documentation in " + root + " cannot be read: " + e.getMessage();
            }
        }
        new DocumentationDialog(shell, documents, missing).open();
    }
}
