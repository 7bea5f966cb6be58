package rookery.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

import io.airlift.compress.zstd.ZstdOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.DatabaseSettings;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.RatingGroup;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportSummary;
import rookery.database.OpeningDatabase;
import rookery.database.StatisticsLoadSummary;
import rookery.database.eco.EcoTable;
import rookery.database.importer.BucketRow;
import rookery.database.sql.BucketTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/**
 * The job on Spark's own local[2] master against a real import of the same games: the statistics it
 * writes, bulk-loaded into a database, are the import's stored rows, every column of every row, and
 * the explorer answers every stored position alike, unfiltered and with filters its stored buckets
 * answer (years, rating groups).
 */
class SparkAggregationTest {

    private static final Path MASTERS = Path.of(System.getProperty("rookery.shared.data", "../../shared/data"), "pgn/bench/masters-a-l.pgn");
    private static final int GAMES = 1200;
    private static final String ILLEGAL = """
            [Event "Broken"]
            [White "A"]
            [Black "B"]
            [Result "1-0"]

            1. e4 e5 2. Ke3 1-0

            """;

    @TempDir
    Path dir;

    @Test
    void statisticsEqualTheImportsForEveryStoredRow() throws Exception {
        assumeTrue(Files.isReadable(MASTERS), "the shared masters collection is not here: " + MASTERS);
        List<String> games = games(MASTERS, GAMES);
        // A plain file cut into byte ranges (with a rejected game and a duplicate inside), then gzip and Zstandard files read whole.
        Path plain = dir.resolve("first.pgn");
        List<String> first = new ArrayList<>(games.subList(0, 1000));
        first.add(500, ILLEGAL);
        first.add(games.get(10));
        Files.writeString(plain, String.join("", first), StandardCharsets.UTF_8);
        Path gzip = dir.resolve("second.pgn.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzip))) {
            out.write((String.join("", games.subList(1000, 1100)) + games.get(20)).getBytes(StandardCharsets.UTF_8));
        }
        Path zstd = dir.resolve("third.pgn.zst");
        try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(zstd))) {
            out.write(String.join("", games.subList(1100, GAMES)).getBytes(StandardCharsets.UTF_8));
        }
        Path out = dir.resolve("out");
        assertEquals(0, AggregateJob.run(plain.toString(), gzip.toString(), zstd.toString(), "--out", out.toString(), "--master", "local[2]",
                "--split-size", "65536", "--partitions", "3"));
        assertTrue(Files.size(plain) > 10 * 65536, "the plain file spans many splits");

        try (OpeningDatabase imported = OpeningDatabase.open(dir.resolve("imported"), DatabaseSettings.DEFAULT, EcoTable.builtIn());
                OpeningDatabase loaded = OpeningDatabase.open(dir.resolve("loaded"), DatabaseSettings.DEFAULT, EcoTable.builtIn())) {
            ImportSummary summary = imported.importFiles(List.of(plain, gzip, zstd), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(2, summary.duplicates());
            StatisticsLoadSummary load = loaded.importStatistics(out.resolve("statistics"));
            Map<Long, List<String>> importedRows = positionRows(dir.resolve("imported"));
            Map<Long, List<String>> loadedRows = positionRows(dir.resolve("loaded"));
            assertTrue(importedRows.size() > 200, "stored positions: " + importedRows.size());
            // The import stores a position's rows once one batch (here one file) brings it 8 games; the job keeps every
            // position 8 games reach: the import's rows are among its rows, and the rest the import answers from its index.
            assertEquals("", differences(importedRows, loadedRows));
            assertTrue(loadedRows.size() > importedRows.size(), "positions only 8 games of the files together reach");
            assertEquals(loadedRows.size(), load.positions());
            assertTrue(load.bucketRows() > load.positionRows(), "the files keep the buckets apart");

            assertEquals(load.bucketRows(), load.bucketRowsStored(), "every bucket row stored");
            assertEquals("", differences(bucketRows(dir.resolve("imported"), importedRows.keySet()),
                    bucketRows(dir.resolve("loaded"), importedRows.keySet())), "the import's buckets, every one");
            List<ExploreFilter> filters = List.of(ExploreFilter.NONE, ExploreFilter.NONE.withYears(1990, 2005),
                    ExploreFilter.NONE.withRatingGroups(RatingGroup.FROM_2500, RatingGroup.FROM_2500),
                    ExploreFilter.NONE.withRatingGroups(RatingGroup.FROM_2200, RatingGroup.FROM_2200).withYears(2000, 0));
            int explored = 0;
            for (Position position : positions(List.of(plain, gzip, zstd))) {
                if (loadedRows.containsKey(position.key())) {
                    for (ExploreFilter filter : filters) {
                        assertEquals(withoutUnfinished(imported.explore(position, filter)), withoutUnfinished(loaded.explore(position, filter)),
                                position.fen() + " " + filter);
                    }
                    explored++;
                }
            }
            assertEquals(loadedRows.size(), explored, "every position of the loaded rows explored");
            assertEquals(rejectEntries(imported.rejectFile()), rejectEntries(out.resolve("rejected")));
        }
        assertEquals(parquetRows(out), bucketLines(out.resolve("statistics")));
    }

    @Test
    void aMissingInputIsNamedAndNothingIsWritten() {
        Path out = dir.resolve("out");
        java.io.StringWriter err = new java.io.StringWriter();
        var commandLine = new picocli.CommandLine(new AggregateJob()).setErr(new java.io.PrintWriter(err));
        int exit = AggregateJob.run(commandLine, dir.resolve("missing.pgn").toString(), "--out", out.toString(), "--master", "local[2]");
        assertEquals(1, exit);
        assertEquals("rookery aggregate: " + dir.resolve("missing.pgn") + ": no such file or folder", err.toString().strip());
        assertTrue(Files.notExists(out));
    }

    private static List<String> games(Path file, int count) throws IOException {
        List<String> games = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file)) {
            for (PgnRecord record = reader.next(); record != null && games.size() < count; record = reader.next()) {
                games.add(record.text().strip() + "\n\n");
            }
        }
        return games;
    }

    /** The positions of the games within the statistics' ply limit, one per key. */
    private static List<Position> positions(List<Path> files) throws IOException {
        Map<Long, Position> positions = new HashMap<>();
        for (Path file : files) {
            try (PgnReader reader = PgnReader.open(file)) {
                for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                    if (record instanceof PgnGame game) {
                        Position position = game.startPosition();
                        int[] moves = game.mainline();
                        for (int ply = 0; ply <= Math.min(DatabaseSettings.DEFAULT.maxPly(), moves.length); ply++) {
                            positions.putIfAbsent(position.key(), position.copy());
                            if (ply < moves.length) {
                                position.play(moves[ply]);
                            }
                        }
                    }
                }
            }
        }
        return new ArrayList<>(positions.values());
    }

    /** Games of unknown result are counted from the games, which a loaded database does not have. */
    private static Exploration withoutUnfinished(Exploration e) {
        return new Exploration(e.fen(), e.key(), e.games(), e.white(), e.draws(), e.black(), e.ended(), 0, e.opening(), e.moves());
    }

    /** Every column of the stored position rows, by position key. */
    /** Every bucket of the positions, as {@code BucketTable} keeps them (the line of the statistics files), by position key. */
    private static Map<Long, List<String>> bucketRows(Path database, Set<Long> keys) throws SQLException {
        Map<Long, List<String>> rows = new TreeMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + database.resolve("games.sqlite"))) {
            for (long key : keys) {
                rows.put(key, BucketTable.rows(connection, key).stream().map(BucketRow::line).toList());
            }
        }
        return rows;
    }

    private static Map<Long, List<String>> positionRows(Path database) throws SQLException {
        Map<Long, List<String>> rows = new TreeMap<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + database.resolve("games.sqlite"));
                Statement statement = connection.createStatement();
                ResultSet row = statement.executeQuery("SELECT key, move, games, white, draws, black, rated_games, mover_elo_sum,"
                        + " opponent_elo_sum, rated_points2, dated_games, year_sum, first_year, last_year, hex(top)"
                        + " FROM position_moves ORDER BY key, move")) {
            while (row.next()) {
                StringBuilder columns = new StringBuilder();
                for (int i = 2; i <= 15; i++) {
                    columns.append(row.getString(i)).append(' ');
                }
                rows.computeIfAbsent(row.getLong(1), key -> new ArrayList<>()).add(columns.toString());
            }
        }
        return rows;
    }

    /** The first few of the expected keys whose rows differ, with both; empty when none. */
    private static String differences(Map<Long, List<String>> expected, Map<Long, List<String>> actual) {
        StringBuilder differences = new StringBuilder();
        int shown = 0;
        for (Long key : expected.keySet()) {
            if (!expected.get(key).equals(actual.get(key)) && shown++ < 3) {
                differences.append(key).append(": import ").append(expected.get(key)).append(" job ").append(actual.get(key)).append('\n');
            }
        }
        return differences.toString();
    }

    private static long rejectEntries(Path fileOrFolder) throws IOException {
        List<Path> files;
        try (Stream<Path> listed = Files.isDirectory(fileOrFolder) ? Files.list(fileOrFolder) : Stream.of(fileOrFolder)) {
            files = listed.filter(file -> !file.getFileName().toString().startsWith(".")).toList();
        }
        long entries = 0;
        for (Path file : files) {
            entries += Files.readAllLines(file).stream().filter(line -> line.startsWith("% rejected: ")).count();
        }
        return entries;
    }

    private static long bucketLines(Path statistics) throws IOException {
        long lines = 0;
        try (Stream<Path> parts = Files.list(statistics)) {
            for (Path part : parts.filter(file -> file.getFileName().toString().startsWith("part-")).toList()) {
                lines += Files.readAllLines(part).size();
            }
        }
        return lines;
    }

    private static long parquetRows(Path out) throws IOException {
        try (var spark = org.apache.spark.sql.SparkSession.builder().master("local[2]").config("spark.ui.enabled", "false").getOrCreate()) {
            return spark.read().parquet(out.resolve("parquet").toString()).count();
        }
    }
}
