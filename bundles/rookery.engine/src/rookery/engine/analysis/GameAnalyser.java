package rookery.engine.analysis;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Limits;

/**
 * Analyses every position of a game's main line with one engine, from the last position back to
 * the first without clearing the engine's hash in between: what the search stored about the
 * later positions (their scores, best moves and bounds) answers much of the search of the earlier
 * ones. The engine is told {@link Engine#newGame()} once, before the last position.
 */
public final class GameAnalyser {

    private final Engine engine;
    private final Limits limits;
    private final AnalysisOptions options;
    private final long stallMillis;

    /**
     * @param stallMillis how long a search may go beyond its own time limit before the engine
     *        counts as hung
     */
    public GameAnalyser(Engine engine, Limits limits, AnalysisOptions options, long stallMillis) {
        if (limits.isUntilStopped()) {
            throw new IllegalArgumentException("a game analysis needs a depth, node or time limit");
        }
        this.engine = engine;
        this.limits = limits;
        this.options = options;
        this.stallMillis = stallMillis;
    }

    /**
     * One analysis per position, the start first and the position after the last move last.
     *
     * @throws UnanalysableGameException if a move is illegal or a null move
     * @throws EngineException if the engine fails or does not answer in time
     */
    public List<PositionAnalysis> analyse(Position start, int[] moves, AnalysisProgress progress)
            throws UnanalysableGameException, InterruptedException {
        Position position = replay(start, moves);
        List<PositionAnalysis> backwards = new ArrayList<>(moves.length + 1);
        engine.newGame();
        for (int ply = moves.length; ply >= 0; ply--) {
            backwards.add(search(position));
            progress.positionDone(backwards.size(), moves.length + 1);
            if (ply > 0) {
                position.undo();
            }
        }
        Collections.reverse(backwards);
        return List.copyOf(backwards);
    }

    /** The position after all moves, with its history. */
    static Position replay(Position start, int[] moves) throws UnanalysableGameException {
        Position position = start.copy();
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == Move.NONE) {
                throw new UnanalysableGameException(i + 1, "a null move at ply " + (i + 1) + " cannot be analysed");
            }
            if (!position.isLegal(moves[i])) {
                throw new UnanalysableGameException(i + 1, "illegal move " + Move.toUci(moves[i], position.variant().isChess960())
                        + " at ply " + (i + 1) + " in " + position.fen());
            }
            position.play(moves[i]);
        }
        return position;
    }

    private PositionAnalysis search(Position position) throws InterruptedException {
        if (!position.hasLegalMoves()) {
            return PositionAnalysis.known(position.isCheck() ? Eval.checkmate(position.turn().other()) : Eval.centipawns(0));
        }
        return PositionSearch.analyse(engine, position, limits, options, stallMillis);
    }
}
