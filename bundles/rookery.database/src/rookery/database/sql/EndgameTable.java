package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import rookery.database.EndgameStatistics;

/** Endgame statistics per material signature name, results from the first-named side's view. */
public final class EndgameTable {

    private EndgameTable() {
    }

    public static void add(Connection connection, Map<String, EndgameStatistics> batch) throws SQLException {
        try (PreparedStatement upsert = connection.prepareStatement("INSERT INTO endgames(signature, games, wins, draws, losses)"
                + " VALUES (?, ?, ?, ?, ?) ON CONFLICT(signature) DO UPDATE SET games = games + excluded.games,"
                + " wins = wins + excluded.wins, draws = draws + excluded.draws, losses = losses + excluded.losses")) {
            for (EndgameStatistics statistics : batch.values()) {
                upsert.setString(1, statistics.signature());
                upsert.setInt(2, statistics.games());
                upsert.setInt(3, statistics.wins());
                upsert.setInt(4, statistics.draws());
                upsert.setInt(5, statistics.losses());
                upsert.addBatch();
            }
            upsert.executeBatch();
        }
    }

    /** The statistics of one signature name, or null when no game reached it. */
    public static EndgameStatistics of(Connection connection, String signature) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("SELECT signature, games, wins, draws, losses FROM endgames"
                + " WHERE signature = ?")) {
            query.setString(1, signature);
            try (ResultSet row = query.executeQuery()) {
                return row.next() ? new EndgameStatistics(row.getString(1), row.getInt(2), row.getInt(3), row.getInt(4), row.getInt(5))
                        : null;
            }
        }
    }

    /** Every signature, most games first. */
    public static List<EndgameStatistics> all(Connection connection) throws SQLException {
        List<EndgameStatistics> all = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT signature, games, wins, draws, losses FROM endgames"
                        + " ORDER BY games DESC, signature")) {
            while (rows.next()) {
                all.add(new EndgameStatistics(rows.getString(1), rows.getInt(2), rows.getInt(3), rows.getInt(4), rows.getInt(5)));
            }
        }
        return all;
    }
}
