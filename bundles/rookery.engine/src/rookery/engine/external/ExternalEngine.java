package rookery.engine.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.engine.AnalysisListener;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

/**
 * What the clients of external engine processes share, whatever protocol they speak: the process
 * and the thread reading its output, the running search and the three ways it ends (a result, a
 * failure that kills the process, the process's exit), a watchdog that gives up on an engine
 * running far past its time or ignoring a stop, and closing. The protocol lives in the subclass:
 * it handles each line the engine prints and names the command that stops a search.
 */
public abstract class ExternalEngine implements Engine {
    protected final List<String> command;
    /** Guards the process, the search and the subclass's protocol state. */
    protected final Object lock = new Object();
    private final String protocol;
    private final long timeGraceMillis;
    private final long stopGraceMillis;
    private final EngineTranscript transcript = new EngineTranscript();
    private Process process;
    private Writer toEngine;
    private Search search;

    /** A running search: where its output goes, and whether it has ended. */
    protected static final class Search {
        private final Position root;
        private final AnalysisListener listener;
        private final CountDownLatch finished = new CountDownLatch(1);
        private volatile long stopRequestedAt;

        private Search(Position root, AnalysisListener listener) {
            this.root = root;
            this.listener = listener;
        }

        public Position root() {
            return root;
        }

        public AnalysisListener listener() {
            return listener;
        }
    }

    /**
     * @param protocol names the threads, e.g. {@code uci}
     * @param timeGraceMillis how far past its time an engine may run before it is given up
     * @param stopGraceMillis how long an engine may take to end a search it was told to stop
     */
    protected ExternalEngine(List<String> command, String protocol, long timeGraceMillis, long stopGraceMillis) {
        this.command = List.copyOf(command);
        this.protocol = protocol;
        this.timeGraceMillis = timeGraceMillis;
        this.stopGraceMillis = stopGraceMillis;
    }

    /** Handles one non-empty line the current process printed (trimmed). Called with the lock held. */
    protected abstract void handle(String line);

    /** The command that makes the engine end its search and answer with a move. */
    protected abstract String stopCommand();

    /** The process has exited: release whoever waits for an answer. Called with the lock held. */
    protected abstract void processEnded();

    /** Starts the process (killing any previous one) and the thread reading its output. Call with the lock held. */
    protected Process launch(boolean mergeErrorOutput) {
        kill();
        transcript.clear();
        ProcessBuilder builder = new ProcessBuilder(command);
        if (mergeErrorOutput) {
            builder.redirectErrorStream(true);
        } else {
            builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        }
        Process started;
        try {
            started = builder.start();
        } catch (IOException e) {
            throw new EngineException("cannot start engine " + String.join(" ", command) + ": " + e.getMessage(), e);
        }
        process = started;
        toEngine = new OutputStreamWriter(started.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> read(started), protocol + "-engine-reader");
        reader.setDaemon(true);
        reader.start();
        return started;
    }

    /** The running process, or null. Call with the lock held. */
    protected Process process() {
        return process;
    }

    protected boolean isRunning() {
        return process != null && process.isAlive();
    }

    /** The running search, or null. Call with the lock held. */
    protected Search currentSearch() {
        return search;
    }

    /** Makes a search of {@code root} the running one. Call with the lock held. */
    protected Search beginSearch(Position root, AnalysisListener listener) {
        search = new Search(root.copy(), listener);
        return search;
    }

    /** Ends the search with the engine's answer. Call with the lock held. */
    protected void finish(Search current, BestMove best) {
        if (search == current) {
            search = null;
        }
        current.listener.onFinished(best);
        current.finished.countDown();
    }

    /** Kills the process and reports the failure of the search. Call with the lock held. */
    protected void fail(Search current, String problem) {
        String reason = describe(process, problem);
        kill();
        if (search == current) {
            search = null;
        }
        current.listener.onError(new EngineException(reason));
        current.finished.countDown();
    }

    /** "engine NAME PROBLEM (exit code N); its last output: ...". */
    protected String describe(Process own, String problem) {
        return transcript.describe(name(), own, problem);
    }

    protected void kill() {
        Process own = process;
        process = null;
        if (own != null) {
            own.destroyForcibly();
        }
    }

    /** Sends one line to the engine. Call with the lock held. */
    protected void send(String line) {
        EngineTranscript.send(toEngine, line);
    }

    private void read(Process own) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(own.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                String trimmed = line.trim();
                synchronized (lock) {
                    if (own == process && !trimmed.isEmpty()) {
                        transcript.remember(trimmed);
                        handle(trimmed);
                    }
                }
            }
        } catch (IOException e) {
            // The process went away; handled below like an end of output.
        }
        ended(own);
    }

    private void ended(Process own) {
        try {
            // Its output ends a moment before the process does; wait for the exit code.
            own.waitFor(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (lock) {
            if (own != process) {
                return;
            }
            String reason = describe(own, "exited");
            process = null;
            processEnded();
            Search current = search;
            if (current != null) {
                search = null;
                current.listener.onError(new EngineException(reason));
                current.finished.countDown();
            }
        }
    }

    /** Gives up on a search that runs far past its time, or does not end after a stop. */
    protected void watch(Search current, Limits limits) {
        long budget = limits.moveTimeMillis() > 0 ? limits.moveTimeMillis() : Long.MAX_VALUE;
        if (limits.clock() != null) {
            Limits.Clock clock = limits.clock();
            budget = Math.min(budget, current.root.turn() == Color.WHITE ? clock.whiteMillis() : clock.blackMillis());
        }
        long deadline = limits.ponder() || budget == Long.MAX_VALUE ? Long.MAX_VALUE : System.currentTimeMillis() + budget + timeGraceMillis;
        Thread watchdog = new Thread(() -> {
            while (!await(current.finished, 100)) {
                long now = System.currentTimeMillis();
                long stopAt = current.stopRequestedAt;
                String problem = null;
                if (stopAt > 0 && now - stopAt > stopGraceMillis) {
                    problem = "did not answer '" + stopCommand() + "' within " + seconds(stopGraceMillis);
                } else if (now > deadline) {
                    problem = "ran " + seconds(timeGraceMillis) + " past its time without a move";
                }
                if (problem != null) {
                    synchronized (lock) {
                        if (current.finished.getCount() > 0) {
                            fail(current, problem);
                        }
                    }
                    return;
                }
            }
        }, protocol + "-engine-watchdog");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    @Override
    public void stop() {
        Search current;
        synchronized (lock) {
            current = search;
            if (current == null) {
                return;
            }
            if (current.stopRequestedAt == 0) {
                current.stopRequestedAt = System.currentTimeMillis();
            }
            send(stopCommand());
        }
        await(current.finished, 50);
    }

    /** Stops the running search and waits for its result (or for the watchdog to give up on it). */
    protected void awaitIdle() {
        Search current;
        synchronized (lock) {
            current = search;
        }
        if (current != null) {
            stop();
            await(current.finished, stopGraceMillis + 1000);
        }
    }

    @Override
    public boolean awaitFinished(long timeoutMillis) throws InterruptedException {
        Search current;
        synchronized (lock) {
            current = search;
        }
        return current == null || current.finished.await(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    public boolean isSearching() {
        synchronized (lock) {
            return search != null;
        }
    }

    /** The process id, while it runs (for tests and diagnostics). */
    public Optional<Long> pid() {
        synchronized (lock) {
            return process == null ? Optional.empty() : Optional.of(process.pid());
        }
    }

    @Override
    public void close() {
        awaitIdle();
        Process own;
        synchronized (lock) {
            own = process;
            if (own != null) {
                send("quit");
            }
        }
        if (own != null) {
            try {
                if (!own.waitFor(1, TimeUnit.SECONDS)) {
                    own.destroyForcibly();
                }
            } catch (InterruptedException e) {
                own.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        synchronized (lock) {
            process = null;
        }
    }

    protected static boolean await(CountDownLatch latch, long millis) {
        try {
            return latch.await(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    protected static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
