package rookery.database;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * An engine's review of a stored game's main line, kept beside the game ({@code ./rookery annotate
 * --db DIR --store}).
 *
 * @param engine the engine and limit that reviewed the game, as the user would name them
 * @param evals lichess's {@code [%eval]} text of every position of the main line, the start first
 *        ({@code 0.17}, {@code #-3}), null where the side to move is checkmated
 * @param nags the judgement glyph of every move (6 {@code ?!}, 2 {@code ?}, 4 {@code ??}), 0 for none
 */
public record StoredReview(String engine, SideFigures white, SideFigures black, List<String> evals, int[] nags) {

    public StoredReview {
        if (evals.size() != nags.length + 1) {
            throw new IllegalArgumentException(evals.size() + " evaluations for " + nags.length + " moves");
        }
        evals = Collections.unmodifiableList(Arrays.asList(evals.toArray(String[]::new)));
        nags = nags.clone();
    }

    @Override
    public int[] nags() {
        return nags.clone();
    }
}
