package rookery.engine.external;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What an external engine process last printed, kept so that a failure can be explained with the
 * engine's own last words, and the way lines are sent to it. Not thread-safe: the engine clients
 * use it under their own lock.
 */
public final class EngineTranscript {
    private static final int REMEMBERED_LINES = 8;
    private static final int REMEMBERED_LINE_LENGTH = 200;

    private final Deque<String> recent = new ArrayDeque<>();

    public void clear() {
        recent.clear();
    }

    public void remember(String line) {
        if (recent.size() == REMEMBERED_LINES) {
            recent.removeFirst();
        }
        recent.addLast(line.length() > REMEMBERED_LINE_LENGTH ? line.substring(0, REMEMBERED_LINE_LENGTH) + "..." : line);
    }

    /** "engine NAME PROBLEM (exit code N); its last output: a | b", the exit code when the process has ended. */
    public String describe(String engineName, Process process, String problem) {
        StringBuilder out = new StringBuilder("engine ").append(engineName).append(' ').append(problem);
        if (process != null && !process.isAlive()) {
            out.append(" (exit code ").append(process.exitValue()).append(')');
        }
        if (!recent.isEmpty()) {
            out.append("; its last output: ").append(String.join(" | ", recent));
        }
        return out.toString();
    }

    /** Sends one line; a dead process is not reported here but noticed by the client's reader. */
    public static void send(Writer toEngine, String line) {
        try {
            toEngine.write(line);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException e) {
            // The reader of the engine's output sees the end of the process and reports it.
        }
    }
}
