package rookery.database;

import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * How an import runs: {@code threads} parse and replay games (default: all cores);
 * {@code batchGames} games are committed at a time (SQLite transaction and Lucene commit); with
 * {@code tables}, each game's first position within the endgame tables (Rookery's own, Syzygy's)
 * is probed for the database's practice-against-theory figures ({@link OpeningDatabase#theoryReport}); with
 * {@code partialGames}, a game whose move N is illegal, ambiguous or not a move is kept with its
 * moves before N (as SCID keeps it), the error in a comment after its last move, and counted as
 * {@link ImportSummary#partial() partial} instead of rejected.
 */
public record ImportOptions(int threads, int batchGames, TheoryTables tables, boolean partialGames) {

    public static final int DEFAULT_BATCH_GAMES = 50_000;

    public ImportOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (batchGames < 1) {
            throw new IllegalArgumentException("batch size must be at least 1 game, not " + batchGames);
        }
    }

    public ImportOptions(int threads, int batchGames) {
        this(threads, batchGames, null, false);
    }

    public static ImportOptions defaults() {
        return new ImportOptions(Runtime.getRuntime().availableProcessors(), DEFAULT_BATCH_GAMES);
    }

    public ImportOptions withThreads(int count) {
        return new ImportOptions(count, batchGames, tables, partialGames);
    }

    /** All cores, with the endgame tables of the default folder ({@link Tablebases#defaultDirectory()}) when it holds any. */
    public static ImportOptions defaultsWithTables() {
        Tablebases tables = Tablebases.open(Tablebases.defaultDirectory());
        return defaults().withTables(tables.isEmpty() ? null : tables);
    }

    /** With Rookery's own endgame tables to probe (null: none), the Syzygy tables kept. */
    public ImportOptions withTables(Tablebases endgameTables) {
        return new ImportOptions(threads, batchGames, theoryTables(endgameTables, tables == null ? null : tables.syzygy()), partialGames);
    }

    /** With the Syzygy tables to probe (null: none), Rookery's own kept. */
    public ImportOptions withSyzygy(SyzygyTablebases syzygy) {
        return new ImportOptions(threads, batchGames, theoryTables(tables == null ? null : tables.own(), syzygy), partialGames);
    }

    private static TheoryTables theoryTables(Tablebases own, SyzygyTablebases syzygy) {
        return own == null && syzygy == null ? null : new TheoryTables(own, syzygy);
    }

    /** Keeping (or rejecting) the games whose move N is not a legal move as their moves before N. */
    public ImportOptions withPartialGames(boolean keep) {
        return new ImportOptions(threads, batchGames, tables, keep);
    }
}
