package rookery.database.importer;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import rookery.database.StatisticsLoadSummary;
import rookery.database.sql.BucketTable;
import rookery.database.sql.PositionTable;
import rookery.database.sql.Schema;

/**
 * Bulk-loads the statistics files of the aggregation on Spark ({@link BucketRow} lines, docs/scale-out.md)
 * into the stored position rows: each position's buckets summed per move with {@link MoveTally#merge},
 * added to the rows in one transaction, and the rows themselves to the buckets ({@link #loadBuckets}).
 */
public final class StatisticsLoad {

    private record PositionMove(long key, int code) {
    }

    private final Map<PositionMove, MoveTally> summed = new HashMap<>();
    private long bucketRows;
    private long bucketRowsLoaded;

    private StatisticsLoad() {
    }

    /**
     * Loads a statistics folder (its {@code part-*} files, in name order) or one file.
     *
     * @throws IllegalArgumentException naming the file and line of a malformed line; nothing is loaded then
     */
    public static StatisticsLoadSummary load(Connection connection, Path path) throws IOException, SQLException {
        StatisticsLoad load = new StatisticsLoad();
        boolean autoCommit = connection.getAutoCommit();
        connection.setAutoCommit(false);
        try {
            for (Path file : files(path)) {
                load.read(connection, file);
            }
            List<PositionRow> rows = load.rowsInOrder();
            PositionTable.add(connection, rows);
            connection.commit();
            long positions = rows.stream().mapToLong(PositionRow::key).distinct().count();
            return new StatisticsLoadSummary(load.bucketRows, load.bucketRowsLoaded, positions, rows.size());
        } catch (IOException | SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(autoCommit);
        }
    }

    private static List<Path> files(Path path) throws IOException {
        if (!Files.isDirectory(path)) {
            if (!Files.isRegularFile(path)) {
                throw new IllegalArgumentException(path + ": no such statistics file or folder");
            }
            return List.of(path);
        }
        try (Stream<Path> listed = Files.list(path)) {
            List<Path> parts = listed.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
            if (parts.isEmpty()) {
                throw new IllegalArgumentException(path + ": no part-* statistics files in the folder");
            }
            return parts;
        }
    }

    private void read(Connection connection, Path file) throws IOException, SQLException {
        List<BucketRow> rows = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (line.isEmpty()) {
                    continue;
                }
                BucketRow row;
                try {
                    row = BucketRow.parse(line);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ":" + number + ": " + e.getMessage(), e);
                }
                rows.add(row);
                summed.computeIfAbsent(new PositionMove(row.key(), row.code()), k -> new MoveTally()).merge(row.tally());
            }
        }
        bucketRows += rows.size();
        bucketRowsLoaded += loadBuckets(connection, rows);
    }

    /** Stores the rows by bucket when the database keeps buckets ({@link BucketTable}); returns how many were stored. */
    static long loadBuckets(Connection connection, List<BucketRow> rows) throws SQLException {
        if (!Schema.keepsBuckets(connection)) {
            return 0;
        }
        BucketTable.add(connection, rows);
        return rows.size();
    }

    private List<PositionRow> rowsInOrder() {
        List<PositionRow> rows = new ArrayList<>(summed.size());
        summed.forEach((at, tally) -> rows.add(new PositionRow(at.key(), at.code(), tally)));
        rows.sort((a, b) -> a.key() != b.key() ? Long.compare(a.key(), b.key()) : Integer.compare(a.code(), b.code()));
        return rows;
    }
}
