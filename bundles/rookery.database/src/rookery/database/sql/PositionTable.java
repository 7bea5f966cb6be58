package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.sqlite.Function;

import rookery.database.collections.LongHashSet;
import rookery.database.importer.MoveTally;
import rookery.database.importer.PositionRow;

/** The stored opening statistics: one row per (position key, move code), added to with UPSERT. */
public final class PositionTable {

    private static final String UPSERT = "INSERT INTO position_moves(key, move, games, white, draws, black, rated_games,"
            + " mover_elo_sum, opponent_elo_sum, rated_points2, dated_games, year_sum, first_year, last_year, top)"
            + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(key, move) DO UPDATE SET"
            + " games = games + excluded.games, white = white + excluded.white, draws = draws + excluded.draws,"
            + " black = black + excluded.black, rated_games = rated_games + excluded.rated_games,"
            + " mover_elo_sum = mover_elo_sum + excluded.mover_elo_sum,"
            + " opponent_elo_sum = opponent_elo_sum + excluded.opponent_elo_sum,"
            + " rated_points2 = rated_points2 + excluded.rated_points2, dated_games = dated_games + excluded.dated_games,"
            + " year_sum = year_sum + excluded.year_sum,"
            + " first_year = CASE WHEN first_year = 0 THEN excluded.first_year WHEN excluded.first_year = 0 THEN first_year"
            + " ELSE min(first_year, excluded.first_year) END,"
            + " last_year = max(last_year, excluded.last_year), top = merge_top(top, excluded.top)";

    private PositionTable() {
    }

    /** Registers the SQL functions the UPSERTs merge the top games and the buckets' tallies with. */
    public static void registerFunctions(Connection connection) throws SQLException {
        BucketTable.registerFunctions(connection);
        Function.create(connection, "merge_top", new Function() {
            @Override
            protected void xFunc() throws SQLException {
                result(MoveTally.mergeTopBytes(value_blob(0), value_blob(1)));
            }
        });
    }

    public static void add(Connection connection, List<PositionRow> rows) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement(UPSERT)) {
            for (PositionRow row : rows) {
                MoveTally tally = row.tally();
                upsert.setLong(1, row.key());
                upsert.setInt(2, row.code());
                upsert.setInt(3, tally.games);
                upsert.setInt(4, tally.white);
                upsert.setInt(5, tally.draws);
                upsert.setInt(6, tally.black);
                upsert.setInt(7, tally.ratedGames);
                upsert.setLong(8, tally.moverEloSum);
                upsert.setLong(9, tally.opponentEloSum);
                upsert.setLong(10, tally.ratedPoints2);
                upsert.setInt(11, tally.datedGames);
                upsert.setLong(12, tally.yearSum);
                upsert.setInt(13, tally.firstYear);
                upsert.setInt(14, tally.lastYear);
                upsert.setBytes(15, tally.topBytes());
                upsert.addBatch();
            }
            upsert.executeBatch();
        }
    }

    /** The rows of one position by move code, in code order; empty when the position has no stored rows. */
    public static Map<Integer, MoveTally> read(PreparedStatement query, long key) throws SQLException {
        Map<Integer, MoveTally> tallies = new LinkedHashMap<>();
        query.setLong(1, key);
        try (ResultSet row = query.executeQuery()) {
            while (row.next()) {
                MoveTally tally = new MoveTally();
                tally.games = row.getInt(2);
                tally.white = row.getInt(3);
                tally.draws = row.getInt(4);
                tally.black = row.getInt(5);
                tally.ratedGames = row.getInt(6);
                tally.moverEloSum = row.getLong(7);
                tally.opponentEloSum = row.getLong(8);
                tally.ratedPoints2 = row.getLong(9);
                tally.datedGames = row.getInt(10);
                tally.yearSum = row.getLong(11);
                tally.firstYear = row.getInt(12);
                tally.lastYear = row.getInt(13);
                tally.addTopBytes(row.getBytes(14));
                tallies.put(row.getInt(1), tally);
            }
        }
        return tallies;
    }

    public static PreparedStatement prepareRead(Connection connection) throws SQLException {
        return connection.prepareStatement("SELECT move, games, white, draws, black, rated_games, mover_elo_sum,"
                + " opponent_elo_sum, rated_points2, dated_games, year_sum, first_year, last_year, top"
                + " FROM position_moves WHERE key = ?");
    }

    /** The keys of the positions with stored rows. */
    public static LongHashSet storedKeys(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            LongHashSet keys;
            try (ResultSet count = statement.executeQuery("SELECT count(DISTINCT key) FROM position_moves")) {
                keys = new LongHashSet(count.next() ? count.getInt(1) + 1024 : 1024);
            }
            try (ResultSet rows = statement.executeQuery("SELECT DISTINCT key FROM position_moves")) {
                while (rows.next()) {
                    keys.add(rows.getLong(1));
                }
            }
            return keys;
        }
    }
}
