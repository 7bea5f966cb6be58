package rookery.engine.xboard;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Move;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Setup;
import rookery.chess.Square;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.EngineOption;
import rookery.engine.Limits;
import rookery.engine.Score;
import rookery.engine.external.ExternalEngine;

/**
 * An engine speaking the XBoard/WinBoard protocol (CECP, version 2 or 1), such as Fairy-Max or
 * Phalanx, behind the {@link Engine} API, for playing games: each {@link #start} brings the
 * engine's board up to the position (only the new moves when the game continues, else
 * {@code new} plus {@code setboard} or, for engines without it, {@code edit}), sets its clock
 * ({@code level}/{@code time}/{@code otim}, {@code st} for a move time, {@code sd} for a depth)
 * and says {@code go}; thinking output ({@code post}) becomes analysis lines in centipawns.
 * Standard chess only; a search without limits needs the engine's {@code analyze} mode, which is
 * not offered here. A crash, a silence past the time, or an illegal move is reported through
 * {@link AnalysisListener#onError} and the process is restarted on the next start.
 */
public final class XboardEngine extends ExternalEngine {

    private static final long FEATURES_MILLIS = 2_000;
    private static final long PONG_MILLIS = 10_000;
    private static final long TIME_GRACE_MILLIS = 5_000;
    private static final Pattern FEATURE = Pattern.compile("(\\w+)=(\"[^\"]*\"|\\S+)");
    private static final Pattern THINKING = Pattern.compile("^\\s*(\\d+)[.&]?\\s+(-?\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(.*)$");

    private final Map<String, String> features = new HashMap<>();
    private CountDownLatch featuresDone;
    private CountDownLatch pong;
    private int pingCounter;
    /** What the engine's board holds: the setup and the moves since, or null when unknown. */
    private String boardSetup;
    private List<Integer> boardMoves = List.of();

    private XboardEngine(List<String> command) {
        super(command, "xboard", TIME_GRACE_MILLIS, TIME_GRACE_MILLIS);
    }

    /**
     * Launches the engine and negotiates the protocol.
     *
     * @throws EngineException if it cannot be started or dies at once
     */
    public static XboardEngine start(List<String> command) {
        XboardEngine engine = new XboardEngine(command);
        engine.ensureRunning();
        return engine;
    }

    private void ensureRunning() {
        CountDownLatch done;
        Process started;
        synchronized (lock) {
            if (isRunning()) {
                return;
            }
            features.clear();
            done = new CountDownLatch(1);
            featuresDone = done;
            boardSetup = null;
            started = launch(true);
            send("xboard");
            send("protover 2");
        }
        // Version 1 engines never say "feature done=1": they get the full wait, as the protocol says.
        await(done, FEATURES_MILLIS);
        synchronized (lock) {
            if (process() != started) {
                throw new EngineException(describe(started, "exited while starting"));
            }
            send("easy");
            send("post");
        }
        ping();
    }

    private void ping() {
        CountDownLatch answered;
        Process own;
        synchronized (lock) {
            own = process();
            if (!"1".equals(features.get("ping"))) {
                return;
            }
            answered = new CountDownLatch(1);
            pong = answered;
            send("ping " + ++pingCounter);
        }
        if (!await(answered, PONG_MILLIS)) {
            synchronized (lock) {
                String reason = describe(own, "did not answer 'ping' within " + seconds(PONG_MILLIS));
                kill();
                throw new EngineException(reason);
            }
        }
    }

    @Override
    protected void handle(String line) {
        if (line.startsWith("feature ")) {
            Matcher matcher = FEATURE.matcher(line.substring("feature ".length()));
            while (matcher.find()) {
                String value = matcher.group(2).replace("\"", "");
                features.put(matcher.group(1), value);
                if (!matcher.group(1).equals("done")) {
                    send("accepted " + matcher.group(1));
                }
            }
            if ("1".equals(features.get("done")) && featuresDone != null) {
                featuresDone.countDown();
            }
        } else if (line.startsWith("pong")) {
            if (pong != null) {
                pong.countDown();
            }
        } else if (line.startsWith("move ") || line.matches("^\\d+\\.\\s*\\.\\.\\.\\s+\\S+$")) {
            String[] tokens = line.split("\\s+");
            moved(tokens[tokens.length - 1]);
        } else if (line.startsWith("resign") || line.startsWith("tellopponent resign")) {
            resigned();
        } else {
            Matcher thinking = THINKING.matcher(line);
            if (thinking.matches() && currentSearch() != null) {
                thought(thinking);
            }
        }
    }

    private void thought(Matcher thinking) {
        Search current = currentSearch();
        List<Integer> pv = new ArrayList<>();
        Position position = current.root().copy();
        for (String token : thinking.group(5).split("\\s+")) {
            try {
                int move = parseMove(position, token);
                position.play(move);
                pv.add(move);
            } catch (IllegalArgumentException e) {
                break;
            }
        }
        if (pv.isEmpty()) {
            return;
        }
        int depth = Integer.parseInt(thinking.group(1));
        long centis = Long.parseLong(thinking.group(3));
        long nodes = Long.parseLong(thinking.group(4));
        long millis = centis * 10;
        current.listener().onLine(new AnalysisLine(1, depth, depth, Score.centipawns(Integer.parseInt(thinking.group(2))), nodes,
                millis > 0 ? nodes * 1000 / millis : 0, -1, millis, pv));
    }

    /** Coordinate notation (e2e4, e7e8q, e1g1), or the SAN some engines print. */
    private static int parseMove(Position position, String token) {
        String move = token.replaceAll("[+#!?]+$", "");
        try {
            return Uci.parse(position, move.toLowerCase());
        } catch (IllegalArgumentException notCoordinate) {
            return San.parse(position, move);
        }
    }

    private void moved(String token) {
        Search current = currentSearch();
        if (current == null) {
            return;
        }
        int move;
        try {
            move = parseMove(current.root(), token);
        } catch (IllegalArgumentException e) {
            fail(current, "played the illegal move '" + token + "'");
            return;
        }
        List<Integer> moves = new ArrayList<>(boardMoves);
        moves.add(move);
        boardMoves = moves;
        finish(current, new BestMove(move, Move.NONE));
    }

    private void resigned() {
        Search current = currentSearch();
        if (current == null) {
            return;
        }
        boardSetup = null;
        finish(current, new BestMove(Move.NONE, Move.NONE));
    }

    @Override
    protected void processEnded() {
        if (featuresDone != null) {
            featuresDone.countDown();
        }
        if (pong != null) {
            pong.countDown();
        }
    }

    @Override
    protected String stopCommand() {
        return "?";
    }

    @Override
    public String name() {
        String myName = features.get("myname");
        return myName != null ? myName : String.join(" ", command);
    }

    @Override
    public List<EngineOption> options() {
        return List.of();
    }

    @Override
    public void setOption(String name, String value) {
        throw new IllegalArgumentException("engine " + name() + " (XBoard protocol) has no option '" + name + "' here");
    }

    @Override
    public void newGame() {
        awaitIdle();
        synchronized (lock) {
            boardSetup = null;
        }
    }

    @Override
    public void start(Position position, Limits limits, AnalysisOptions options, AnalysisListener listener) {
        if (position.variant().isChess960()) {
            throw new EngineException("engine " + name() + ": Chess960 is not supported over the XBoard protocol here");
        }
        if (limits.isUntilStopped()) {
            throw new EngineException("engine " + name() + ": an XBoard engine needs a time, depth or clock limit here");
        }
        awaitIdle();
        ensureRunning();
        Search current;
        synchronized (lock) {
            bringBoardTo(position);
            sendLimits(limits, position.turn());
            current = beginSearch(position, listener);
            send("go");
        }
        watch(current, limits);
    }

    private void bringBoardTo(Position position) {
        Position start = position.copy();
        int[] history = position.history();
        for (int i = 0; i < history.length; i++) {
            start.undo();
        }
        String setup = start.fen();
        List<Integer> moves = Arrays.stream(history).boxed().toList();
        send("force");
        if (setup.equals(boardSetup) && moves.size() >= boardMoves.size() && moves.subList(0, boardMoves.size()).equals(boardMoves)) {
            Position walk = start.copy();
            for (int i = 0; i < boardMoves.size(); i++) {
                walk.play(moves.get(i));
            }
            for (int move : moves.subList(boardMoves.size(), moves.size())) {
                sendMove(walk, move);
                walk.play(move);
            }
        } else {
            send("new");
            send("force");
            send("post");
            if (!setup.equals(Fen.STANDARD)) {
                setUp(start);
            }
            Position walk = start.copy();
            for (int move : moves) {
                sendMove(walk, move);
                walk.play(move);
            }
        }
        boardSetup = setup;
        boardMoves = moves;
    }

    private void sendMove(Position position, int move) {
        String text = Move.toUci(move, false);
        send("1".equals(features.get("usermove")) ? "usermove " + text : text);
    }

    /** {@code setboard FEN}, or the old {@code edit} mode for engines without it. */
    private void setUp(Position start) {
        if ("1".equals(features.get("setboard"))) {
            send("setboard " + start.fen());
            return;
        }
        Setup setup = start.toSetup();
        if (setup.turn() == Color.BLACK) {
            // Edit mode keeps the side to move: a white move first makes it black's turn.
            send("a2a3");
        }
        send("edit");
        send("#");
        for (Color color : Color.values()) {
            if (color == Color.BLACK) {
                send("c");
            }
            for (int square = 0; square < 64; square++) {
                Piece piece = setup.pieceAt(square);
                if (piece != null && piece.color() == color) {
                    send(Character.toUpperCase(piece.role().symbol()) + Square.name(square));
                }
            }
        }
        send(".");
    }

    private void sendLimits(Limits limits, Color turn) {
        if (limits.depth() > 0) {
            send("sd " + limits.depth());
        }
        if (limits.moveTimeMillis() > 0) {
            send("st " + Math.max(1, limits.moveTimeMillis() / 1000));
        }
        Limits.Clock clock = limits.clock();
        if (clock != null) {
            long own = turn == Color.WHITE ? clock.whiteMillis() : clock.blackMillis();
            long other = turn == Color.WHITE ? clock.blackMillis() : clock.whiteMillis();
            long increment = turn == Color.WHITE ? clock.whiteIncrementMillis() : clock.blackIncrementMillis();
            long baseSeconds = Math.max(1, own / 1000);
            send("level " + clock.movesToGo() + " " + baseSeconds / 60 + ":" + String.format("%02d", baseSeconds % 60) + " "
                    + (increment % 1000 == 0 ? Long.toString(increment / 1000) : String.format(Locale.ROOT, "%.1f", increment / 1000.0)));
            send("time " + Math.max(1, own / 10));
            send("otim " + Math.max(1, other / 10));
        }
    }

    @Override
    public void ponderHit() {
        throw new EngineException("engine " + name() + ": pondering is not supported over the XBoard protocol here");
    }
}
