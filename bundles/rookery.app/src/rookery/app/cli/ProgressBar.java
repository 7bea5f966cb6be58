package rookery.app.cli;

import java.io.PrintWriter;

/**
 * A one-line progress report on standard error, rewritten in place at most five times a second;
 * silent unless standard error is a terminal or the user asked for it ({@code --progress}).
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
        this.total = Math.max(1, total);
        this.enabled = forced || System.console() != null;
    }

    void show(long done, String detail) {
        long now = System.nanoTime();
        if (!enabled || (now - lastShown < 200_000_000L && done < total)) {
            return;
        }
        lastShown = now;
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
