package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import rookery.database.SideFigures;
import rookery.database.StoredReview;

/**
 * Engine reviews of games, one row per reviewed game, deleted with the game (the foreign key
 * cascades). Evaluations are kept as their PGN texts separated by spaces ("-" for a checkmate),
 * the glyphs one byte a move.
 */
public final class ReviewTable {

    static final String CREATE = "CREATE TABLE IF NOT EXISTS reviews(game INTEGER PRIMARY KEY REFERENCES games ON DELETE CASCADE,"
            + " engine TEXT NOT NULL, white_inaccuracies INTEGER NOT NULL, white_mistakes INTEGER NOT NULL, white_blunders INTEGER NOT NULL,"
            + " white_acpl REAL NOT NULL, white_accuracy REAL, black_inaccuracies INTEGER NOT NULL, black_mistakes INTEGER NOT NULL,"
            + " black_blunders INTEGER NOT NULL, black_acpl REAL NOT NULL, black_accuracy REAL, evals TEXT NOT NULL, nags BLOB NOT NULL)";

    private static final String COLUMNS = "game, engine, white_inaccuracies, white_mistakes, white_blunders, white_acpl, white_accuracy,"
            + " black_inaccuracies, black_mistakes, black_blunders, black_acpl, black_accuracy, evals, nags";
    private static final String CHECKMATE = "-";

    private ReviewTable() {
    }

    /** Keeps the review of a stored game, replacing an earlier one; false when no game has that id. */
    public static boolean store(Connection connection, long game, StoredReview review) throws SQLException {
        try (PreparedStatement exists = connection.prepareStatement("SELECT plies FROM games WHERE id = ?")) {
            exists.setLong(1, game);
            try (ResultSet row = exists.executeQuery()) {
                if (!row.next()) {
                    return false;
                }
                if (row.getInt(1) != review.nags().length) {
                    throw new IllegalArgumentException("game " + game + " has " + row.getInt(1) + " plies; the review judges "
                            + review.nags().length + " moves");
                }
            }
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT OR REPLACE INTO reviews(" + COLUMNS
                + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            insert.setLong(1, game);
            insert.setString(2, review.engine());
            setSide(insert, 3, review.white());
            setSide(insert, 8, review.black());
            insert.setString(13, String.join(" ", review.evals().stream().map(eval -> eval == null ? CHECKMATE : eval).toList()));
            int[] nags = review.nags();
            byte[] bytes = new byte[nags.length];
            for (int i = 0; i < nags.length; i++) {
                bytes[i] = (byte) nags[i];
            }
            insert.setBytes(14, bytes);
            insert.executeUpdate();
        }
        return true;
    }

    private static void setSide(PreparedStatement insert, int column, SideFigures side) throws SQLException {
        insert.setInt(column, side.inaccuracies());
        insert.setInt(column + 1, side.mistakes());
        insert.setInt(column + 2, side.blunders());
        insert.setDouble(column + 3, side.averageCentipawnLoss());
        if (Double.isNaN(side.accuracy())) {
            insert.setNull(column + 4, Types.REAL);
        } else {
            insert.setDouble(column + 4, side.accuracy());
        }
    }

    /** The reviews of those of the games that have one, by game id. */
    public static Map<Long, StoredReview> of(Connection connection, long[] games) throws SQLException {
        Map<Long, StoredReview> reviews = new HashMap<>();
        if (games.length == 0) {
            return reviews;
        }
        try (PreparedStatement query = connection.prepareStatement("SELECT " + COLUMNS + " FROM reviews WHERE game = ?")) {
            for (long game : games) {
                query.setLong(1, game);
                try (ResultSet row = query.executeQuery()) {
                    if (row.next()) {
                        reviews.put(game, review(row));
                    }
                }
            }
        }
        return reviews;
    }

    /** The ids of the reviewed games, ascending. */
    public static long[] reviewedGames(Connection connection) throws SQLException {
        List<Long> games = new ArrayList<>();
        try (var statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT game FROM reviews ORDER BY game")) {
            while (rows.next()) {
                games.add(rows.getLong(1));
            }
        }
        return games.stream().mapToLong(Long::longValue).toArray();
    }

    public static boolean any(Connection connection) throws SQLException {
        try (var statement = connection.createStatement(); ResultSet row = statement.executeQuery("SELECT 1 FROM reviews LIMIT 1")) {
            return row.next();
        }
    }

    private static StoredReview review(ResultSet row) throws SQLException {
        List<String> evals = new ArrayList<>();
        for (String text : row.getString(13).split(" ")) {
            evals.add(text.equals(CHECKMATE) ? null : text);
        }
        byte[] bytes = row.getBytes(14);
        int[] nags = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            nags[i] = bytes[i] & 0xFF;
        }
        return new StoredReview(row.getString(2), side(row, 3), side(row, 8), evals, nags);
    }

    private static SideFigures side(ResultSet row, int column) throws SQLException {
        double accuracy = row.getDouble(column + 4);
        if (row.wasNull()) {
            accuracy = Double.NaN;
        }
        return new SideFigures(row.getInt(column), row.getInt(column + 1), row.getInt(column + 2), row.getDouble(column + 3), accuracy);
    }
}
