package rookery.database.training;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Random;

import rookery.chess.Position;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;

/**
 * Plays against the user as the database's players did: each reply drawn among the explorer's
 * moves (under its filter) in proportion to their games. Where no game of the database continues,
 * the game leaves the database for good and the fallback (an engine at a chosen strength) plays on.
 */
public final class DatabaseOpponent {

    /** Who plays once the database has no game: the move for a position that has legal moves. */
    @FunctionalInterface
    public interface Fallback {
        int move(Position position) throws InterruptedException;
    }

    /** A reply: the move, whether the database gave it, and its games of the position's (both 0 for the fallback's). */
    public record Reply(int move, boolean fromDatabase, long games, long total) {
    }

    private final OpeningDatabase database;
    private final ExploreFilter filter;
    private final Random random;
    private final Fallback fallback;
    private boolean leftDatabase;

    public DatabaseOpponent(OpeningDatabase database, ExploreFilter filter, Random random, Fallback fallback) {
        this.database = database;
        this.filter = filter;
        this.random = random;
        this.fallback = fallback;
    }

    /** Whether the game has left the database (the fallback plays every reply since). */
    public boolean hasLeftDatabase() {
        return leftDatabase;
    }

    /** The reply in {@code position}, which must have legal moves. */
    public Reply reply(Position position) throws IOException, SQLException, InterruptedException {
        if (!position.hasLegalMoves()) {
            throw new IllegalArgumentException("no legal move in " + position.fen());
        }
        if (!leftDatabase) {
            Exploration exploration = database.explore(position, filter);
            List<MoveStatistics> moves = exploration.moves();
            long total = moves.stream().mapToLong(MoveStatistics::games).sum();
            if (total > 0) {
                long draw = random.nextLong(total);
                for (MoveStatistics move : moves) {
                    draw -= move.games();
                    if (draw < 0) {
                        return new Reply(move.move(), true, move.games(), total);
                    }
                }
            }
            leftDatabase = true;
        }
        return new Reply(fallback.move(position.copy()), false, 0, 0);
    }
}
