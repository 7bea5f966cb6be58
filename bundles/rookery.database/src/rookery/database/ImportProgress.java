package rookery.database;

import java.nio.file.Path;

/**
 * Where an import stands: the current file, bytes read of all the files' bytes (for an ETA),
 * and the games imported, skipped as duplicates or rejected so far.
 */
public record ImportProgress(Path file, long bytesRead, long totalBytes, long imported, long duplicates, long rejected,
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
