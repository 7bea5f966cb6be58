package rookery.ui.game;

import java.util.ArrayList;
import java.util.List;

import rookery.database.SideFigures;
import rookery.database.StoredReview;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.SideSummary;

/**
 * The review a game's own {@code [%eval]} comments make (after Game > Analyse Game, or as lichess
 * exports analysed games), as the database keeps it beside the saved game.
 */
public final class ReviewToStore {
    static final String SOURCE = "the game's [%eval] comments";

    private ReviewToStore() {
    }

    /** The review of the main line, or null unless every move has its evaluation. */
    public static StoredReview of(GameTree game) {
        MainLineEvals evals = MainLineEvals.of(game);
        if (!evals.complete()) {
            return null;
        }
        GameReview review = evals.review();
        List<String> texts = new ArrayList<>();
        for (int ply = 0; ply <= evals.plies(); ply++) {
            Eval eval = evals.at(ply) != null ? evals.at(ply) : evals.at(ply + 1);
            texts.add(eval.pgnText());
        }
        int[] nags = review.moves().stream().mapToInt(move -> move.judgement() == null ? 0 : move.judgement().nag()).toArray();
        return new StoredReview(SOURCE, figures(review.white()), figures(review.black()), texts, nags);
    }

    private static SideFigures figures(SideSummary side) {
        return new SideFigures(side.inaccuracies(), side.mistakes(), side.blunders(), side.averageCentipawnLoss(), side.accuracy());
    }
}
