package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.airlift.compress.zstd.ZstdOutputStream;
import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

class ImportTest {

    private static final DatabaseSettings SETTINGS = new DatabaseSettings(20, 3);

    @TempDir
    Path folder;

    @Test
    void duplicatesAreSkippedAndCountedAndAFileImportedBeforeIsSkipped() throws Exception {
        List<String> games = worldMatchGames();
        Path first = write("first.pgn", games.subList(0, 200));
        Path overlapping = write("overlapping.pgn", games.subList(150, 260));
        try (OpeningDatabase database = open()) {
            ImportSummary one = database.importFiles(List.of(first), new ImportOptions(2, 64), ImportListener.NONE);
            ImportSummary two = database.importFiles(List.of(overlapping, first), new ImportOptions(2, 64), ImportListener.NONE);
            assertEquals(200, one.imported());
            assertEquals(0, one.duplicates());
            assertEquals(60, two.imported());
            assertEquals(50, two.duplicates());
            assertEquals(1, two.alreadyImported());
            assertEquals(260, database.gameCount());
        }
    }

    @Test
    void rejectedGamesAreCountedByReasonAndWrittenNextToTheDatabase() throws Exception {
        List<String> games = worldMatchGames();
        String illegal = "[Event \"broken\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n";
        String nullMove = "[Event \"null\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n1. e4 -- 2. d4 *\n";
        Path pgn = write("mixed.pgn", List.of(games.get(0), illegal, games.get(1), nullMove, games.get(2)));
        try (OpeningDatabase database = open()) {
            ImportSummary summary = database.importFiles(List.of(pgn), new ImportOptions(1, 10), ImportListener.NONE);
            assertEquals(3, summary.imported());
            assertEquals(Map.of("illegal_move", 1L, "null_move", 1L), summary.rejectedByReason());
            assertEquals(database.rejectFile(), summary.rejectFile());
            assertEquals(folder.resolve("db.rejected.pgn"), summary.rejectFile());
            String rejects = Files.readString(summary.rejectFile(), StandardCharsets.UTF_8);
            assertTrue(rejects.contains("% rejected: ") && rejects.contains("2. Ke3") && rejects.contains("1. e4 -- 2. d4"), rejects);
            assertTrue(rejects.contains("mixed.pgn:"), "names the file: " + rejects);
            int readBack = 0;
            try (PgnReader reader = PgnReader.open(summary.rejectFile())) {
                for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                    readBack++;
                }
            }
            assertEquals(2, readBack, "the reject file is PGN again");
        }
    }

    @Test
    void appendingFilesGivesTheStatisticsOfAllGames() throws Exception {
        List<String> games = worldMatchGames();
        Path first = write("first.pgn", games.subList(0, 300));
        Path second = write("second.pgn", games.subList(300, games.size()));
        Path all = write("all.pgn", games);
        try (OpeningDatabase appended = open(); OpeningDatabase together = OpeningDatabase.open(folder.resolve("together"), SETTINGS,
                EcoTable.EMPTY)) {
            appended.importFiles(List.of(first), new ImportOptions(2, 50), ImportListener.NONE);
            appended.importFiles(List.of(second), new ImportOptions(2, 50), ImportListener.NONE);
            together.importFiles(List.of(all), new ImportOptions(2, 1000), ImportListener.NONE);
            assertSameStatistics(together, appended, all);
        }
    }

    @Test
    void aCancelledImportKeepsWhatItReadAndResumesWhereItStopped() throws Exception {
        Path all = write("all.pgn", worldMatchGames());
        try (OpeningDatabase resumed = open(); OpeningDatabase uninterrupted = OpeningDatabase.open(folder.resolve("uninterrupted"),
                SETTINGS, EcoTable.EMPTY)) {
            AtomicInteger reports = new AtomicInteger();
            ImportSummary stopped = resumed.importFiles(List.of(all), new ImportOptions(2, 100), new ImportListener() {
                @Override
                public void progress(ImportProgress progress) {
                    reports.incrementAndGet();
                }

                @Override
                public boolean isCancelled() {
                    return reports.get() >= 2;
                }
            });
            assertTrue(stopped.cancelled());
            assertTrue(stopped.imported() > 0 && stopped.imported() < 580, "imported " + stopped.imported());
            assertEquals(stopped.imported(), resumed.gameCount());
            ImportSummary rest = resumed.importFiles(List.of(all), new ImportOptions(2, 100), ImportListener.NONE);
            assertFalse(rest.cancelled());
            assertEquals(0, rest.duplicates());
            assertTrue(rest.resumed() > 0);
            assertEquals(580, stopped.imported() + rest.imported());
            uninterrupted.importFiles(List.of(all), new ImportOptions(2, 100), ImportListener.NONE);
            assertSameStatistics(uninterrupted, resumed, all);
        }
    }

    @Test
    void aZstandardFileImportsLikeThePlainOneWithProgressInCompressedBytes() throws Exception {
        Path plain = write("all.pgn", worldMatchGames());
        Path compressed = folder.resolve("all.pgn.zst");
        try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(compressed))) {
            Files.copy(plain, out);
        }
        try (OpeningDatabase fromPlain = open(); OpeningDatabase fromZstandard = OpeningDatabase.open(folder.resolve("zstd"),
                SETTINGS, EcoTable.EMPTY)) {
            ImportSummary expected = fromPlain.importFiles(List.of(plain), new ImportOptions(2, 100), ImportListener.NONE);
            List<ImportProgress> reports = new ArrayList<>();
            ImportSummary actual = fromZstandard.importFiles(List.of(compressed), new ImportOptions(2, 100), reports::add);
            assertEquals(580, actual.imported());
            assertEquals(expected.imported(), actual.imported());
            assertEquals(expected.duplicates(), actual.duplicates());
            assertEquals(expected.rejectedByReason(), actual.rejectedByReason());
            assertEquals(Files.size(compressed), actual.bytes());
            assertSameStatistics(fromPlain, fromZstandard, plain);
            long previous = 0;
            for (ImportProgress report : reports) {
                assertEquals(Files.size(compressed), report.totalBytes());
                assertTrue(report.bytesRead() >= previous && report.bytesRead() <= report.totalBytes(), report.toString());
                previous = report.bytesRead();
            }
            assertEquals(Files.size(compressed), previous);
        }
    }

    @Test
    void anEmptyDatabaseAnswersWithNothing() throws Exception {
        try (OpeningDatabase database = open()) {
            Exploration start = database.explore(Position.startpos(), ExploreFilter.NONE);
            assertEquals(0, start.games());
            assertTrue(start.moves().isEmpty());
            assertEquals(0, database.games(null, "", GameSort.ELO, 10).total());
            assertNull(database.game(1));
            assertTrue(database.endgameStatistics().isEmpty());
        }
    }

    private OpeningDatabase open() throws Exception {
        return OpeningDatabase.open(folder.resolve("db"), SETTINGS, EcoTable.EMPTY);
    }

    private static void assertSameStatistics(OpeningDatabase expected, OpeningDatabase actual, Path pgn) throws Exception {
        assertEquals(expected.gameCount(), actual.gameCount());
        assertEquals(expected.endgameStatistics(), actual.endgameStatistics());
        Set<Long> checked = new HashSet<>();
        for (BruteForce.NumberedGame game : BruteForce.games(pgn)) {
            Position position = Position.fromSetup(game.record().start(), game.record().variant(), true);
            int[] moves = game.record().moves();
            for (int ply = 0; ply < 10 && ply < moves.length; ply++) {
                if (checked.add(position.key())) {
                    assertEquals(expected.explore(position, ExploreFilter.NONE), actual.explore(position, ExploreFilter.NONE));
                }
                position.play(moves[ply]);
            }
        }
    }

    private Path write(String name, List<String> games) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, String.join("\n", games), StandardCharsets.UTF_8);
        return file;
    }

    /** The world championship games, verbatim, one string each. */
    static List<String> worldMatchGames() throws Exception {
        List<String> games = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(TestData.worldMatches())) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                games.add(record.text().strip() + "\n");
            }
        }
        return games;
    }
}
