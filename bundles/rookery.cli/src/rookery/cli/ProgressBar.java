package rookery.cli;

import java.io.PrintWriter;

/**
 * A one-line progress report on standard error, rewritten in place at most five times a second;
 * silent unless standard error is a terminal or the user asked for it ({@code --progress}). With
 * no total known in advance (0) it shows the count and the detail without a bar.
 */
final class ProgressBar {

    private final PrintWriter err;
    private final String label;
    private final long total;
    private final boolean enabled;
    private long lastShown;

    ProgressBar(PrintWriter err, String label, long total, boolean forced) {
        this.err = err;
        this.label = label;
        this.total = total;
        this.enabled = forced || System.console() != null;
    }

    void show(long done, String detail) {
        long now = System.nanoTime();
        if (!enabled || (now - lastShown < 200_000_000L && (total <= 0 || done < total))) {
            return;
        }
        lastShown = now;
        if (total <= 0) {
            err.printf("\r%s: %s\033[K", label, detail);
            err.flush();
            return;
        }
        int width = 30;
        int filled = (int) Math.min(width, done * width / total);
        err.printf("\r%s [%s%s] %d/%d %s\033[K", label, "#".repeat(filled), ".".repeat(width - filled), done, total, detail);
        err.flush();
    }

    void clear() {
        if (enabled) {
            err.print("\r\033[K");
            err.flush();
        }
    }
}
