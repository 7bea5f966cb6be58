package rookery.cli;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.SideFigures;
import rookery.database.StoredReview;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.Judge;
import rookery.engine.analysis.Judgement;
import rookery.engine.analysis.MoveJudgement;
import rookery.engine.analysis.PositionAnalysis;
import rookery.engine.analysis.SideSummary;
import rookery.pgn.Annotations;
import rookery.pgn.Evaluation;
import rookery.pgn.GameNode;
import rookery.pgn.MoveAnnotation;
import rookery.pgn.PgnGame;

/**
 * A game's review written into its PGN as lichess annotates (docs/analysis.md): {@code [%eval]}
 * on every move, the judged moves' NAGs, and at each mistake or blunder the engine's line as a
 * variation with "Mistake. Nf3 was best."; or, for a game whose moves all carry {@code [%eval]}
 * already, the judgement from those evaluations alone.
 */
final class ReviewPgn {
    private ReviewPgn() {
    }

    /** The game's main line as an engine analysed it: one analysis per position, the start first. */
    static Reviewed annotate(PgnGame game, List<PositionAnalysis> analyses) {
        List<Eval> evals = analyses.stream().map(PositionAnalysis::eval).toList();
        GameReview review = Judge.review(evals, game.startPosition().turn());
        Position position = game.startPosition();
        int[] moves = game.mainline();
        List<MoveAnnotation> annotations = new ArrayList<>();
        for (int ply = 1; ply <= moves.length; ply++) {
            PositionAnalysis before = analyses.get(ply - 1);
            PositionAnalysis after = analyses.get(ply);
            MoveJudgement judged = review.moves().get(ply - 1);
            Judgement judgement = judged.judgement();
            String verdict = after.eval().tablebaseText();
            String remark = verdict != null && !verdict.equals(before.eval().tablebaseText()) ? verdict + "." : null;
            List<Integer> variation = List.of();
            List<Integer> best = before.bestLine();
            if (judgement != null && judgement != Judgement.INACCURACY && !best.isEmpty() && best.get(0) != moves[ply - 1]) {
                String bestMove = judgement.word() + ". " + San.format(position, best.get(0)) + " was best.";
                remark = remark == null ? bestMove : remark + " " + bestMove;
                variation = best;
            }
            annotations.add(new MoveAnnotation(evaluation(after), judgement == null ? 0 : judgement.nag(), remark, variation));
            position.play(moves[ply - 1]);
        }
        return new Reviewed(Annotations.apply(game, annotations), review, evals);
    }

    /** The evaluations of every move's {@code [%eval]}, or null when a move lacks one (a checkmate at the end needs none). */
    static List<Eval> evalsInComments(PgnGame game) {
        if (!game.hasTree() || game.mainline().length == 0) {
            return null;
        }
        List<Eval> evals = new ArrayList<>();
        Position position = game.startPosition();
        for (GameNode node = game.root().mainChild(); node != null; node = node.mainChild()) {
            position.play(node.move());
            Evaluation evaluation = node.evaluation();
            if (evaluation == null && node.mainChild() == null && position.isCheckmate()) {
                evals.add(Eval.checkmate(position.turn().other()));
            } else if (evaluation == null) {
                return null;
            } else {
                evals.add(evaluation.mate() ? Eval.mate(evaluation.value()) : Eval.centipawns(evaluation.value()));
            }
        }
        evals.add(0, evals.get(0));
        return evals;
    }

    /**
     * The judgement of a game from its own evaluations (lichess exports of analysed games): NAGs and
     * a remark at each mistake and blunder; the evaluations stay as they are. The start has no
     * evaluation of its own, so the first move is judged from the one after it.
     */
    static Reviewed judgeFromComments(PgnGame game, List<Eval> evals) {
        GameReview review = Judge.review(evals, game.startPosition().turn());
        List<MoveAnnotation> annotations = new ArrayList<>();
        for (int ply = 1; ply < evals.size(); ply++) {
            Judgement judgement = review.moves().get(ply - 1).judgement();
            String remark = judgement == null || judgement == Judgement.INACCURACY ? null : judgement.word() + ".";
            annotations.add(new MoveAnnotation(evaluation(PositionAnalysis.known(evals.get(ply))), judgement == null ? 0 : judgement.nag(),
                    remark, List.of()));
        }
        return new Reviewed(Annotations.apply(game, annotations), review, evals);
    }

    private static Evaluation evaluation(PositionAnalysis analysis) {
        Eval eval = analysis.eval();
        return switch (eval.kind()) {
            case CENTIPAWNS -> new Evaluation(false, eval.value(), -1);
            case MATE -> new Evaluation(true, eval.value(), -1);
            case TABLEBASE -> new Evaluation(false, eval.winningChancesCentipawns(), -1);
            case CHECKMATE -> null;
        };
    }

    /** The annotated game, its review and the evaluation of every main-line position, the start first. */
    record Reviewed(PgnGame game, GameReview review, List<Eval> evals) {

        /** The review as the database keeps it beside the game. */
        StoredReview stored(String engine) {
            int[] nags = review.moves().stream().mapToInt(move -> move.judgement() == null ? 0 : move.judgement().nag()).toArray();
            return new StoredReview(engine, figures(review.white()), figures(review.black()), evals.stream().map(Eval::pgnText).toList(), nags);
        }

        private static SideFigures figures(SideSummary side) {
            return new SideFigures(side.inaccuracies(), side.mistakes(), side.blunders(), side.averageCentipawnLoss(), side.accuracy());
        }
    }
}
