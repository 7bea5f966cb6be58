package rookery.database.sql;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

import rookery.database.GameSort;
import rookery.database.Speed;

/**
 * Each game's place in an order by a value the index does not keep (a name, the ECO code, the
 * round, an accuracy of its stored engine review): an array indexed by game id holding the rank of
 * the game's value among all values (names ignoring case), {@link #MISSING} for games without one.
 * Read in one pass over the games table, so that any set of games sorts by it in memory.
 */
public final class SortKeys {
    /** The key of a game without the value, after every rank. */
    public static final int MISSING = Integer.MAX_VALUE;

    private SortKeys() {
    }

    public static int[] of(Connection connection, GameSort sort) throws SQLException {
        int[] keys = new int[Math.toIntExact(maxGameId(connection) + 1)];
        Arrays.fill(keys, MISSING);
        switch (sort) {
            case WHITE -> byNameTable(connection, keys, "players", "white");
            case BLACK -> byNameTable(connection, keys, "players", "black");
            case EVENT -> byNameTable(connection, keys, "events", "event");
            case SITE -> byNameTable(connection, keys, "sites", "site");
            case OPENING -> byNameTable(connection, keys, "openings", "opening");
            case ECO -> byText(connection, keys, "eco", UnaryOperator.identity());
            case ROUND -> byText(connection, keys, "round", UnaryOperator.identity());
            case TIME_CONTROL -> byText(connection, keys, "time_control", Speed::sortKey);
            case WHITE_ACCURACY -> byAccuracy(connection, keys, "white_accuracy");
            case BLACK_ACCURACY -> byAccuracy(connection, keys, "black_accuracy");
            default -> throw new IllegalArgumentException(sort + " is kept in the index");
        }
        return keys;
    }

    private static long maxGameId(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery("SELECT max(id) FROM games")) {
            return row.next() ? row.getLong(1) : 0;
        }
    }

    /** Games keyed by the rank of the name their column points to in a table of names. */
    private static void byNameTable(Connection connection, int[] keys, String table, String column) throws SQLException {
        List<String> names = new ArrayList<>();
        List<Integer> nameIds = new ArrayList<>();
        int maxNameId = 0;
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT id, name FROM " + table)) {
            while (rows.next()) {
                nameIds.add(rows.getInt(1));
                names.add(rows.getString(2));
                maxNameId = Math.max(maxNameId, rows.getInt(1));
            }
        }
        int[] rankOfName = new int[maxNameId + 1];
        int[] ranks = ranks(names);
        for (int i = 0; i < ranks.length; i++) {
            rankOfName[nameIds.get(i)] = ranks[i];
        }
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, " + column + " FROM games WHERE " + column + " IS NOT NULL")) {
            while (rows.next()) {
                keys[rows.getInt(1)] = rankOfName[rows.getInt(2)];
            }
        }
    }

    /** Games keyed by the rank of a text column of their own (each distinct text numbered as met, then ranked by its order key: the text itself, or {@link Speed#sortKey} for time controls). */
    private static void byText(Connection connection, int[] keys, String column, UnaryOperator<String> orderKey) throws SQLException {
        Map<String, Integer> numbers = new HashMap<>();
        List<String> texts = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT id, " + column + " FROM games WHERE " + column + " IS NOT NULL")) {
            while (rows.next()) {
                String text = rows.getString(2);
                Integer number = numbers.get(text);
                if (number == null) {
                    number = texts.size();
                    numbers.put(text, number);
                    texts.add(orderKey.apply(text));
                }
                keys[rows.getInt(1)] = number;
            }
        }
        int[] ranks = ranks(texts);
        for (int game = 0; game < keys.length; game++) {
            if (keys[game] != MISSING) {
                keys[game] = ranks[keys[game]];
            }
        }
    }

    private static void byAccuracy(Connection connection, int[] keys, String column) throws SQLException {
        List<long[]> reviewed = new ArrayList<>();
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT game, " + column + " FROM reviews WHERE " + column + " IS NOT NULL")) {
            while (rows.next()) {
                reviewed.add(new long[] {rows.getLong(1), Double.doubleToLongBits(rows.getDouble(2))});
            }
        }
        double[] values = reviewed.stream().mapToDouble(row -> Double.longBitsToDouble(row[1])).sorted().distinct().toArray();
        for (long[] row : reviewed) {
            if (row[0] < keys.length) {
                keys[(int) row[0]] = Arrays.binarySearch(values, Double.longBitsToDouble(row[1]));
            }
        }
    }

    /** The rank of each text among them, ignoring case: equal texts share a rank. */
    private static int[] ranks(List<String> texts) {
        String[] folded = texts.stream().map(text -> text.toLowerCase(Locale.ROOT)).toArray(String[]::new);
        Integer[] order = new Integer[folded.length];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparing(i -> folded[i]));
        int[] ranks = new int[folded.length];
        int rank = -1;
        for (int i = 0; i < order.length; i++) {
            if (i == 0 || !folded[order[i]].equals(folded[order[i - 1]])) {
                rank++;
            }
            ranks[order[i]] = rank;
        }
        return ranks;
    }
}
