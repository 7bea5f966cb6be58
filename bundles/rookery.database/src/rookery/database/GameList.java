package rookery.database;

import java.util.List;

/** A page of a games query: how many games match in all, and the first ones in the requested order. */
public record GameList(long total, List<GameHeader> games) {

    public GameList {
        games = List.copyOf(games);
    }
}
