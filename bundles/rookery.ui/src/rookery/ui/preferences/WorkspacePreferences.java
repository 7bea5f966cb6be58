package rookery.ui.preferences;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.component.annotations.Component;

import rookery.database.RookeryHome;

/**
 * The workbench's {@link PreferencesStore} as an OSGi service: the workspace preferences (node
 * {@value #NODE}), taking over {@code <rookery home>/ui.properties} of earlier versions.
 */
@Component(service = PreferencesStore.class)
public class WorkspacePreferences extends PreferencesStore {
    public WorkspacePreferences() {
        super(InstanceScope.INSTANCE.getNode(NODE), RookeryHome.folder().resolve("ui.properties"));
    }
}
