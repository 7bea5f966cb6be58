package rookery.database;

import java.nio.file.Path;
import java.util.Map;

/**
 * The outcome of an import. {@code rejectedByReason} counts rejected games by reason;
 * {@code rejectFile} holds them verbatim (null when none was rejected). {@code resumed} counts
 * games skipped because an earlier, interrupted import of the same file had committed them;
 * {@code alreadyImported} counts files skipped because they were imported completely before;
 * {@code partial} the games imported with their moves before an illegal one
 * ({@link ImportOptions#partialGames()}), which {@code imported} counts too.
 */
public record ImportSummary(int files, int alreadyImported, long imported, long duplicates, long resumed,
        Map<String, Long> rejectedByReason, Path rejectFile, long bytes, long elapsedNanos, int batches, boolean cancelled, long partial) {

    public ImportSummary {
        rejectedByReason = Map.copyOf(rejectedByReason);
    }

    public long rejected() {
        return rejectedByReason.values().stream().mapToLong(Long::longValue).sum();
    }

    public double gamesPerSecond() {
        return elapsedNanos == 0 ? 0 : imported * 1e9 / elapsedNanos;
    }
}
