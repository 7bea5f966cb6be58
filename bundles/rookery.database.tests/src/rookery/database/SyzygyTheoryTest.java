package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * Practice against theory from the shared Syzygy tables (skipped when they are absent): each game's
 * first position within them, with the fifty-move rule and the game's halfmove clock, at import and
 * by {@link OpeningDatabase#updateTheory} alike.
 */
class SyzygyTheoryTest {

    /**
     * A queen against a rook, won, drawn in the game; the same with 60 plies already on the clock (a
     * cursed win: a draw in theory, held); rook against rook, drawn; and a king and pawn that Black
     * wins.
     */
    private static final String GAMES = """
            [Event "Queen against rook"]
            [White "A"]
            [Black "B"]
            [Result "1/2-1/2"]
            [SetUp "1"]
            [FEN "8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1"]

            1. Qc2+ Kd4 1/2-1/2

            [Event "Queen against rook, late"]
            [White "A"]
            [Black "B"]
            [Result "1/2-1/2"]
            [SetUp "1"]
            [FEN "8/8/8/3r4/8/2k5/8/1QK5 w - - 60 31"]

            31. Qc2+ Kd4 1/2-1/2

            [Event "Rooks"]
            [White "C"]
            [Black "D"]
            [Result "1/2-1/2"]
            [SetUp "1"]
            [FEN "4k3/8/8/8/8/8/7r/R3K3 w - - 0 1"]

            1. Kf1 Kd7 1/2-1/2

            [Event "Pawn"]
            [White "E"]
            [Black "F"]
            [Result "0-1"]
            [SetUp "1"]
            [FEN "8/8/8/8/8/4k3/4p3/6K1 b - - 0 1"]

            1... Kf3 2. Kh2 e1=Q 0-1

            """;

    @TempDir
    Path folder;

    private SyzygyTablebases syzygy;
    private Path pgn;

    @BeforeEach
    void tables() throws Exception {
        syzygy = SyzygyTablebases.open(List.of(TestData.syzygy()));
        pgn = Files.writeString(folder.resolve("endings.pgn"), GAMES, StandardCharsets.UTF_8);
    }

    @Test
    void eachGamesFirstPositionWithinTheSyzygyTablesAtImportAndByUpdating() throws Exception {
        try (OpeningDatabase imported = OpeningDatabase.open(folder.resolve("with"));
                OpeningDatabase updated = OpeningDatabase.open(folder.resolve("without"))) {
            imported.importFiles(List.of(pgn), ImportOptions.defaults().withSyzygy(syzygy), ImportListener.NONE);
            check(imported.theoryReport(null, 5));
            updated.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(0, updated.theoryReport(null, 5).total().games());
            assertEquals(4, updated.updateTheory(new TheoryTables(null, syzygy), 1, ScanProgress.NONE));
            check(updated.theoryReport(null, 5));
        }
    }

    private static void check(TheoryReport report) {
        TheoryRow total = report.total();
        assertEquals(4, total.games());
        assertEquals(2, total.theoryWins(), "the early queen against rook and Black's pawn");
        assertEquals(1, total.converted(), "Black queened");
        assertEquals(1, total.winsDrawn(), "the queen drew");
        assertEquals(2, total.theoryDraws(), "the late queen against rook (a cursed win) and the rooks");
        assertEquals(2, total.drawsHeld());
        assertEquals(List.of("KPvK", "KQvKR", "KRvKR"), report.bySignature().stream().map(TheoryRow::label).sorted().toList());
    }
}
