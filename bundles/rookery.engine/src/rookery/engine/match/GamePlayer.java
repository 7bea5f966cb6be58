package rookery.engine.match;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;
import rookery.engine.OpeningBook;
import rookery.engine.Score;
import rookery.pgn.GameResult;

/**
 * Plays one game between two engines from an opening, keeping both clocks, and ends it by the
 * rules (mate, stalemate, threefold repetition, fifty moves, insufficient material, time, illegal
 * or missing moves, engine failure) or by the agreed scores of an {@link Adjudication}.
 */
public final class GamePlayer {

    /** Safety net against engines that never make progress: the fifty-move rule normally ends games long before. */
    private static final int MAX_PLIES = 1200;

    private final TimeControl timeControl;
    private final Adjudication adjudication;
    private final long timeMarginMillis;
    private final int hashMb;
    private final OpeningBook book;

    public GamePlayer(TimeControl timeControl, Adjudication adjudication, long timeMarginMillis, int hashMb) {
        this(timeControl, adjudication, timeMarginMillis, hashMb, null);
    }

    /**
     * @param book the book both engines play from while a game is within its depth of the opening
     *        position, until the first position it has no move for (both games of a pair draw
     *        their book moves from one generator seed, so they play the same line with colours
     *        reversed, and a match played again plays the same lines), or null
     */
    public GamePlayer(TimeControl timeControl, Adjudication adjudication, long timeMarginMillis, int hashMb, OpeningBook book) {
        this.timeControl = timeControl;
        this.adjudication = adjudication;
        this.timeMarginMillis = timeMarginMillis;
        this.hashMb = hashMb;
        this.book = book;
    }

    /** What one engine answered to one position. */
    private static final class Reply implements AnalysisListener {
        final CountDownLatch done = new CountDownLatch(1);
        volatile AnalysisLine lastLine;
        volatile BestMove best;
        volatile EngineException error;

        @Override
        public void onLine(AnalysisLine line) {
            if (line.multiPv() == 1) {
                lastLine = line;
            }
        }

        @Override
        public void onFinished(BestMove move) {
            best = move;
            done.countDown();
        }

        @Override
        public void onError(EngineException failure) {
            error = failure;
            done.countDown();
        }
    }

    public PlayedGame play(int round, Position opening, Engine white, EngineSpec whiteSpec, Engine black, EngineSpec blackSpec)
            throws InterruptedException {
        Position position = opening.copy();
        String whiteName = whiteSpec.displayName(white);
        String blackName = blackSpec.displayName(black);
        List<Integer> moves = new ArrayList<>();
        long[] clock = {timeControl.baseMillis(), timeControl.baseMillis()};
        int[] losingStreak = new int[2];
        int[] drawishStreak = new int[2];
        white.newGame();
        black.newGame();
        java.util.Random bookRandom = new java.util.Random((round + 1) / 2 * 0x9E3779B97F4A7C15L);
        boolean inBook = book != null;
        while (true) {
            Color side = position.turn();
            String mover = side == Color.WHITE ? "White" : "Black";
            GameResult moverLoses = side == Color.WHITE ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
            GameResult moverWins = side == Color.WHITE ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
            if (!position.hasLegalMoves()) {
                return position.isCheck()
                        ? result(round, opening, moves, whiteName, blackName, moverLoses, "normal", (side == Color.WHITE ? "Black" : "White") + " mates")
                        : result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "normal", "stalemate");
            }
            if (position.hasInsufficientMaterial()) {
                return result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "normal", "insufficient material");
            }
            if (position.isThreefoldRepetition()) {
                return result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "normal", "threefold repetition");
            }
            if (position.isFiftyMoveRule()) {
                return result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "normal", "fifty-move rule");
            }
            if (moves.size() >= MAX_PLIES) {
                return result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "adjudication", "game too long");
            }

            int bookMove = inBook ? book.choose(position, moves.size(), bookRandom) : Move.NONE;
            inBook = bookMove != Move.NONE;
            if (inBook) {
                position.play(bookMove);
                moves.add(bookMove);
                continue;
            }
            Engine engine = side == Color.WHITE ? white : black;
            EngineSpec spec = side == Color.WHITE ? whiteSpec : blackSpec;
            int index = side.ordinal();
            Limits limits = spec.nodes() > 0 ? Limits.nodes(spec.nodes())
                    : Limits.clock(new Limits.Clock(clock[0], clock[1], timeControl.incrementMillis(), timeControl.incrementMillis(), 0));
            Reply reply = new Reply();
            long start = System.nanoTime();
            try {
                engine.start(position, limits, new AnalysisOptions(1, 1, hashMb), reply);
            } catch (EngineException e) {
                reply.onError(e);
            }
            if (!reply.done.await(clock[index] + 60_000, TimeUnit.MILLISECONDS)) {
                engine.stop();
                reply.done.await(10, TimeUnit.SECONDS);
                if (reply.best == null && reply.error == null) {
                    reply.error = new EngineException("engine " + engine.name() + " gave no move within a minute past its time");
                }
            }
            long elapsed = (System.nanoTime() - start) / 1_000_000;
            if (reply.error != null) {
                return result(round, opening, moves, whiteName, blackName, moverLoses, "rules infraction",
                        mover + "'s engine failed: " + reply.error.getMessage());
            }
            if (spec.nodes() == 0) {
                clock[index] -= elapsed;
                if (clock[index] < -timeMarginMillis) {
                    return result(round, opening, moves, whiteName, blackName,
                            cannotWin(position, side.other()) ? GameResult.DRAW : moverLoses, "time forfeit", mover + " lost on time");
                }
                clock[index] = Math.max(0, clock[index]) + timeControl.incrementMillis();
            }
            int move = reply.best.move();
            if (move == Move.NONE) {
                return result(round, opening, moves, whiteName, blackName, moverLoses, "normal", mover + " resigns");
            }
            if (!position.isLegal(move)) {
                return result(round, opening, moves, whiteName, blackName, moverLoses, "rules infraction",
                        mover + " played the illegal move " + position.uci(move));
            }
            Score score = reply.lastLine == null ? null : reply.lastLine.score();
            position.play(move);
            moves.add(move);

            if (score != null && adjudication.resigns()) {
                boolean losing = score.isMate() ? score.value() < 0 : score.value() <= -adjudication.resignScore();
                losingStreak[index] = losing ? losingStreak[index] + 1 : 0;
                if (losingStreak[index] >= adjudication.resignMoves()) {
                    return result(round, opening, moves, whiteName, blackName, moverLoses, "adjudication", mover + "'s engine sees itself lost");
                }
                boolean winning = score.isMate() ? score.value() > 0 : score.value() >= adjudication.resignScore();
                if (winning && losingStreak[1 - index] >= adjudication.resignMoves()) {
                    return result(round, opening, moves, whiteName, blackName, moverWins, "adjudication", "both engines agree");
                }
            }
            if (score != null && adjudication.draws()) {
                boolean level = !score.isMate() && Math.abs(score.value()) <= adjudication.drawScore();
                drawishStreak[index] = level ? drawishStreak[index] + 1 : 0;
                if (position.fullmoveNumber() >= adjudication.drawFromMove() && drawishStreak[0] >= adjudication.drawMoves()
                        && drawishStreak[1] >= adjudication.drawMoves()) {
                    return result(round, opening, moves, whiteName, blackName, GameResult.DRAW, "adjudication", "both engines see a draw");
                }
            }
        }
    }

    /** Whether {@code side} has too little material to mate even a bare king (then losing on time only draws). */
    private static boolean cannotWin(Position position, Color side) {
        long pieces = position.pieces(side);
        long kingAndMinors = position.pieces(side, Role.KING) | position.pieces(side, Role.KNIGHT)
                | position.pieces(side, Role.BISHOP);
        return (pieces & ~kingAndMinors) == 0 && Long.bitCount(pieces) <= 2;
    }

    private PlayedGame result(int round, Position opening, List<Integer> moves, String white, String black, GameResult outcome,
            String termination, String reason) {
        return new PlayedGame(round, opening, moves, white, black, outcome, termination, reason, timeControl);
    }
}
