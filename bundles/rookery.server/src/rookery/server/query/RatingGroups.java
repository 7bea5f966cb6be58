package rookery.server.query;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

import rookery.database.RatingGroup;

/**
 * lichess's rating groups (the players' average rating from each group's lower bound up to the
 * next group's; 2500 and above is the last) as the one Elo range our filter takes: the chosen
 * groups must therefore be adjacent. The range's bounds are the groups', so the explorer sums its
 * stored buckets ({@code ExploreFilter.alignsWithBuckets}).
 */
public final class RatingGroups {

    /** lichess's groups, by their lower bound; "0" holds everything below 1000. */
    public static final List<Integer> LOWER_BOUNDS = Arrays.stream(RatingGroup.values()).map(RatingGroup::lowerBound).toList();

    private RatingGroups() {
    }

    /** {min, max} average Elo for our filter; {0, 0} (no restriction) when none or all groups are chosen. */
    public static int[] eloRange(List<String> groups) {
        TreeSet<Integer> chosen = new TreeSet<>();
        for (String group : groups) {
            int bound;
            try {
                bound = Integer.parseInt(group);
            } catch (NumberFormatException e) {
                bound = -1;
            }
            if (RatingGroup.from(bound) == null) {
                throw new BadParameterException("ratings", "unknown rating group '" + group + "' (one of " + LOWER_BOUNDS + ")");
            }
            chosen.add(bound);
        }
        if (chosen.isEmpty() || chosen.size() == LOWER_BOUNDS.size()) {
            return new int[] {0, 0};
        }
        int first = LOWER_BOUNDS.indexOf(chosen.first());
        int last = LOWER_BOUNDS.indexOf(chosen.last());
        if (last - first + 1 != chosen.size()) {
            throw new BadParameterException("ratings", "the groups " + chosen + " leave a gap; choose adjacent groups");
        }
        int min = chosen.first();
        int max = RatingGroup.from(chosen.last()).upperBound();
        return new int[] {min, max};
    }
}
