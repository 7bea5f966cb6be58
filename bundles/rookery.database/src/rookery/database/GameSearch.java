package rookery.database;

import rookery.chess.Position;
import rookery.database.index.GameQueryParser;

/**
 * What a games list shows: the games matching a query in Lucene's syntax ({@link GameQueryParser};
 * blank for all), when {@code position} is given only those reaching it, and when {@code filter}
 * restricts only the games within its Elo, years and player (the games the explorer counts with
 * that filter and its {@link Exploration#unfinished() unfinished} ones), when {@code structure} is
 * given only the games a search by structure found, in an order over all of them.
 */
public record GameSearch(Position position, String query, ExploreFilter filter, GameSort sort, boolean descending,
        StructureMatches structure) {

    public GameSearch {
        query = query == null ? "" : query.strip();
        filter = filter == null ? ExploreFilter.NONE : filter;
    }

    /** The games matching {@code query} and reaching {@code position} (null: any), in the sort's usual direction. */
    public static GameSearch of(Position position, String query, GameSort sort) {
        return new GameSearch(position, query, ExploreFilter.NONE, sort, sort.descendingFirst(), null);
    }

    public GameSearch(Position position, String query, ExploreFilter filter, GameSort sort, boolean descending) {
        this(position, query, filter, sort, descending, null);
    }

    public GameSearch withFilter(ExploreFilter restriction) {
        return new GameSearch(position, query, restriction, sort, descending, structure);
    }

    public GameSearch sortedBy(GameSort order, boolean downwards) {
        return new GameSearch(position, query, filter, order, downwards, structure);
    }

    /** Only the games a search by structure found (null: any). */
    public GameSearch within(StructureMatches matches) {
        return new GameSearch(position, query, filter, sort, descending, matches);
    }
}
