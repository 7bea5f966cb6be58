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
 * stored rows, its tallies by month, speed, rating group and move ({@link BucketTallies}), a year
 * a row. A filter aligned with the buckets sums the years it covers, whatever the number of games.
 * Written in the same transaction as the position rows, so both always count the same games.
 *
 * <p>A year is kept in a few rows of levels, as a log-structured merge: batch {@code b} writes
 * its part of a year at level {@code L}, the number of trailing zero bits of {@code b}, merged with
 * the year's rows of lower levels (the batches since the last batch of level {@code L} or more).
 * Batches of odd numbers only insert, every second batch merges the last two, every fourth the last
 * four, so a byte is rewritten about log2(batches) times and a year that every batch reaches has at
 * most about log2(batches) + 1 rows; the last batch of an import's file (and a deletion) merges
 * every level of the years it reaches into one row. Merging every batch into one row per year rewrote the popular
 * positions' whole years at every batch: at 4 M games of random dates the import slowed down batch
 * after batch (docs/benchmarks.md, session 21).
 */
public final class BucketTable {

    public static final String CREATE = "CREATE TABLE IF NOT EXISTS position_buckets(key INTEGER NOT NULL, year INTEGER NOT NULL,"
            + " level INTEGER NOT NULL, batch INTEGER NOT NULL, tallies BLOB NOT NULL, PRIMARY KEY(key, year, level, batch)) WITHOUT ROWID";

    /** A second write of the same level and batch (a bulk load's, batch 0) merges into the row. */
    private static final String UPSERT = "INSERT INTO position_buckets(key, year, level, batch, tallies) VALUES (?, ?, ?, ?, ?)"
            + " ON CONFLICT(key, year, level, batch) DO UPDATE SET tallies = merge_buckets(tallies, excluded.tallies, excluded.year)";
    private static final int MAX_LEVEL = 30;

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
        private final PreparedStatement lowerLevels;
        private final PreparedStatement deleteLowerLevels;
        private final long batch;
        private final int level;

        /**
         * @param batch the batch written (0: a bulk load, which merges into one row per year)
         * @param mergeAll whether to merge every level of the years written into one row
         */
        public Writer(Connection connection, long batch, boolean mergeAll) throws SQLException {
            this.batch = batch;
            this.level = mergeAll ? MAX_LEVEL : batch == 0 ? 0 : Math.min(MAX_LEVEL, Long.numberOfTrailingZeros(batch));
            upsert = connection.prepareStatement(UPSERT);
            lowerLevels = connection.prepareStatement("SELECT year, tallies FROM position_buckets WHERE key = ? AND level < ?");
            deleteLowerLevels = connection.prepareStatement("DELETE FROM position_buckets WHERE key = ? AND year = ? AND level < ?");
        }

        /** Adds the entries of one position to its stored years. */
        public void add(PositionBuckets position) throws SQLException {
            Map<Integer, List<byte[]>> lower = level == 0 ? Map.of() : lowerLevels(position.key());
            SQLException[] failure = new SQLException[1];
            BucketTallies.encodeYears(position, (year, tallies) -> {
                try {
                    byte[] merged = tallies;
                    List<byte[]> rows = lower.get(year);
                    if (rows != null) {
                        for (byte[] row : rows) {
                            merged = BucketTallies.merge(row, merged, year);
                        }
                        deleteLowerLevels.setLong(1, position.key());
                        deleteLowerLevels.setInt(2, year);
                        deleteLowerLevels.setInt(3, level);
                        deleteLowerLevels.addBatch();
                    }
                    upsert.setLong(1, position.key());
                    upsert.setInt(2, year);
                    upsert.setInt(3, level);
                    upsert.setLong(4, batch);
                    upsert.setBytes(5, merged);
                    upsert.addBatch();
                } catch (SQLException e) {
                    failure[0] = e;
                }
            });
            if (failure[0] != null) {
                throw failure[0];
            }
        }

        private Map<Integer, List<byte[]>> lowerLevels(long key) throws SQLException {
            Map<Integer, List<byte[]>> byYear = new HashMap<>();
            lowerLevels.setLong(1, key);
            lowerLevels.setInt(2, level);
            try (ResultSet row = lowerLevels.executeQuery()) {
                while (row.next()) {
                    byYear.computeIfAbsent(row.getInt(1), year -> new ArrayList<>()).add(row.getBytes(2));
                }
            }
            return byYear;
        }

        /** Writes what was added. */
        public void flush() throws SQLException {
            deleteLowerLevels.executeBatch();
            upsert.executeBatch();
        }

        @Override
        public void close() throws SQLException {
            try (upsert; lowerLevels) {
                deleteLowerLevels.close();
            }
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
        try (Writer writer = new Writer(connection, 0, false)) {
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
