package rookery.database;

/**
 * Where an import stands: the current file's (or download's) short name, or null once all are
 * read; bytes read of all the sources' bytes (totalBytes -1 when a server does not tell), and the
 * games imported, skipped as duplicates or rejected so far. {@code gamesRead} counts every game
 * the reader delivered, whatever became of it; {@code gamesCommitted} those of them whose batch is
 * committed (or that an interrupted import had committed before): the reader runs a batch or two
 * ahead of the commits.
 */
public record ImportProgress(String source, long bytesRead, long totalBytes, long imported, long duplicates, long rejected,
        long gamesRead, long gamesCommitted, long elapsedNanos) {

    public double gamesPerSecond() {
        return elapsedNanos == 0 ? 0 : imported * 1e9 / elapsedNanos;
    }

    /**
     * Seconds left: the games still to commit (all the sources' games estimated from the games read
     * per byte read) at the rate games were committed so far; -1 before the first commit or when
     * the size of the sources is unknown.
     */
    public long etaSeconds() {
        if (gamesCommitted == 0 || bytesRead == 0 || totalBytes <= 0) {
            return -1;
        }
        double expectedGames = gamesRead * ((double) totalBytes / bytesRead);
        double secondsPerGame = elapsedNanos / 1e9 / gamesCommitted;
        return Math.round(Math.max(0, expectedGames - gamesCommitted) * secondsPerGame);
    }
}
