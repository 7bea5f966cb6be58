package rookery.ui.model;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import rookery.chess.Color;
import rookery.database.ExploreFilter;
import rookery.database.Speed;

/** The explorer's filter in words, for the parts that follow it: "Elo 2700-, 1990-2000, blitz/rapid, Carlsen as White". */
public final class FilterText {

    private FilterText() {
    }

    /** Empty when the filter restricts nothing. */
    public static String of(ExploreFilter filter) {
        List<String> parts = new ArrayList<>();
        if (filter.minElo() > 0 || filter.maxElo() > 0) {
            parts.add("average Elo " + range(filter.minElo(), filter.maxElo()));
        }
        if (filter.fromYear() > 0 || filter.toYear() > 0) {
            parts.add("years " + range(filter.fromYear(), filter.toYear()));
        }
        if (!filter.speeds().isEmpty()) {
            parts.add(filter.speeds().stream().sorted().map(Speed::apiName).collect(Collectors.joining("/")));
        }
        if (filter.player() != null) {
            parts.add(filter.player() + (filter.color() == null ? "" : filter.color() == Color.WHITE ? " as White" : " as Black"));
        }
        return String.join(", ", parts);
    }

    private static String range(int from, int to) {
        return (from > 0 ? Integer.toString(from) : "") + "\u2013" + (to > 0 ? Integer.toString(to) : "");
    }
}
