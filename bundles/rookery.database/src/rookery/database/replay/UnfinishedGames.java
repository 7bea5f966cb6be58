package rookery.database.replay;

import java.sql.Connection;
import java.sql.SQLException;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.database.collections.LongHashSet;
import rookery.database.collections.LongIntHashMap;
import rookery.database.encoding.MovesBlob;
import rookery.database.sql.StoredGames;
import rookery.database.sql.StoredGames.StoredGame;
import rookery.pgn.GameResult;

/**
 * How many unfinished games ('*') reach each position, for the explorer's count of them beside its
 * statistics: those games are few, so replaying them once a committed batch and reading a map
 * costs far less than a count over the index at every exploration (which visits every game
 * reaching the position: all of them at the start).
 */
public final class UnfinishedGames {
    private UnfinishedGames() {
    }

    /**
     * Each position's count of the unfinished games among {@code ids} that reach it, a game counted
     * once however often it gets there. The ids may name a game twice, or a game since deleted or
     * replaced by a finished one (the index's documents of deleted games): the stored games decide.
     */
    public static LongIntHashMap reaching(Connection connection, long[] ids) throws SQLException {
        LongIntHashMap counts = new LongIntHashMap(Math.max(16, ids.length * 64));
        LongHashSet replayed = new LongHashSet(ids.length + 1);
        MovesBlob.Decoder decoder = new MovesBlob.Decoder();
        try (StoredGames.Reader games = new StoredGames.Reader(connection)) {
            for (long id : ids) {
                StoredGame game = replayed.add(id) ? games.read(id) : null;
                if (game == null || game.result() != GameResult.UNKNOWN) {
                    continue;
                }
                LongHashSet reached = new LongHashSet(game.moves().length + 1);
                Position position = game.startPosition();
                count(counts, reached, position.key());
                for (int ply = 0; ply < game.moves().length; ply++) {
                    int move = decoder.moveOrNone(position, game.moves(), ply);
                    if (move == Move.NONE) {
                        break;
                    }
                    position.play(move);
                    count(counts, reached, position.key());
                }
            }
        }
        return counts;
    }

    private static void count(LongIntHashMap counts, LongHashSet reached, long key) {
        if (reached.add(key)) {
            counts.put(key, counts.get(key) + 1);
        }
    }
}
