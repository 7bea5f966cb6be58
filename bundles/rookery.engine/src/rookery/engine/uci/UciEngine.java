package rookery.engine.uci;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

import rookery.chess.Fen;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.EngineOption;
import rookery.engine.Limits;
import rookery.engine.external.ExternalEngine;

/**
 * An external engine process spoken to in UCI, behind the {@link Engine} API. The process is
 * started (and restarted after a failure) on demand. It may crash, hang or print garbage: lines
 * it should not print are ignored (and remembered for error messages); if it dies, does not
 * answer {@code stop} or {@code isready} in time, or runs far past its time, or names an illegal
 * best move, the listener gets {@link AnalysisListener#onError} with the reason and the engine's
 * last words, the process is killed, and the next {@link #start} launches a fresh one.
 */
public final class UciEngine extends ExternalEngine {

    /** How long the engine may take to answer uci, isready and stop, and to overrun its time. */
    record Timeouts(long handshakeMillis, long readyMillis, long stopGraceMillis, long timeGraceMillis) {
        static final Timeouts DEFAULT = new Timeouts(10_000, 10_000, 5_000, 5_000);
    }

    private final Timeouts timeouts;
    private String name;
    private List<EngineOption> options = List.of();
    private final List<String[]> pendingOptions = new ArrayList<>();
    private AnalysisOptions sentAnalysisOptions;
    private Boolean sentChess960;

    private CountDownLatch handshake;
    private boolean notUci;
    private List<EngineOption> declared = new ArrayList<>();
    private CountDownLatch ready;

    private UciEngine(List<String> command, Timeouts timeouts) {
        super(command, "uci", timeouts.timeGraceMillis(), timeouts.stopGraceMillis());
        this.timeouts = timeouts;
    }

    /**
     * Launches the engine and performs the {@code uci} handshake.
     *
     * @param command the executable and its arguments
     * @throws EngineException if it cannot be started or does not answer {@code uciok} within 10 s
     */
    public static UciEngine start(List<String> command) {
        return start(command, Timeouts.DEFAULT);
    }

    static UciEngine start(List<String> command, Timeouts timeouts) {
        UciEngine engine = new UciEngine(command, timeouts);
        engine.ensureRunning();
        return engine;
    }

    /** Launches the process unless it runs, and waits for the handshake outside the lock (the reader needs it). */
    private void ensureRunning() {
        Process started;
        CountDownLatch answered;
        synchronized (lock) {
            if (isRunning()) {
                return;
            }
            declared = new ArrayList<>();
            notUci = false;
            answered = new CountDownLatch(1);
            handshake = answered;
            started = launch(false);
            send("uci");
        }
        boolean inTime = await(answered, timeouts.handshakeMillis());
        synchronized (lock) {
            if (notUci) {
                String reason = describe(started, "is not a UCI engine (it speaks the XBoard protocol)");
                kill();
                throw new NotUciEngineException(reason);
            }
            if (!inTime || process() != started) {
                String reason = describe(started, inTime ? "exited during the 'uci' handshake"
                        : "did not answer 'uci' with 'uciok' within " + seconds(timeouts.handshakeMillis()));
                if (process() == started) {
                    kill();
                }
                throw new EngineException(reason);
            }
            options = List.copyOf(declared);
            sentAnalysisOptions = null;
            sentChess960 = null;
            for (String[] option : pendingOptions) {
                send("setoption name " + option[0] + (option[1].isEmpty() ? "" : " value " + option[1]));
            }
        }
    }

    @Override
    protected void handle(String line) {
        if (line.startsWith("info ")) {
            Search current = currentSearch();
            if (current != null) {
                Optional<AnalysisLine> parsed = Optional.empty();
                try {
                    parsed = UciInfo.parse(line, current.root());
                } catch (IllegalArgumentException e) {
                    // A malformed info line is skipped: it carries nothing we can trust.
                }
                parsed.ifPresent(current.listener()::onLine);
            }
        } else if (line.startsWith("bestmove")) {
            finishSearch(line);
        } else if (line.equals("readyok")) {
            if (ready != null) {
                ready.countDown();
            }
        } else if (line.equals("uciok")) {
            handshake.countDown();
        } else if (handshake.getCount() > 0 && speaksXboard(line)) {
            notUci = true;
            handshake.countDown();
        } else if (line.startsWith("id name ")) {
            name = line.substring("id name ".length()).trim();
        } else if (line.startsWith("option name ")) {
            parseOption(line).ifPresent(declared::add);
        }
    }

    private void finishSearch(String line) {
        Search current = currentSearch();
        if (current == null) {
            return;
        }
        String[] tokens = line.split("\\s+");
        int best = Move.NONE;
        int ponder = Move.NONE;
        try {
            if (tokens.length < 2) {
                throw new IllegalArgumentException("no move after 'bestmove'");
            }
            if (!tokens[1].equals("0000") && !tokens[1].equals("(none)")) {
                best = Uci.parse(current.root(), tokens[1]);
            }
            if (best != Move.NONE && tokens.length >= 4 && tokens[2].equals("ponder")) {
                Position after = current.root().copy();
                after.play(best);
                try {
                    ponder = Uci.parse(after, tokens[3]);
                } catch (IllegalArgumentException e) {
                    ponder = Move.NONE;
                }
            }
        } catch (IllegalArgumentException e) {
            fail(current, "answered '" + line + "': " + e.getMessage());
            return;
        }
        finish(current, new BestMove(best, ponder));
    }

    @Override
    protected void processEnded() {
        if (handshake != null) {
            handshake.countDown();
        }
        if (ready != null) {
            ready.countDown();
        }
    }

    @Override
    protected String stopCommand() {
        return "stop";
    }

    /** What XBoard engines say at start or to "uci": Fairy-Max's "tellics", "feature", Phalanx's "Illegal move: uci". */
    private static boolean speaksXboard(String line) {
        return line.startsWith("tellics ") || line.startsWith("feature ") || line.startsWith("Illegal move: uci")
                || line.startsWith("Error (unknown command): uci");
    }

    static Optional<EngineOption> parseOption(String line) {
        List<String> tokens = List.of(line.split("\\s+"));
        int typeAt = tokens.indexOf("type");
        if (typeAt < 3 || typeAt + 1 >= tokens.size()) {
            return Optional.empty();
        }
        String optionName = String.join(" ", tokens.subList(2, typeAt));
        EngineOption.Type type;
        try {
            type = EngineOption.Type.valueOf(tokens.get(typeAt + 1).toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        String defaultValue = "";
        long min = 0;
        long max = 0;
        List<String> choices = new ArrayList<>();
        List<String> keywords = List.of("default", "min", "max", "var");
        for (int i = typeAt + 2; i < tokens.size(); i++) {
            String keyword = tokens.get(i);
            int end = i + 1;
            while (end < tokens.size() && !keywords.contains(tokens.get(end))) {
                end++;
            }
            String value = String.join(" ", tokens.subList(i + 1, end));
            try {
                switch (keyword) {
                    case "default" -> defaultValue = value.equals("<empty>") ? "" : value;
                    case "min" -> min = Long.parseLong(value);
                    case "max" -> max = Long.parseLong(value);
                    case "var" -> choices.add(value);
                    default -> {
                    }
                }
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
            i = end - 1;
        }
        if (type == EngineOption.Type.SPIN) {
            try {
                Long.parseLong(defaultValue);
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.of(new EngineOption(optionName, type, defaultValue, min, max, choices));
    }

    @Override
    public String name() {
        return name != null ? name : String.join(" ", command);
    }

    @Override
    public List<EngineOption> options() {
        return options;
    }

    private Optional<EngineOption> option(String optionName) {
        return options.stream().filter(o -> o.name().equalsIgnoreCase(optionName)).findFirst();
    }

    @Override
    public void setOption(String optionName, String value) {
        EngineOption option = option(optionName)
                .orElseThrow(() -> new IllegalArgumentException("engine " + name() + " has no option '" + optionName + "'"));
        if (option.type() == EngineOption.Type.SPIN) {
            long number;
            try {
                number = Long.parseLong(value.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(option.name() + " needs a whole number, not '" + value + "'");
            }
            if (number < option.min() || number > option.max()) {
                throw new IllegalArgumentException(option.name() + " must be between " + option.min() + " and " + option.max() + ", not " + number);
            }
        } else if (option.type() == EngineOption.Type.CHECK && !value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException(option.name() + " must be true or false, not '" + value + "'");
        } else if (option.type() == EngineOption.Type.COMBO && option.choices().stream().noneMatch(value::equalsIgnoreCase)) {
            throw new IllegalArgumentException(option.name() + " must be one of " + option.choices() + ", not '" + value + "'");
        }
        synchronized (lock) {
            if (option.type() != EngineOption.Type.BUTTON) {
                pendingOptions.removeIf(o -> o[0].equalsIgnoreCase(option.name()));
                pendingOptions.add(new String[] {option.name(), value});
            }
            if (process() != null) {
                send("setoption name " + option.name() + (option.type() == EngineOption.Type.BUTTON ? "" : " value " + value));
            }
        }
    }

    @Override
    public void newGame() {
        awaitIdle();
        synchronized (lock) {
            if (process() != null) {
                send("ucinewgame");
            }
        }
    }

    @Override
    public void start(Position position, Limits limits, AnalysisOptions analysisOptions, AnalysisListener listener) {
        awaitIdle();
        Search current;
        CountDownLatch readiness;
        ensureRunning();
        synchronized (lock) {
            sendAnalysisOptions(analysisOptions, position.variant().isChess960());
            readiness = new CountDownLatch(1);
            ready = readiness;
            send("isready");
        }
        if (!await(readiness, timeouts.readyMillis())) {
            synchronized (lock) {
                String reason = describe(process(), "did not answer 'isready' within " + seconds(timeouts.readyMillis()));
                kill();
                throw new EngineException(reason);
            }
        }
        synchronized (lock) {
            if (process() == null) {
                throw new EngineException(describe(null, "exited before the search started"));
            }
            current = beginSearch(position, listener);
            send(positionCommand(position));
            send(UciGo.format(limits, position.variant().isChess960()));
        }
        watch(current, limits);
    }

    private void sendAnalysisOptions(AnalysisOptions wanted, boolean chess960) {
        if (!wanted.equals(sentAnalysisOptions)) {
            if (option("Hash").isPresent() && (sentAnalysisOptions == null || sentAnalysisOptions.hashMb() != wanted.hashMb())) {
                send("setoption name Hash value " + clamp("Hash", wanted.hashMb()));
            }
            if (option("Threads").isPresent() && (sentAnalysisOptions == null || sentAnalysisOptions.threads() != wanted.threads())) {
                send("setoption name Threads value " + clamp("Threads", wanted.threads()));
            }
            if (option("MultiPV").isPresent() && (sentAnalysisOptions == null || sentAnalysisOptions.multiPv() != wanted.multiPv())) {
                send("setoption name MultiPV value " + clamp("MultiPV", wanted.multiPv()));
            }
            sentAnalysisOptions = wanted;
        }
        if (option("UCI_Chess960").isPresent() && !Boolean.valueOf(chess960).equals(sentChess960)) {
            send("setoption name UCI_Chess960 value " + chess960);
            sentChess960 = chess960;
        }
    }

    private long clamp(String optionName, long value) {
        EngineOption option = option(optionName).orElseThrow();
        return Math.max(option.min(), Math.min(option.max(), value));
    }

    /** {@code position startpos|fen ... moves ...}: the setup before the game's moves, then the moves. */
    static String positionCommand(Position position) {
        Position start = position.copy();
        int[] history = position.history();
        for (int i = 0; i < history.length; i++) {
            start.undo();
        }
        boolean chess960 = position.variant().isChess960();
        String fen = chess960 ? start.shredderFen() : start.fen();
        StringBuilder out = new StringBuilder(fen.equals(Fen.STANDARD) && !chess960 ? "position startpos" : "position fen " + fen);
        if (history.length > 0) {
            out.append(" moves");
            for (int move : history) {
                out.append(' ').append(Move.toUci(move, chess960));
            }
        }
        return out.toString();
    }

    @Override
    public void ponderHit() {
        synchronized (lock) {
            if (currentSearch() != null) {
                send("ponderhit");
            }
        }
    }
}
