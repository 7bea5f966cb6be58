package rookery.database;

/**
 * How an import runs: {@code threads} parse and replay games (default: all cores);
 * {@code batchGames} games are committed at a time (SQLite transaction and Lucene commit).
 */
public record ImportOptions(int threads, int batchGames) {

    public static final int DEFAULT_BATCH_GAMES = 50_000;

    public ImportOptions {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        if (batchGames < 1) {
            throw new IllegalArgumentException("batch size must be at least 1 game, not " + batchGames);
        }
    }

    public static ImportOptions defaults() {
        return new ImportOptions(Runtime.getRuntime().availableProcessors(), DEFAULT_BATCH_GAMES);
    }

    public ImportOptions withThreads(int count) {
        return new ImportOptions(count, batchGames);
    }
}
