package rookery.ui.testing;

import java.nio.file.Path;
import java.util.UUID;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.Preferences;

import rookery.ui.preferences.PreferencesStore;

/** Workspace preference nodes of their own for tests, so no test sees another's settings. */
public final class TestPreferences {
    private TestPreferences() {
    }

    /** A fresh, empty node in the test run's workspace preferences. */
    public static Preferences freshNode() {
        return InstanceScope.INSTANCE.getNode("rookery.ui.tests").node(UUID.randomUUID().toString());
    }

    /** A store over a fresh node that takes over {@code legacyFile} if it exists. */
    public static PreferencesStore store(Path legacyFile) {
        return new PreferencesStore(freshNode(), legacyFile);
    }
}
