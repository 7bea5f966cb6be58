package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import rookery.chess.Fen;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.encoding.MovesBlob;
import rookery.pgn.GameResult;

/** The games table's start position and variant columns (null for the standard ones), and stored games read for a replay. */
public final class StoredGames {

    private static final Setup STANDARD = Setup.standard();

    /** What a replay of a stored game needs: where it starts, its main line (one rank a ply, {@link MovesBlob}) and its result. */
    public record StoredGame(Setup start, Variant variant, byte[] moves, GameResult result) {

        public Position startPosition() {
            return Position.fromSetup(start, variant, true);
        }
    }

    /** Reads stored games one id at a time over one prepared statement; close it when done. */
    public static final class Reader implements AutoCloseable {
        private final PreparedStatement select;

        public Reader(Connection connection) throws SQLException {
            select = connection.prepareStatement("SELECT start_fen, variant, moves, result FROM games WHERE id = ?");
        }

        /** The game with this id, or null when there is none. */
        public StoredGame read(long id) throws SQLException {
            select.setLong(1, id);
            try (ResultSet row = select.executeQuery()) {
                return row.next() ? new StoredGame(start(row.getString(1)), variant(row.getString(2)), row.getBytes(3),
                        GameResult.fromPgn(row.getString(4))) : null;
            }
        }

        @Override
        public void close() throws SQLException {
            select.close();
        }
    }

    private StoredGames() {
    }

    public static Setup start(String fen) {
        return fen == null ? STANDARD : Fen.parse(fen);
    }

    public static Variant variant(String name) {
        return name == null ? Variant.STANDARD : Variant.valueOf(name);
    }
}
