package rookery.database;

/**
 * Where an import stands: the current file's (or download's) short name, or null once all are
 * read; bytes read of all the sources' bytes (for an ETA; totalBytes -1 when a server does not
 * tell), and the games imported, skipped as duplicates or rejected so far.
 */
public record ImportProgress(String source, long bytesRead, long totalBytes, long imported, long duplicates, long rejected,
        long elapsedNanos) {

    public double gamesPerSecond() {
        return elapsedNanos == 0 ? 0 : imported * 1e9 / elapsedNanos;
    }

    /** Seconds left at the rate so far, by bytes; -1 when unknown. */
    public long etaSeconds() {
        if (bytesRead == 0 || totalBytes <= 0) {
            return -1;
        }
        double secondsPerByte = elapsedNanos / 1e9 / bytesRead;
        return Math.round(Math.max(0, totalBytes - bytesRead) * secondsPerByte);
    }
}
