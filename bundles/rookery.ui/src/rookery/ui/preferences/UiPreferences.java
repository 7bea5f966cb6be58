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
 */
public record UiPreferences(Path databaseFolder, List<EngineConfig> engines, int threads, int hashMb, int lines,
        int lowSampleThreshold, String boardTheme, String pieceSet, boolean whitePerspective, List<Path> recentDatabases,
        String chosenEngine, List<Path> books, List<Path> syzygyFolders) {
    public static final int MAX_RECENT = 8;

    public UiPreferences {
        engines = List.copyOf(engines);
        recentDatabases = List.copyOf(recentDatabases);
        books = List.copyOf(books);
        syzygyFolders = List.copyOf(syzygyFolders);
        if (threads < 1 || hashMb < 1 || lines < 1 || lowSampleThreshold < 0) {
            throw new IllegalArgumentException("threads, hash and lines must be at least 1, the low-sample threshold at least 0");
        }
    }

    public static UiPreferences defaults() {
        return new UiPreferences(RookeryHome.databases(), List.of(), 1, 64, 3, 10, "brown", "outlined", true,
                List.of(), EngineConfig.BUILT_IN.name(), List.of(), List.of());
    }

    /** The engines to choose from: the built-in one first. */
    public List<EngineConfig> allEngines() {
        List<EngineConfig> all = new java.util.ArrayList<>();
        all.add(EngineConfig.BUILT_IN);
        all.addAll(engines);
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
                whitePerspective, recent, chosenEngine, books, syzygyFolders);
    }

    /** These preferences with the Engine part analysing with the engine named {@code name}. */
    public UiPreferences withChosenEngine(String name) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, name, books, syzygyFolders);
    }

    /** These preferences with {@code chosen} as the opening books of the explorer's Book column. */
    public UiPreferences withBooks(List<Path> chosen) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, chosen, syzygyFolders);
    }

    /** These preferences with {@code folders} as the Syzygy tables' folders. */
    public UiPreferences withSyzygyFolders(List<Path> folders) {
        return new UiPreferences(databaseFolder, engines, threads, hashMb, lines, lowSampleThreshold, boardTheme, pieceSet,
                whitePerspective, recentDatabases, chosenEngine, books, folders);
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
