package rookery.ui.preferences;

import java.nio.file.Path;
import java.util.List;

import rookery.database.RookeryHome;

/**
 * The user's settings. Scores are shown from White's point of view or the side to move's.
 *
 * @param databaseFolder where new databases are created by default
 * @param engines the configured UCI engines (the built-in one is always offered too)
 * @param threads engine threads
 * @param hashMb engine hash in MiB
 * @param lines engine lines (MultiPV)
 * @param lowSampleThreshold explorer rows with fewer games are greyed
 * @param boardTheme the board colours by name: brown, green, blue, grey or purple
 * @param pieceSet the pieces' drawing by name: outlined, solid or geometric
 * @param whitePerspective scores from White's view (true) or the side to move's
 * @param recentDatabases most recent first
 * @param chosenEngine the name of the engine the Engine part analyses with (the built-in one when no engine has it)
 * @param books the Polyglot books whose moves the Opening Explorer's Book column shows
 * @param syzygyFolders the folders of Syzygy tables the Endgame part, the built-in engine and game review probe
 * @param hiddenGameColumns the names of the Games list's columns the user hid (a right-click on its header)
 * @param partialGames whether the workbench's imports keep a game with an illegal move as its moves before it
 */
public record UiPreferences(Path databaseFolder, List<EngineConfig> engines, int threads, int hashMb, int lines,
        int lowSampleThreshold, String boardTheme, String pieceSet, boolean whitePerspective, List<Path> recentDatabases,
        String chosenEngine, List<Path> books, List<Path> syzygyFolders, List<String> hiddenGameColumns, boolean partialGames) {
    public static final int MAX_RECENT = 8;
    /** The Games list's columns hidden until the user shows them. */
    public static final List<String> DEFAULT_HIDDEN_COLUMNS = List.of("SITE", "ROUND", "OPENING", "TIME_CONTROL");

    public UiPreferences {
        engines = List.copyOf(engines);
        recentDatabases = List.copyOf(recentDatabases);
        books = List.copyOf(books);
        syzygyFolders = List.copyOf(syzygyFolders);
        hiddenGameColumns = List.copyOf(hiddenGameColumns);
        if (threads < 1 || hashMb < 1 || lines < 1 || lowSampleThreshold < 0) {
            throw new IllegalArgumentException("threads, hash and lines must be at least 1, the low-sample threshold at least 0");
        }
    }

    /** Preferences with the Games list's usual columns and without partial games. */
    public UiPreferences(Path databaseFolder, List<EngineConfig> engines, int threads, int hashMb, int lines, int lowSampleThreshold,
            String boardTheme, String pieceSet, boolean whitePerspective, List<Path> recentDatabases, String chosenEngine, List<Path> books,
            List<Path> syzygyFolders) {
        this(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet, whitePerspective, recentDatabases,
                chosenEngine, books, syzygyFolders, DEFAULT_HIDDEN_COLUMNS, false);
    }

    public static UiPreferences defaults() {
        return new UiPreferences(RookeryHome.databases(), List.of(), 1, 64, 3, 10, "brown", "outlined", true,
                List.of(), EngineConfig.BUILT_IN.name(), List.of(), List.of());
    }

    /**
     * The engines to choose from: the built-in one first, with the options changed on it (kept among
     * {@link #engines()} when there are any), then the external ones.
     */
    public List<EngineConfig> allEngines() {
        List<EngineConfig> all = new java.util.ArrayList<>();
        all.add(engines.stream().filter(EngineConfig::isBuiltIn).findFirst().orElse(EngineConfig.BUILT_IN));
        engines.stream().filter(engine -> !engine.isBuiltIn()).forEach(all::add);
        return all;
    }

    /** These preferences with {@code database} first among the recent ones. */
    public UiPreferences withRecent(Path database) {
        List<Path> recent = new java.util.ArrayList<>(recentDatabases);
        recent.remove(database);
        recent.add(0, database);
        return withRecentDatabases(recent.subList(0, Math.min(MAX_RECENT, recent.size())));
    }

    /** These preferences with {@code recent} as the recent databases. */
    public UiPreferences withRecentDatabases(List<Path> recent) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recent, chosenEngine, books, syzygyFolders,
                hiddenGameColumns, partialGames);
    }

    /** These preferences with {@code configured} as the external engines (and the built-in one's options, if among them). */
    public UiPreferences withEngines(List<EngineConfig> configured) {
        return new UiPreferences(databaseFolder, configured, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, syzygyFolders);
    }

    /** These preferences with the engines' threads, hash (MB) and lines. */
    public UiPreferences withEngineSettings(int newThreads, int newHashMb, int newLines) {
        return new UiPreferences(databaseFolder, engines, newThreads, newHashMb, newLines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, syzygyFolders);
    }

    /** These preferences with the Engine part analysing with the engine named {@code name}. */
    public UiPreferences withChosenEngine(String name) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, name, books, syzygyFolders,
                hiddenGameColumns, partialGames);
    }

    /** These preferences with {@code chosen} as the opening books of the explorer's Book column. */
    public UiPreferences withBooks(List<Path> chosen) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, chosen, syzygyFolders,
                hiddenGameColumns, partialGames);
    }

    /** These preferences with {@code folders} as the Syzygy tables' folders. */
    public UiPreferences withSyzygyFolders(List<Path> folders) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, folders,
                hiddenGameColumns, partialGames);
    }

    /** These preferences with {@code hidden} as the Games list's hidden columns. */
    public UiPreferences withHiddenGameColumns(List<String> hidden) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, syzygyFolders, hidden, partialGames);
    }

    /** These preferences with imports keeping partial games or not. */
    public UiPreferences withPartialGames(boolean keep) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, syzygyFolders, hiddenGameColumns, keep);
    }

    /** The index in {@link #allEngines()} of the chosen engine, 0 (the built-in one) when none has its name. */
    public int chosenEngineIndex() {
        List<EngineConfig> all = allEngines();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).name().equals(chosenEngine)) {
                return i;
            }
        }
        return 0;
    }

}
