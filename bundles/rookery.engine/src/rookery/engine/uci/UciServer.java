package rookery.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.nio.file.Path;

import rookery.chess.Fen;
import rookery.chess.book.BookException;
import rookery.chess.book.PolyglotBook;
import rookery.chess.Move;
import rookery.chess.Perft;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.chess.Variant;
import rookery.chess.book.BookException;
import rookery.chess.book.PolyglotBook;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.EngineOption;
import rookery.engine.Limits;
import rookery.engine.OpeningBook;

/**
 * UCI engine mode: reads commands from a GUI, drives an {@link Engine} and answers. Besides the
 * engine's own options it declares Hash, Threads, MultiPV (passed with each search), Ponder and
 * UCI_Chess960 (castling written king-takes-rook, positions read as Chess960). Mistakes in a
 * command are answered with {@code info string} and otherwise ignored, as the protocol expects.
 * Also understands {@code go perft N}. The first {@code isready} is answered once the engine is
 * {@linkplain Engine#warmUp() warmed up}, so that its first timed search runs at full speed.
 */
public final class UciServer {

    private static final int MAX_HASH_MB = 32768;
    private static final int MAX_THREADS = 256;
    private static final int DEFAULT_BOOK_DEPTH = 40;
    private static final int MAX_BOOK_DEPTH = 1000;

    private final Engine engine;
    private final String author;
    private final BufferedReader in;
    private final PrintStream out;
    private Position position = Position.startpos();
    private boolean chess960;
    private AnalysisOptions options = AnalysisOptions.DEFAULT;
    private boolean ownBook;
    private PolyglotBook bookFile;
    private int bookDepth = DEFAULT_BOOK_DEPTH;
    private final Random bookRandom = new Random();
    /** The first {@code isready} outside a search warms the engine up before it answers. */
    private boolean warmedUp;

    public UciServer(Engine engine, String author, InputStream in, OutputStream out) {
        this.engine = engine;
        this.author = author;
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = new PrintStream(out, false, StandardCharsets.UTF_8);
    }

    /** Serves until {@code quit} or the end of the input; then closes the engine. */
    public void run() throws IOException {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line.trim())) {
                    break;
                }
            }
        } finally {
            engine.close();
            out.flush();
        }
    }

    private void send(String line) {
        synchronized (out) {
            out.println(line);
            out.flush();
        }
    }

    /** Handles one command; false for {@code quit}. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        List<String> tokens = Arrays.asList(line.split("\\s+"));
        String command = tokens.get(0);
        List<String> arguments = tokens.subList(1, tokens.size());
        try {
            switch (command) {
                case "uci" -> identify();
                case "isready" -> {
                    if (!warmedUp && !engine.isSearching()) {
                        engine.warmUp();
                        warmedUp = true;
                    }
                    send("readyok");
                }
                case "ucinewgame" -> engine.newGame();
                case "setoption" -> setOption(arguments);
                case "position" -> position = parsePosition(arguments);
                case "go" -> go(arguments);
                case "stop" -> engine.stop();
                case "ponderhit" -> engine.ponderHit();
                case "quit" -> {
                    return false;
                }
                case "debug", "register" -> {
                }
                default -> send("info string unknown command '" + command + "'");
            }
        } catch (IllegalArgumentException | EngineException e) {
            send("info string error: " + e.getMessage());
        }
        return true;
    }

    private void identify() {
        send("id name " + engine.name());
        send("id author " + author);
        List<EngineOption> declared = new ArrayList<>(List.of(
                EngineOption.spin("Hash", AnalysisOptions.DEFAULT.hashMb(), 1, MAX_HASH_MB),
                EngineOption.spin("Threads", 1, 1, MAX_THREADS),
                EngineOption.spin("MultiPV", 1, 1, 256),
                EngineOption.check("Ponder", false),
                EngineOption.check("UCI_Chess960", false),
                EngineOption.check("OwnBook", false),
                new EngineOption("BookFile", EngineOption.Type.STRING, "", 0, 0, List.of()),
                EngineOption.spin("Book Depth", DEFAULT_BOOK_DEPTH, 1, MAX_BOOK_DEPTH)));
        declared.addAll(engine.options());
        declared.forEach(option -> send(option.toUci()));
        send("uciok");
    }

    private void setOption(List<String> arguments) {
        int valueAt = arguments.indexOf("value");
        if (arguments.isEmpty() || !arguments.get(0).equals("name")) {
            throw new IllegalArgumentException("setoption needs 'name'");
        }
        String name = String.join(" ", arguments.subList(1, valueAt < 0 ? arguments.size() : valueAt));
        String value = valueAt < 0 ? "" : String.join(" ", arguments.subList(valueAt + 1, arguments.size()));
        Map<String, Integer> bounds = Map.of("hash", MAX_HASH_MB, "threads", MAX_THREADS, "multipv", 256, "book depth", MAX_BOOK_DEPTH);
        String key = name.toLowerCase(Locale.ROOT);
        switch (key) {
            case "hash", "threads", "multipv" -> {
                int number = spin(name, value, bounds.get(key));
                options = switch (key) {
                    case "hash" -> options.withHashMb(number);
                    case "threads" -> options.withThreads(number);
                    default -> options.withMultiPv(number);
                };
            }
            case "ponder" -> {
                // Pondering is driven by "go ponder"; the option only tells us the GUI may use it.
            }
            case "uci_chess960" -> chess960 = Boolean.parseBoolean(value.trim());
            case "ownbook" -> ownBook = Boolean.parseBoolean(value.trim());
            case "book depth" -> bookDepth = spin(name, value, bounds.get(key));
            case "bookfile" -> {
                bookFile = null;
                if (!value.isBlank() && !value.trim().equals("<empty>")) {
                    try {
                        bookFile = PolyglotBook.open(Path.of(value.trim()));
                    } catch (IOException | BookException e) {
                        throw new IllegalArgumentException("BookFile: cannot open " + value.trim() + ": " + e.getMessage(), e);
                    }
                }
            }
            default -> engine.setOption(name, value);
        }
    }

    private static int spin(String name, String value, int max) {
        try {
            int number = Integer.parseInt(value.trim());
            if (number < 1 || number > max) {
                throw new IllegalArgumentException(name + " must be between 1 and " + max + ", not " + number);
            }
            return number;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " needs a number, not '" + value + "'");
        }
    }

    private Position parsePosition(List<String> arguments) {
        Variant variant = chess960 ? Variant.CHESS960 : Variant.STANDARD;
        int movesAt = arguments.indexOf("moves");
        List<String> setup = arguments.subList(0, movesAt < 0 ? arguments.size() : movesAt);
        Position parsed;
        if (!setup.isEmpty() && setup.get(0).equals("startpos")) {
            parsed = Position.fromFen(Fen.STANDARD, variant);
        } else if (!setup.isEmpty() && setup.get(0).equals("fen")) {
            parsed = Position.fromFen(String.join(" ", setup.subList(1, setup.size())), variant);
        } else {
            throw new IllegalArgumentException("position needs 'startpos' or 'fen'");
        }
        if (movesAt >= 0) {
            for (String uci : arguments.subList(movesAt + 1, arguments.size())) {
                parsed.play(Uci.parse(parsed, uci));
            }
        }
        return parsed;
    }

    private void go(List<String> arguments) {
        if (!arguments.isEmpty() && arguments.get(0).equals("perft")) {
            perft(arguments);
            return;
        }
        Limits limits = UciGo.parse(arguments, position);
        if (ownBook && bookFile != null && !limits.infinite() && !limits.ponder() && limits.searchMoves().isEmpty()) {
            int bookMove = new OpeningBook(bookFile, bookDepth).choose(position, OpeningBook.plyOf(position), bookRandom);
            if (bookMove != Move.NONE) {
                send("info string book move " + Move.toUci(bookMove, chess960) + " from " + bookFile.file().getFileName());
                send("bestmove " + Move.toUci(bookMove, chess960));
                return;
            }
        }
        engine.start(position.copy(), limits, options, new AnalysisListener() {
            @Override
            public void onLine(AnalysisLine line) {
                send(UciInfo.format(line, chess960));
            }

            @Override
            public void onFinished(BestMove best) {
                String move = Move.toUci(best.move(), chess960);
                send(best.ponder() == Move.NONE ? "bestmove " + move : "bestmove " + move + " ponder " + Move.toUci(best.ponder(), chess960));
            }

            @Override
            public void onError(EngineException error) {
                send("info string error: " + error.getMessage());
                send("bestmove 0000");
            }
        });
    }

    private void perft(List<String> arguments) {
        if (arguments.size() != 2) {
            throw new IllegalArgumentException("go perft needs a depth");
        }
        int depth = Integer.parseInt(arguments.get(1));
        long total = 0;
        for (Map.Entry<String, Long> entry : Perft.divide(position, depth).entrySet()) {
            send(entry.getKey() + ": " + entry.getValue());
            total += entry.getValue();
        }
        send("");
        send("Nodes searched: " + total);
    }
}
