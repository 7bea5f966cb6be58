package rookery.database;

import rookery.chess.Position;

/**
 * What a games list shows: the games matching a query in Lucene's syntax ({@link GameQueryParser};
 * blank for all), when {@code position} is given only those reaching it, and when {@code filter}
 * restricts only the games the explorer counts with that filter (decided games within its Elo,
 * years and player), in an order over all of them.
 */
public record GameSearch(Position position, String query, ExploreFilter filter, GameSort sort, boolean descending) {

    public GameSearch {
        query = query == null ? "" : query.strip();
        filter = filter == null ? ExploreFilter.NONE : filter;
    }

    /** The games matching {@code query} and reaching {@code position} (null: any), in the sort's usual direction. */
    public static GameSearch of(Position position, String query, GameSort sort) {
        return new GameSearch(position, query, ExploreFilter.NONE, sort, sort.descendingFirst());
    }

    public GameSearch withFilter(ExploreFilter restriction) {
        return new GameSearch(position, query, restriction, sort, descending);
    }

    public GameSearch sortedBy(GameSort order, boolean downwards) {
        return new GameSearch(position, query, filter, order, downwards);
    }
}
