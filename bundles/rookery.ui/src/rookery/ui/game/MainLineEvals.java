package rookery.ui.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.Judge;
import rookery.pgn.CommentCommands;
import rookery.pgn.Evaluation;

/**
 * The engine's evaluations a game carries on its main line, position by position (index 0 the
 * start, index n the position after the n-th move), from White's point of view: each move's
 * {@code [%eval]} comment command (lichess's format), the start's in the game's opening comment,
 * a checkmate on the board known without one. Null where the game has none.
 */
public final class MainLineEvals {
    private final List<MoveNode> nodes;
    private final List<Eval> evals;
    private final Color firstMover;

    private MainLineEvals(List<MoveNode> nodes, List<Eval> evals, Color firstMover) {
        this.nodes = Collections.unmodifiableList(nodes);
        this.evals = Collections.unmodifiableList(evals);
        this.firstMover = firstMover;
    }

    public static MainLineEvals of(GameTree game) {
        List<MoveNode> nodes = new ArrayList<>();
        List<Eval> evals = new ArrayList<>();
        MoveNode node = game.root();
        nodes.add(node);
        evals.add(parse(node.startingComment()));
        for (node = node.mainChild(); node != null; node = node.mainChild()) {
            nodes.add(node);
            Eval eval = parse(node.comment());
            if (eval == null && node.mainChild() == null) {
                Position last = game.positionAt(node);
                eval = last.isCheckmate() ? Eval.checkmate(last.turn().other()) : null;
            }
            evals.add(eval);
        }
        return new MainLineEvals(nodes, evals, game.positionAt(game.root()).turn());
    }

    /** The evaluation of a {@code [%eval]} command in the comment, or null. */
    public static Eval parse(String comment) {
        Evaluation evaluation = CommentCommands.evaluation(comment);
        if (evaluation == null) {
            return null;
        }
        return evaluation.mate() ? Eval.mate(evaluation.value()) : Eval.centipawns(evaluation.value());
    }

    /** The main line's nodes: the root first, then one per move. */
    public List<MoveNode> nodes() {
        return nodes;
    }

    /** The evaluation of the position after {@code ply} moves (0: the start), or null. */
    public Eval at(int ply) {
        return evals.get(ply);
    }

    public int plies() {
        return nodes.size() - 1;
    }

    /** Whether every move has its evaluation (the start's may be missing). */
    public boolean complete() {
        return plies() > 0 && evals.subList(1, evals.size()).stream().allMatch(eval -> eval != null);
    }

    /**
     * lichess's judgement of every move, when {@link #complete()}. Without the start's evaluation
     * the first move is judged from the evaluation after it (so it never counts as a mistake).
     */
    public GameReview review() {
        if (!complete()) {
            throw new IllegalStateException("the game's moves are not all evaluated");
        }
        List<Eval> all = new ArrayList<>(evals);
        if (all.get(0) == null) {
            all.set(0, all.get(1));
        }
        return Judge.review(all, firstMover);
    }
}
