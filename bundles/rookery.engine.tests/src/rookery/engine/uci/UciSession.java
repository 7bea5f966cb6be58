package rookery.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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

/** The UCI engine mode run in-process on piped streams: a test types commands and reads the answers. */
final class UciSession implements AutoCloseable {

    private final PrintStream commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final Thread server;
    private final Thread reader;

    UciSession() throws IOException {
        PipedOutputStream toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        PipedOutputStream serverOut = new PipedOutputStream();
        PipedInputStream fromServer = new PipedInputStream(serverOut, 1 << 20);
        commands = new PrintStream(toServer, true, StandardCharsets.UTF_8);
        server = new Thread(() -> {
            try (serverOut) {
                new UciServer(new BuiltinEngine(), "tests", serverIn, serverOut).run();
            } catch (IOException e) {
                answers.add("server failed: " + e);
            }
        }, "uci-server");
        reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(fromServer, StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    answers.add(line);
                }
            } catch (IOException e) {
                // The server closed its end.
            }
        }, "uci-reader");
        server.start();
        reader.start();
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
        reader.join(10_000);
    }
}
