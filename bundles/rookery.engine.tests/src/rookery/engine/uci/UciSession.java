package rookery.engine.uci;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import rookery.engine.BuiltinEngine;

/** The UCI engine mode run in-process: a test types commands through a pipe and reads the answers from a queue. */
final class UciSession implements AutoCloseable {

    private final PrintStream commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Thread server;

    UciSession() throws IOException {
        PipedOutputStream toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        commands = new PrintStream(toServer, true, StandardCharsets.UTF_8);
        // The server's answers go straight into the queue, line by line: a pipe would break when the
        // thread that wrote to it last (a search that has ended) is gone.
        OutputStream serverOut = new OutputStream() {
            private final ByteArrayOutputStream line = new ByteArrayOutputStream();

            @Override
            public synchronized void write(int b) {
                if (b == '\n') {
                    answers.add(line.toString(StandardCharsets.UTF_8).replace("\r", ""));
                    line.reset();
                } else {
                    line.write(b);
                }
            }
        };
        server = new Thread(() -> {
            try {
                new UciServer(new BuiltinEngine(), "tests", serverIn, serverOut).run();
            } catch (IOException e) {
                answers.add("server failed: " + e);
            }
        }, "uci-server");
        server.start();
    }

    void send(String command) {
        commands.println(command);
    }

    /** Lines up to and including the first that starts with {@code prefix}. */
    List<String> readUntil(String prefix) throws InterruptedException {
        List<String> lines = new ArrayList<>();
        while (true) {
            String line = answers.poll(30, TimeUnit.SECONDS);
            if (line == null) {
                throw new AssertionError("no '" + prefix + "' within 30 s; got " + lines);
            }
            lines.add(line);
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
    }

    /** Lines that arrived within {@code millis}, without waiting for more. */
    List<String> drain(long millis) throws InterruptedException {
        Thread.sleep(millis);
        List<String> lines = new ArrayList<>();
        answers.drainTo(lines);
        return lines;
    }

    @Override
    public void close() throws InterruptedException {
        send("quit");
        server.join(10_000);
    }
}
