package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.encoding.MaterialSignature;
import rookery.pgn.GameResult;
import rookery.tablebase.GenerationListener;
import rookery.tablebase.Signature;
import rookery.tablebase.TableGenerator;
import rookery.tablebase.Tablebases;

/**
 * Practice against theory over the bundled sample's 3,060 engine games (many played out to mate):
 * the counts by material, Elo band and player equal a replay of every stored game that probes the
 * tables at its first position of at most five pieces with a table; computed at import and by
 * {@link OpeningDatabase#updateTheory} alike.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TheoryTest {

    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    static Path folder;

    private Tablebases tables;
    private OpeningDatabase database;

    @BeforeAll
    void importWithTables() throws Exception {
        assertTrue(Files.isRegularFile(SAMPLE), SAMPLE.toAbsolutePath().toString());
        tables = Tablebases.open(Files.createDirectories(folder.resolve("tables")));
        TableGenerator generator = new TableGenerator(tables, 2, GenerationListener.SILENT);
        for (String signature : List.of("KQK", "KRK", "KBK", "KNK", "KPK", "KRKR", "KQKR")) {
            generator.generateMissing(Signature.parse(signature));
        }
        database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(SAMPLE), ImportOptions.defaults().withTables(tables), ImportListener.NONE);
    }

    @AfterAll
    void close() throws Exception {
        database.close();
    }

    @Test
    void countsAtImportEqualAReplayThatProbesTheTables() throws Exception {
        Expected expected = replay(null);
        assertTrue(expected.total[0] > 30, "games reaching the tables: " + expected.total[0]);
        check(expected, database.theoryReport(null, 3));
    }

    @Test
    void updatingFindsTheSameAndAPlayerSeesItFromTheirSide() throws Exception {
        long found = database.updateTheory(TheoryTables.of(tables), 2, ScanProgress.NONE);
        Expected expected = replay(null);
        assertEquals(expected.games, found);
        check(expected, database.theoryReport(null, 3));
        String player = database.theoryReport(null, 0).byPlayer().get(0).label();
        Expected mine = replay(player);
        TheoryReport report = database.theoryReport(player, 3);
        check(mine, report);
        assertEquals(1, report.byPlayer().size());
        assertEquals(player, report.byPlayer().get(0).label());
    }

    @Test
    void aDatabaseImportedWithoutTablesGetsItsTheoryByUpdating() throws Exception {
        try (OpeningDatabase other = OpeningDatabase.open(folder.resolve("no-tables"))) {
            other.importFiles(List.of(SAMPLE), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(0, other.theoryReport(null, 3).total().games());
            assertEquals(expectedGames(), other.updateTheory(TheoryTables.of(tables), 2, ScanProgress.NONE));
            check(replay(null), other.theoryReport(null, 3));
        }
    }

    @Test
    void aGameSavedOneAtATimeGetsItsTheoryFromTheDefaultTables() throws Exception {
        try (OpeningDatabase saved = OpeningDatabase.open(folder.resolve("saved"))) {
            String previous = System.getProperty("rookery.tables");
            System.setProperty("rookery.tables", tables.directory().toString());
            try {
                saved.addGame("""
                        [Event "Queen ending"]
                        [White "Saver, A"]
                        [Black "Saver, B"]
                        [Date "2026.11.26"]
                        [Result "1/2-1/2"]
                        [SetUp "1"]
                        [FEN "8/8/8/8/8/2k5/8/4K2Q w - - 0 1"]

                        1. Qh3+ Kc2 1/2-1/2
                        """);
            } finally {
                if (previous == null) {
                    System.clearProperty("rookery.tables");
                } else {
                    System.setProperty("rookery.tables", previous);
                }
            }
            TheoryRow total = saved.theoryReport(null, 3).total();
            assertEquals(1, total.games());
            assertEquals(1, total.theoryWins());
            assertEquals(1, total.winsDrawn(), "a queen up and drawn");
        }
    }

    private long expectedGames() throws Exception {
        return replay(null).games;
    }

    /** Counts by the brute-force replay: [games, theory wins, converted, drawn, lost, theory draws, held, lost, theory losses, saves]. */
    private static final class Expected {
        final int[] total = new int[10];
        final Map<String, int[]> bySignature = new HashMap<>();
        long games;
    }

    private Expected replay(String player) throws Exception {
        Expected expected = new Expected();
        for (long id = 1; id <= database.lastGameId(); id++) {
            Game game = database.game(id);
            if (game == null) {
                continue;
            }
            Position position = game.startPosition();
            int theory = 0;
            String signature = null;
            for (int ply = 0;; ply++) {
                if (Long.bitCount(position.occupied()) <= 5 && position.castlingRights() == 0) {
                    int wdl = tables.probeWdl(position);
                    if (wdl != Tablebases.UNKNOWN) {
                        theory = wdl == Tablebases.DRAW ? 2 : (wdl == Tablebases.WIN) == (position.turn() == Color.WHITE) ? 1 : 3;
                        signature = MaterialSignature.name(MaterialSignature.of(position));
                        break;
                    }
                }
                if (ply == game.moves().length) {
                    break;
                }
                position.play(game.moves()[ply]);
            }
            if (theory == 0) {
                continue;
            }
            expected.games++;
            GameResult result = game.header().result();
            if (result == GameResult.UNKNOWN) {
                continue;
            }
            Color side = null;
            if (player != null) {
                side = player.equals(game.header().white()) ? Color.WHITE : player.equals(game.header().black()) ? Color.BLACK : null;
                if (side == null) {
                    continue;
                }
            }
            int[] counts = count(theory, result, side);
            add(expected.total, counts);
            add(expected.bySignature.computeIfAbsent(signature, name -> new int[10]), counts);
        }
        return expected;
    }

    private static int[] count(int theory, GameResult result, Color side) {
        int[] counts = new int[10];
        counts[0] = 1;
        if (theory == 2) {
            counts[5] = 1;
            if (result == GameResult.DRAW) {
                counts[6] = 1;
            } else if (side == null || (result == GameResult.WHITE_WINS) != (side == Color.WHITE)) {
                counts[7] = 1;
            }
            return counts;
        }
        Color winner = theory == 1 ? Color.WHITE : Color.BLACK;
        GameResult winnersWin = winner == Color.WHITE ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
        if (side != null && side != winner) {
            counts[8] = 1;
            counts[9] = result != winnersWin ? 1 : 0;
            return counts;
        }
        counts[1] = 1;
        counts[result == winnersWin ? 2 : result == GameResult.DRAW ? 3 : 4] = 1;
        return counts;
    }

    private static void add(int[] into, int[] counts) {
        for (int i = 0; i < into.length; i++) {
            into[i] += counts[i];
        }
    }

    private static void check(Expected expected, TheoryReport report) {
        assertEquals(expected.total[0], report.total().games());
        assertRow(expected.total, report.total());
        assertEquals(expected.bySignature.size(), report.bySignature().size());
        for (TheoryRow row : report.bySignature()) {
            assertRow(expected.bySignature.get(row.label()), row);
        }
        int byElo = 0;
        for (TheoryRow row : report.byElo()) {
            byElo += row.games();
        }
        assertEquals(expected.total[0], byElo);
    }

    private static void assertRow(int[] expected, TheoryRow row) {
        assertEquals(List.of(expected[0], expected[1], expected[2], expected[3], expected[4], expected[5], expected[6], expected[7], expected[8],
                expected[9]), List.of(row.games(), row.theoryWins(), row.converted(), row.winsDrawn(), row.winsLost(), row.theoryDraws(),
                        row.drawsHeld(), row.drawsLost(), row.theoryLosses(), row.saves()), row.label());
        assertTrue(row.missed().size() <= 3);
        assertEquals(Math.min(3, expected[3] + expected[4] + expected[7]), row.missed().size(), row.label());
    }
}
