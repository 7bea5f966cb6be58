package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import rookery.database.GameSort;

/**
 * Orders a set of games by a name the index does not keep (players, event, ECO code) or by an
 * accuracy of their stored engine reviews: the ids go
 * into a temporary table of the connection and SQLite sorts them joined with the names, ignoring
 * case, games without the name last, ties in import order.
 */
public final class NameOrder {

    private NameOrder() {
    }

    /** The ids of the page [{@code offset}, {@code offset + limit}) of {@code ids} in that order. */
    public static long[] page(Connection connection, long[] ids, GameSort sort, boolean descending, int offset, int limit) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TEMP TABLE IF NOT EXISTS listed(id INTEGER PRIMARY KEY)");
            statement.execute("DELETE FROM temp.listed");
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT OR IGNORE INTO temp.listed(id) VALUES (?)")) {
            for (long id : ids) {
                insert.setLong(1, id);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        String name = switch (sort) {
            case WHITE -> "(SELECT name FROM players WHERE id = g.white)";
            case BLACK -> "(SELECT name FROM players WHERE id = g.black)";
            case EVENT -> "(SELECT name FROM events WHERE id = g.event)";
            case ECO -> "g.eco";
            case WHITE_ACCURACY -> "(SELECT white_accuracy FROM reviews WHERE game = g.id)";
            case BLACK_ACCURACY -> "(SELECT black_accuracy FROM reviews WHERE game = g.id)";
            default -> throw new IllegalArgumentException(sort + " is not an order by name");
        };
        String direction = descending ? " DESC" : "";
        String sql = "SELECT g.id FROM temp.listed l JOIN games g ON g.id = l.id ORDER BY " + name + " IS NULL, " + name
                + " COLLATE NOCASE" + direction + ", g.id LIMIT ? OFFSET ?";
        long[] page = new long[Math.max(0, Math.min(limit, ids.length - offset))];
        int count = 0;
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            query.setInt(1, limit);
            query.setInt(2, offset);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next() && count < page.length) {
                    page[count++] = rows.getLong(1);
                }
            }
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute("DELETE FROM temp.listed");
        }
        return count == page.length ? page : java.util.Arrays.copyOf(page, count);
    }
}
