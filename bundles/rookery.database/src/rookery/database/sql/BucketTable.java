package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.sqlite.Function;

import rookery.database.BucketFilter;
import rookery.database.StatisticsBucket;
import rookery.database.encoding.BucketTallies;
import rookery.database.importer.BucketRow;
import rookery.database.importer.MoveTally;
import rookery.database.importer.PositionBuckets;

/**
 * The bucketed statistics (issue 38, as lichess's explorer keeps them): for each position with
 * stored rows, one row per year whose {@link BucketTallies} hold the tallies by month, speed,
 * rating group and move. A filter aligned with the buckets sums the years it covers, whatever the
 * number of games. Written in the same transaction as the position rows, so both always count the
 * same games.
 */
public final class BucketTable {

    public static final String CREATE = "CREATE TABLE IF NOT EXISTS position_buckets(key INTEGER NOT NULL, year INTEGER NOT NULL,"
            + " tallies BLOB NOT NULL, PRIMARY KEY(key, year)) WITHOUT ROWID";

    private static final String UPSERT = "INSERT INTO position_buckets(key, year, tallies) VALUES (?, ?, ?)"
            + " ON CONFLICT(key, year) DO UPDATE SET tallies = merge_buckets(tallies, excluded.tallies, excluded.year)";

    private BucketTable() {
    }

    /** Registers the SQL function the UPSERT merges a year's tallies with. */
    static void registerFunctions(Connection connection) throws SQLException {
        Function.create(connection, "merge_buckets", new Function() {
            @Override
            protected void xFunc() throws SQLException {
                result(BucketTallies.merge(value_blob(0), value_blob(1), value_int(2)));
            }
        });
    }

    /** The statements that add one batch's years to the stored ones. */
    public static final class Writer implements AutoCloseable {
        private final PreparedStatement upsert;

        public Writer(Connection connection) throws SQLException {
            upsert = connection.prepareStatement(UPSERT);
        }

        /** Adds the entries of one position to its stored years. */
        public void add(PositionBuckets position) throws SQLException {
            SQLException[] failure = new SQLException[1];
            BucketTallies.encodeYears(position, (year, tallies) -> {
                try {
                    upsert.setLong(1, position.key());
                    upsert.setInt(2, year);
                    upsert.setBytes(3, tallies);
                    upsert.addBatch();
                } catch (SQLException e) {
                    failure[0] = e;
                }
            });
            if (failure[0] != null) {
                throw failure[0];
            }
        }

        /** Writes what was added. */
        public void flush() throws SQLException {
            upsert.executeBatch();
        }

        @Override
        public void close() throws SQLException {
            upsert.close();
        }
    }

    /** Adds the rows of the statistics files to the stored years. */
    public static void add(Connection connection, List<BucketRow> rows) throws SQLException {
        Map<Long, Map<Long, MoveTally>> byKey = new TreeMap<>();
        for (BucketRow row : rows) {
            int bucket = new StatisticsBucket(row.month(), row.speed(), row.rating()).encoded();
            byKey.computeIfAbsent(row.key(), k -> new HashMap<>()).computeIfAbsent(BucketTallies.entry(bucket, row.code()), e -> new MoveTally())
                    .merge(row.tally());
        }
        try (Writer writer = new Writer(connection)) {
            for (Map.Entry<Long, Map<Long, MoveTally>> position : byKey.entrySet()) {
                writer.add(PositionBuckets.of(position.getKey(), position.getValue()));
            }
            writer.flush();
        }
    }

    public static PreparedStatement prepareRead(Connection connection) throws SQLException {
        return connection.prepareStatement("SELECT year, tallies FROM position_buckets WHERE key = ? AND year BETWEEN ? AND ?");
    }

    /** The sum of the buckets of one position that the filter covers, by move code; empty when none has games. */
    public static Map<Integer, MoveTally> read(PreparedStatement query, long key, BucketFilter filter) throws SQLException {
        Map<Integer, MoveTally> byCode = new HashMap<>();
        query.setLong(1, key);
        query.setInt(2, filter.fromMonth() / 100);
        query.setInt(3, filter.toMonth() / 100);
        try (ResultSet row = query.executeQuery()) {
            while (row.next()) {
                BucketTallies.visit(row.getBytes(2), row.getInt(1), filter,
                        (code, tally) -> byCode.computeIfAbsent(code, c -> new MoveTally()).merge(tally));
            }
        }
        return byCode;
    }

    /** Every stored bucket of one position as {@link BucketRow}s, in order of bucket and move code. */
    public static List<BucketRow> rows(Connection connection, long key) throws SQLException {
        Map<Long, MoveTally> entries = new TreeMap<>();
        try (PreparedStatement query = connection.prepareStatement("SELECT year, tallies FROM position_buckets WHERE key = ?")) {
            query.setLong(1, key);
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    BucketTallies.decode(row.getBytes(2), row.getInt(1), entries);
                }
            }
        }
        List<BucketRow> rows = new ArrayList<>();
        entries.forEach((entry, tally) -> {
            StatisticsBucket bucket = StatisticsBucket.decoded(BucketTallies.bucketOf(entry));
            rows.add(new BucketRow(key, bucket.month(), bucket.speed(), bucket.group(), BucketTallies.codeOf(entry), tally));
        });
        return rows;
    }
}
