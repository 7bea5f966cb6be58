package rookery.database.repertoire;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;

import rookery.chess.Position;

/** Where a draft reads the moves of a position: the explorer under a player filter, or a player's games tallied in memory. */
@FunctionalInterface
public interface MoveSource {

    /** The decided games reaching the position and the moves played there, most played first. */
    Tally tally(Position position) throws IOException, SQLException;

    record Tally(int games, List<Played> moves) {

        public Tally {
            moves = List.copyOf(moves);
        }
    }

    /** A move, its SAN, the games that played it and their score for the side that played it (percent). */
    record Played(int move, String san, int games, double score) {
    }
}
