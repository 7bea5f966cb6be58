package rookery.ui.preferences;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

/**
 * Keeps {@link UiPreferences} in the workspace preferences (the Eclipse instance scope, node
 * {@code rookery.ui}). Settings of earlier versions, a properties file in the Rookery home folder, are
 * moved into the node the first time it is read and the file is renamed {@code ui.properties.migrated}.
 */
public class PreferencesStore {
    public static final String NODE = "rookery.ui";

    private final Preferences node;
    private final Path legacyFile;

    /** A store in {@code node} that takes over {@code legacyFile} (a properties file) when the node is empty. */
    public PreferencesStore(Preferences node, Path legacyFile) {
        this.node = node;
        this.legacyFile = legacyFile;
    }

    /** The stored preferences, the defaults for what is missing; throws naming the node and key of a bad value. */
    public UiPreferences load() throws IOException {
        try {
            if (node.keys().length == 0 && Files.exists(legacyFile)) {
                migrate();
            }
        } catch (BackingStoreException e) {
            throw new IOException(place() + ": " + e.getMessage(), e);
        }
        return PreferenceValues.read(key -> node.get(key, null), place());
    }

    /** Writes the preferences and flushes them to disk. */
    public void save(UiPreferences preferences) throws IOException {
        try {
            node.clear();
            PreferenceValues.write(preferences, node::put);
            node.flush();
        } catch (BackingStoreException e) {
            throw new IOException(place() + ": " + e.getMessage(), e);
        }
    }

    private void migrate() throws IOException, BackingStoreException {
        Properties legacy = new Properties();
        try (Reader reader = Files.newBufferedReader(legacyFile, StandardCharsets.UTF_8)) {
            legacy.load(reader);
        }
        // Read first: a bad value is reported naming the old file and nothing is moved.
        PreferenceValues.read(legacy::getProperty, legacyFile.toString());
        for (String key : legacy.stringPropertyNames()) {
            node.put(key, legacy.getProperty(key));
        }
        node.flush();
        Files.move(legacyFile, legacyFile.resolveSibling(legacyFile.getFileName() + ".migrated"),
                StandardCopyOption.REPLACE_EXISTING);
    }

    private String place() {
        return "workspace preferences " + node.absolutePath();
    }
}
