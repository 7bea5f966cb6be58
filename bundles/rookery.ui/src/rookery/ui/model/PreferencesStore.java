package rookery.ui.model;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import rookery.database.RookeryHome;

/** Reads and writes {@link UiPreferences} as a properties file ({@code <rookery home>/ui.properties}). */
public final class PreferencesStore {
    private final Path file;

    public PreferencesStore(Path file) {
        this.file = file;
    }

    public static PreferencesStore inHome() {
        return new PreferencesStore(RookeryHome.folder().resolve("ui.properties"));
    }

    public Path file() {
        return file;
    }

    /** The stored preferences, the defaults for what is missing; throws naming the file and key on a bad value. */
    public UiPreferences load() throws IOException {
        UiPreferences defaults = UiPreferences.defaults();
        if (!Files.exists(file)) {
            return defaults;
        }
        Properties p = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(reader);
        }
        List<EngineConfig> engines = new ArrayList<>();
        for (int i = 1; p.containsKey("engine." + i + ".name"); i++) {
            String prefix = "engine." + i + ".";
            engines.add(new EngineConfig(p.getProperty(prefix + "name"), p.getProperty(prefix + "command", ""),
                    EngineConfig.parseOptions(p.getProperty(prefix + "options", ""))));
        }
        List<Path> recent = new ArrayList<>();
        for (int i = 1; p.containsKey("recent." + i); i++) {
            recent.add(Path.of(p.getProperty("recent." + i)));
        }
        return new UiPreferences(Path.of(p.getProperty("databaseFolder", defaults.databaseFolder().toString())), engines,
                integer(p, "threads", defaults.threads()), integer(p, "hashMb", defaults.hashMb()),
                integer(p, "lines", defaults.lines()), integer(p, "lowSampleThreshold", defaults.lowSampleThreshold()),
                p.getProperty("boardTheme", defaults.boardTheme()), p.getProperty("pieceSet", defaults.pieceSet()),
                Boolean.parseBoolean(p.getProperty("whitePerspective", Boolean.toString(defaults.whitePerspective()))), recent,
                p.getProperty("chosenEngine", defaults.chosenEngine()));
    }

    private int integer(Properties p, String key, int fallback) throws IOException {
        String value = p.getProperty(key);
        if (value == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IOException(file + ": " + key + " is not a number: \"" + value + "\"");
        }
    }

    /** Writes the preferences (atomically: a temporary file moved over the old one). */
    public void save(UiPreferences preferences) throws IOException {
        Properties p = new Properties();
        p.setProperty("databaseFolder", preferences.databaseFolder().toString());
        p.setProperty("threads", Integer.toString(preferences.threads()));
        p.setProperty("hashMb", Integer.toString(preferences.hashMb()));
        p.setProperty("lines", Integer.toString(preferences.lines()));
        p.setProperty("lowSampleThreshold", Integer.toString(preferences.lowSampleThreshold()));
        p.setProperty("boardTheme", preferences.boardTheme());
        p.setProperty("pieceSet", preferences.pieceSet());
        p.setProperty("chosenEngine", preferences.chosenEngine());
        p.setProperty("whitePerspective", Boolean.toString(preferences.whitePerspective()));
        for (int i = 0; i < preferences.engines().size(); i++) {
            EngineConfig engine = preferences.engines().get(i);
            String prefix = "engine." + (i + 1) + ".";
            p.setProperty(prefix + "name", engine.name());
            p.setProperty(prefix + "command", engine.command());
            p.setProperty(prefix + "options", engine.optionsText());
        }
        for (int i = 0; i < preferences.recentDatabases().size(); i++) {
            p.setProperty("recent." + (i + 1), preferences.recentDatabases().get(i).toString());
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer writer = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
            p.store(writer, "Rookery workbench preferences");
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
