package rookery.tablebase.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;

/** What the tables do not answer, and damaged files: each refused with the reason, the rest keep working. */
class RefusalTest {

    private static final String KQK = "8/8/8/8/8/2k5/8/1QK5 w - - 0 1";
    private static final String KRK = "8/8/8/8/8/2k5/8/1RK5 w - - 0 1";

    @TempDir
    Path temporary;

    /** A folder without tables: these refusals come before any table is looked for (and need no shared data). */
    private SyzygyTablebases noTables() throws IOException {
        return SyzygyTablebases.open(List.of(temporary));
    }

    @Test
    void aPositionWithCastlingRightsIsNotProbed() {
        NotProbedException refused = assertThrows(NotProbedException.class,
                () -> noTables().probeWdl(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")));
        assertEquals(NotProbedException.Reason.CASTLING_RIGHTS, refused.reason());
        assertTrue(refused.getMessage().contains("castling"), refused.getMessage());
    }

    @Test
    void morePiecesThanTheLargestTableAreNotProbed() {
        NotProbedException refused = assertThrows(NotProbedException.class,
                () -> noTables().probeDtz(Position.fromFen("4k3/8/8/8/8/8/PP6/RN2K3 w - - 0 1")));
        assertEquals(NotProbedException.Reason.TOO_MANY_PIECES, refused.reason());
    }

    @Test
    void aMissingTableIsNamed() throws IOException {
        copy("KRvK.rtbw");
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(temporary));
        assertEquals(SyzygyWdl.WIN, tablebases.probeWdl(Position.fromFen(KRK)));
        NotProbedException noDtz = assertThrows(NotProbedException.class, () -> tablebases.probeDtz(Position.fromFen(KRK)));
        assertEquals(NotProbedException.Reason.MISSING_TABLE, noDtz.reason());
        assertTrue(noDtz.getMessage().contains("KRvK.rtbz"), noDtz.getMessage());
        NotProbedException noTable = assertThrows(NotProbedException.class,
                () -> tablebases.probeWdl(Position.fromFen("8/8/8/8/8/2k5/8/1q2K3 w - - 0 1")));
        assertTrue(noTable.getMessage().contains("KQvK.rtbw"), noTable.getMessage());
    }

    @Test
    void aTableWithBadMagicIsRefusedNamingTheFileAndTheOthersKeepWorking() throws IOException {
        copy("KRvK.rtbw");
        Path damaged = copy("KQvK.rtbw");
        byte[] bytes = Files.readAllBytes(damaged);
        bytes[0] ^= 0x55;
        Files.write(damaged, bytes);
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(temporary));
        for (int attempt = 0; attempt < 2; attempt++) {
            DamagedTableException refused = assertThrows(DamagedTableException.class, () -> tablebases.probeWdl(Position.fromFen(KQK)));
            assertEquals(damaged, refused.file());
            assertTrue(refused.getMessage().startsWith(damaged.toString()), refused.getMessage());
            assertTrue(refused.getMessage().contains("bad magic"), refused.getMessage());
        }
        assertEquals(SyzygyWdl.WIN, tablebases.probeWdl(Position.fromFen(KRK)));
    }

    @Test
    void aTruncatedTableIsRefusedNamingTheFile() throws IOException {
        Path truncated = copy("KQvKR.rtbz");
        byte[] bytes = Files.readAllBytes(truncated);
        Files.write(truncated, Arrays.copyOf(bytes, bytes.length / 2));
        copy("KQvKR.rtbw");
        copy("KQvK.rtbw");
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(temporary));
        Position position = Position.fromFen("8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1");
        assertEquals(SyzygyWdl.WIN, tablebases.probeWdl(position));
        DamagedTableException refused = assertThrows(DamagedTableException.class, () -> tablebases.probeDtz(position));
        assertEquals(truncated, refused.file());
        assertTrue(refused.getMessage().contains("truncated"), refused.getMessage());
    }

    @Test
    void aFileOfOtherMaterialThanItsNameIsRefused() throws IOException {
        Files.copy(SyzygyTestData.folder().resolve("KRvK.rtbw"), temporary.resolve("KQvK.rtbw"));
        SyzygyTablebases tablebases = SyzygyTablebases.open(List.of(temporary));
        DamagedTableException refused = assertThrows(DamagedTableException.class, () -> tablebases.probeWdl(Position.fromFen(KQK)));
        assertTrue(refused.getMessage().contains("KQvK"), refused.getMessage());
    }

    @Test
    void tablesSpreadOverSeveralFoldersAnswerTogether() throws IOException {
        Path first = Files.createDirectory(temporary.resolve("first"));
        Path second = Files.createDirectory(temporary.resolve("second"));
        Files.copy(SyzygyTestData.folder().resolve("KQvKR.rtbw"), first.resolve("KQvKR.rtbw"));
        Files.copy(SyzygyTestData.folder().resolve("KQvKR.rtbz"), first.resolve("KQvKR.rtbz"));
        Files.copy(SyzygyTestData.folder().resolve("KRvK.rtbw"), second.resolve("KRvK.rtbw"));
        Files.copy(SyzygyTestData.folder().resolve("KQvK.rtbw"), second.resolve("KQvK.rtbw"));
        SyzygyTablebases tablebases = SyzygyTablebases.open(first + java.io.File.pathSeparator + second);
        assertEquals(List.of(first, second), tablebases.folders());
        assertEquals(4, tablebases.maxPieces());
        assertEquals(Map.of(3, 2, 4, 1), tablebases.tablesByPieceCount());
        // Black to move takes the queen: the answer needs KRvK from the second folder.
        assertEquals(SyzygyWdl.WIN, tablebases.probeWdl(Position.fromFen("8/8/8/8/8/1k4K1/8/1Q2r3 b - - 0 1")));
    }

    @Test
    void aMissingFolderIsNamed() {
        Path missing = temporary.resolve("nowhere");
        NoSuchFileException refused = assertThrows(NoSuchFileException.class, () -> SyzygyTablebases.open(List.of(missing)));
        assertEquals(missing.toString(), refused.getFile());
    }

    private Path copy(String name) throws IOException {
        return Files.copy(SyzygyTestData.folder().resolve(name), temporary.resolve(name));
    }
}
