package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collection;

import rookery.database.importer.ImportedGame;
import rookery.database.replay.Theory;

/** The {@code theory} table: a game's {@link Theory}, deleted with the game. */
public final class TheoryTable {

    static final String CREATE = "CREATE TABLE IF NOT EXISTS theory(game INTEGER PRIMARY KEY REFERENCES games ON DELETE CASCADE,"
            + " ply INTEGER NOT NULL, signature INTEGER NOT NULL, result INTEGER NOT NULL)";

    private static final String INSERT = "INSERT OR REPLACE INTO theory(game, ply, signature, result) VALUES (?, ?, ?, ?)";

    private TheoryTable() {
    }

    /** The theories of a batch's games, in the batch's transaction. */
    public static void insert(Connection connection, Collection<ImportedGame> games) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
            for (ImportedGame game : games) {
                Theory theory = game.analysis.theory();
                if (theory != null) {
                    add(insert, game.id, theory);
                }
            }
            insert.executeBatch();
        }
    }

    /** Puts these theories in the place of all, in one transaction. */
    public static void replaceAll(Connection connection, long[] ids, long[] packedTheories) throws SQLException {
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try (Statement clear = connection.createStatement(); PreparedStatement insert = connection.prepareStatement(INSERT)) {
            clear.execute("DELETE FROM theory");
            for (int i = 0; i < ids.length; i++) {
                add(insert, ids[i], Theory.unpack(packedTheories[i]));
            }
            insert.executeBatch();
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    /** The ply of the game's first position in the endgame tables, -1 when it never reached them (or none is recorded). */
    public static int ply(Connection connection, long game) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT ply FROM theory WHERE game = ?")) {
            select.setLong(1, game);
            try (java.sql.ResultSet row = select.executeQuery()) {
                return row.next() ? row.getInt(1) : -1;
            }
        }
    }

    private static void add(PreparedStatement insert, long id, Theory theory) throws SQLException {
        insert.setLong(1, id);
        insert.setInt(2, theory.ply());
        insert.setInt(3, theory.signature());
        insert.setInt(4, theory.result());
        insert.addBatch();
    }
}
