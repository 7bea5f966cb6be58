package rookery.database;

import java.util.Arrays;
import java.util.Objects;

/**
 * Which games of a database a copy, a move or an export takes: the games with these ids (ids not
 * stored are passed over), or every game a search finds (its query, position, filter and structure;
 * its order does not matter: the games go in the order they were stored).
 */
public record GameSelection(long[] ids, GameSearch search) {

    public GameSelection {
        if ((ids == null) == (search == null)) {
            throw new IllegalArgumentException("a selection is either ids or a search");
        }
        ids = ids == null ? null : ids.clone();
    }

    public static GameSelection ids(long... ids) {
        return new GameSelection(ids, null);
    }

    public static GameSelection matching(GameSearch search) {
        return new GameSelection(null, search);
    }

    /** Every game of the database. */
    public static GameSelection all() {
        return matching(GameSearch.of(null, "", GameSort.RELEVANCE));
    }

    @Override
    public long[] ids() {
        return ids == null ? null : ids.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameSelection other && Arrays.equals(ids, other.ids)
                && Objects.equals(search, other.search);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ids) * 31 + Objects.hashCode(search);
    }

    @Override
    public String toString() {
        return ids != null ? ids.length + " games by id" : "the games of " + search;
    }
}
