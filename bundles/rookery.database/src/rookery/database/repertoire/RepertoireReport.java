package rookery.database.repertoire;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What {@link RepertoireCheck} finds: the gaps, most likely first; the repertoire's choices in
 * line order; the coverage: for a number of plies, the share of the database's games from the
 * repertoire's start that stay inside the repertoire through that ply (games that end earlier
 * inside it count as staying), fewest plies first.
 */
public record RepertoireReport(List<Gap> gaps, List<Choice> choices, Map<Integer, Double> coverage) {

    public RepertoireReport {
        gaps = List.copyOf(gaps);
        choices = List.copyOf(choices);
        coverage = Collections.unmodifiableMap(new TreeMap<>(coverage));
    }
}
