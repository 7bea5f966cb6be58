package rookery.ui.model;

import org.eclipse.e4.core.contexts.ContextFunction;
import org.eclipse.e4.core.contexts.IContextFunction;
import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.e4.ui.model.application.MApplication;
import org.osgi.service.component.annotations.Component;

import rookery.tablebase.Tablebases;

/**
 * Makes the endgame tables of the default folder ({@link Tablebases#defaultDirectory()}) injectable:
 * the first part that asks opens them, and they are kept in the application's context, so every
 * part shares one set of tables and their cache.
 */
@Component(service = IContextFunction.class, property = IContextFunction.SERVICE_CONTEXT_KEY + "=rookery.tablebase.Tablebases")
public class TablebasesFunction extends ContextFunction {
    @Override
    public Object compute(IEclipseContext context, String contextKey) {
        Tablebases tables = Tablebases.open(Tablebases.defaultDirectory());
        MApplication application = context.get(MApplication.class);
        if (application != null) {
            application.getContext().set(Tablebases.class, tables);
        }
        return tables;
    }
}
