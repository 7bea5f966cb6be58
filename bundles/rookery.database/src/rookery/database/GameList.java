package rookery.database;

import java.util.List;
import java.util.Map;

/**
 * A page of a games query: how many games match in all, the first ones in the requested order,
 * and the engine reviews stored for those of them that have one, by game id.
 */
public record GameList(long total, List<GameHeader> games, Map<Long, StoredReview> reviews) {

    public GameList {
        games = List.copyOf(games);
        reviews = Map.copyOf(reviews);
    }

    public GameList(long total, List<GameHeader> games) {
        this(total, games, Map.of());
    }

    /** The stored review of a listed game, or null. */
    public StoredReview review(long id) {
        return reviews.get(id);
    }
}
