package rookery.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A command running in-process as a program talking to it would see it: lines written to its
 * standard input, its standard output read line by line while it runs (uci, serve).
 */
final class LiveCommand implements AutoCloseable {

    private static final long TIMEOUT_SECONDS = 60;

    private final InputStream originalIn = System.in;
    private final PrintStream originalOut = System.out;
    private final PrintStream input;
    private final BufferedReader output;
    private final Thread thread;
    private final CompletableFuture<Integer> exit = new CompletableFuture<>();

    private LiveCommand(String... arguments) throws IOException {
        PipedInputStream commandInput = new PipedInputStream(1 << 16);
        input = new PrintStream(new PipedOutputStream(commandInput), true, StandardCharsets.UTF_8);
        PipedInputStream commandOutput = new PipedInputStream(1 << 20);
        PrintStream printed = new PrintStream(new PipedOutputStream(commandOutput), true, StandardCharsets.UTF_8);
        output = new BufferedReader(new InputStreamReader(commandOutput, StandardCharsets.UTF_8));
        System.setIn(commandInput);
        System.setOut(printed);
        thread = new Thread(() -> {
            try {
                exit.complete(RookeryCommand.run(arguments));
            } catch (Throwable e) {
                exit.completeExceptionally(e);
            } finally {
                printed.close();
            }
        }, "live " + String.join(" ", arguments));
        thread.start();
    }

    static LiveCommand start(String... arguments) throws IOException {
        return new LiveCommand(arguments);
    }

    void send(String line) {
        input.println(line);
    }

    /** The lines printed up to and including the first that starts with {@code prefix}. */
    String until(String prefix) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (String line = output.readLine(); line != null; line = output.readLine()) {
            lines.append(line).append('\n');
            if (line.startsWith(prefix)) {
                return lines.toString();
            }
        }
        throw new AssertionError("the command ended without a line starting '" + prefix + "':\n" + lines);
    }

    /** Interrupts the command's thread, as a caller stopping it does. */
    void interrupt() {
        thread.interrupt();
    }

    /** The exit code once the command has ended (at most a minute). */
    int exit() throws Exception {
        input.close();
        return exit.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws Exception {
        input.close();
        thread.interrupt();
        thread.join(TimeUnit.SECONDS.toMillis(TIMEOUT_SECONDS));
        System.setIn(originalIn);
        System.setOut(originalOut);
    }
}
