package rookery.ui.preferences;

import java.io.File;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * {@link UiPreferences} as flat key/value text, the one spelling shared by the workspace preferences,
 * the preferences dialog's working copy and the properties file of earlier versions.
 */
public final class PreferenceValues {
    public static final String DATABASE_FOLDER = "databaseFolder";
    public static final String THREADS = "threads";
    public static final String HASH_MB = "hashMb";
    public static final String LINES = "lines";
    public static final String LOW_SAMPLE_THRESHOLD = "lowSampleThreshold";
    public static final String BOARD_THEME = "boardTheme";
    public static final String PIECE_SET = "pieceSet";
    public static final String WHITE_PERSPECTIVE = "whitePerspective";
    public static final String CHOSEN_ENGINE = "chosenEngine";
    /** The opening books' paths, separated by the platform's path separator (as JFace's list editors keep lists). */
    public static final String BOOKS = "books";
    /** The Syzygy tables' folders, separated by the platform's path separator. */
    public static final String SYZYGY_FOLDERS = "syzygyFolders";

    /** The Games list's hidden columns, their names separated by commas. */
    public static final String HIDDEN_GAME_COLUMNS = "hiddenGameColumns";
    /** Whether imports keep the moves of a game before an illegal one. */
    public static final String PARTIAL_GAMES = "partialGames";

    private PreferenceValues() {
    }

    /**
     * The preferences {@code get} holds (null for a missing key), the defaults for what is missing.
     *
     * @throws IllegalArgumentException naming {@code place} and the key of a value that is not valid
     */
    public static UiPreferences read(Function<String, String> get, String place) {
        try {
            return read(get);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(place + ": " + e.getMessage(), e);
        }
    }

    private static UiPreferences read(Function<String, String> get) {
        UiPreferences defaults = UiPreferences.defaults();
        List<EngineConfig> engines = engines(get);
        List<Path> recent = new ArrayList<>();
        for (int i = 1; get.apply(recentKey(i)) != null; i++) {
            recent.add(path(get, recentKey(i)));
        }
        return new UiPreferences(get.apply(DATABASE_FOLDER) == null ? defaults.databaseFolder() : path(get, DATABASE_FOLDER),
                engines, integer(get, THREADS, defaults.threads()), integer(get, HASH_MB, defaults.hashMb()),
                integer(get, LINES, defaults.lines()), integer(get, LOW_SAMPLE_THRESHOLD, defaults.lowSampleThreshold()),
                orElse(get, BOARD_THEME, defaults.boardTheme()), orElse(get, PIECE_SET, defaults.pieceSet()),
                Boolean.parseBoolean(orElse(get, WHITE_PERSPECTIVE, Boolean.toString(defaults.whitePerspective()))), recent,
                orElse(get, CHOSEN_ENGINE, defaults.chosenEngine()), paths(BOOKS, orElse(get, BOOKS, "")),
                paths(SYZYGY_FOLDERS, orElse(get, SYZYGY_FOLDERS, "")),
                get.apply(HIDDEN_GAME_COLUMNS) == null ? defaults.hiddenGameColumns() : names(get.apply(HIDDEN_GAME_COLUMNS)),
                Boolean.parseBoolean(orElse(get, PARTIAL_GAMES, Boolean.toString(defaults.partialGames()))));
    }

    /** Hands every value of {@code preferences} to {@code put}. */
    public static void write(UiPreferences preferences, BiConsumer<String, String> put) {
        put.accept(DATABASE_FOLDER, preferences.databaseFolder().toString());
        put.accept(THREADS, Integer.toString(preferences.threads()));
        put.accept(HASH_MB, Integer.toString(preferences.hashMb()));
        put.accept(LINES, Integer.toString(preferences.lines()));
        put.accept(LOW_SAMPLE_THRESHOLD, Integer.toString(preferences.lowSampleThreshold()));
        put.accept(BOARD_THEME, preferences.boardTheme());
        put.accept(PIECE_SET, preferences.pieceSet());
        put.accept(WHITE_PERSPECTIVE, Boolean.toString(preferences.whitePerspective()));
        put.accept(CHOSEN_ENGINE, preferences.chosenEngine());
        put.accept(BOOKS, pathList(preferences.books()));
        put.accept(SYZYGY_FOLDERS, pathList(preferences.syzygyFolders()));
        put.accept(HIDDEN_GAME_COLUMNS, String.join(",", preferences.hiddenGameColumns()));
        put.accept(PARTIAL_GAMES, Boolean.toString(preferences.partialGames()));
        writeEngines(preferences.engines(), put);
        for (int i = 0; i < preferences.recentDatabases().size(); i++) {
            put.accept(recentKey(i + 1), preferences.recentDatabases().get(i).toString());
        }
    }

    /** The configured engines {@code get} holds. */
    public static List<EngineConfig> engines(Function<String, String> get) {
        List<EngineConfig> engines = new ArrayList<>();
        for (int i = 1; get.apply(engineKey(i, "name")) != null; i++) {
            engines.add(new EngineConfig(get.apply(engineKey(i, "name")), orElse(get, engineKey(i, "command"), ""),
                    EngineConfig.parseOptions(orElse(get, engineKey(i, "options"), ""))));
        }
        return engines;
    }

    /** Hands the values of {@code engines} to {@code put}. */
    public static void writeEngines(List<EngineConfig> engines, BiConsumer<String, String> put) {
        for (int i = 0; i < engines.size(); i++) {
            EngineConfig engine = engines.get(i);
            put.accept(engineKey(i + 1, "name"), engine.name());
            put.accept(engineKey(i + 1, "command"), engine.command());
            put.accept(engineKey(i + 1, "options"), engine.optionsText());
        }
    }

    /** The keys of the {@code number}th (1-based) configured engine. */
    public static List<String> engineKeys(int number) {
        return List.of(engineKey(number, "name"), engineKey(number, "command"), engineKey(number, "options"));
    }

    /** Paths as one value, separated by the platform's path separator. */
    public static String pathList(List<Path> paths) {
        return String.join(File.pathSeparator, paths.stream().map(Path::toString).toList());
    }

    /** The paths of a list value such as {@link #BOOKS} or {@link #SYZYGY_FOLDERS} ({@code key} names it in a message). */
    public static List<Path> paths(String key, String value) {
        List<Path> books = new ArrayList<>();
        for (String path : value.split(java.util.regex.Pattern.quote(File.pathSeparator))) {
            if (!path.isBlank()) {
                try {
                    books.add(Path.of(path.strip()));
                } catch (InvalidPathException e) {
                    throw new IllegalArgumentException(key + " holds a path that is not one: \"" + path + "\"");
                }
            }
        }
        return books;
    }

    private static List<String> names(String value) {
        return java.util.Arrays.stream(value.split(",")).map(String::strip).filter(name -> !name.isEmpty()).toList();
    }

    private static String engineKey(int number, String field) {
        return "engine." + number + "." + field;
    }

    private static String recentKey(int number) {
        return "recent." + number;
    }

    private static String orElse(Function<String, String> get, String key, String fallback) {
        String value = get.apply(key);
        return value == null ? fallback : value;
    }

    private static int integer(Function<String, String> get, String key, int fallback) {
        String value = get.apply(key);
        if (value == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + " is not a number: \"" + value + "\"");
        }
    }

    private static Path path(Function<String, String> get, String key) {
        String value = get.apply(key);
        try {
            return Path.of(value.strip());
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException(key + " is not a path: \"" + value + "\"");
        }
    }
}
