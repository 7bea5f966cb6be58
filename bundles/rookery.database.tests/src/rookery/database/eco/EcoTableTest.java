package rookery.database.eco;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.MoveText;

class EcoTableTest {

    private static final EcoTable BUILT_IN = EcoTable.builtIn();

    @TempDir
    Path folder;

    @Test
    void everyCodeFromA00ToE99HasALine() {
        TreeSet<String> codes = new TreeSet<>();
        BUILT_IN.lines().forEach(line -> codes.add(line.eco()));
        for (char letter = 'A'; letter <= 'E'; letter++) {
            for (int number = 0; number < 100; number++) {
                String code = String.format("%c%02d", letter, number);
                assertTrue(codes.contains(code), "no line for " + code);
            }
        }
        assertEquals(500, codes.size());
    }

    @Test
    void everyLineReplaysInCanonicalSanAndEndsInItsOwnPosition() {
        Map<Long, EcoLine> byPosition = new HashMap<>();
        for (EcoLine line : BUILT_IN.lines()) {
            Position position = Position.startpos();
            int[] moves = MoveText.play(position, line.moves());
            assertEquals(line.moves(), EcoImport.movetext(Position.startpos(), moves), line.eco() + " " + line.name());
            EcoLine other = byPosition.put(position.key(), line);
            assertNull(other, line + " ends where " + other + " does");
            assertEquals(line, BUILT_IN.at(position.key()));
        }
        assertTrue(BUILT_IN.size() >= 1000, "lines: " + BUILT_IN.size());
    }

    @Test
    void positionsAreNamedByTheDeepestLineTheyPassedThrough() {
        Position najdorf = Position.startpos();
        MoveText.play(najdorf, "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. h4");
        assertEquals("B90", BUILT_IN.classify(najdorf).eco());
        Position transposed = Position.startpos();
        MoveText.play(transposed, "1. c4 e6 2. Nc3 Nf6 3. d4 Bb4");
        assertEquals("E20", BUILT_IN.classify(transposed).eco());
        assertNull(BUILT_IN.classify(Position.startpos()));
        Position fromFen = Position.fromFen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assertEquals("B20", BUILT_IN.classify(fromFen).eco());
    }

    @Test
    void readsTheThreeExternalFormats() throws Exception {
        Path pgn = folder.resolve("eco.pgn");
        Files.writeString(pgn, "[ECO \"B90\"]\n[Opening \"Sicilian\"]\n[Variation \"Najdorf\"]\n\n"
                + "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *\n");
        Path scid = folder.resolve("scid.eco");
        Files.writeString(scid, "# comment\nA00a \"Start position\"  *\nB90a \"Sicilian: Najdorf\"  1.e4 c5 2.Nf3 d6\n"
                + "  3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 *\nC00z \"Broken\" 1.e4 e5 2.Ke3 *\n");
        Path tsv = folder.resolve("openings.tsv");
        Files.writeString(tsv, "eco\tname\tpgn\nB90\tSicilian Defense: Najdorf Variation\t1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6\n",
                StandardCharsets.UTF_8);
        EcoImport.Result fromPgn = EcoImport.read(pgn, EcoImport.Format.of(pgn));
        EcoImport.Result fromScid = EcoImport.read(scid, EcoImport.Format.of(scid));
        EcoImport.Result fromTsv = EcoImport.read(tsv, EcoImport.Format.of(tsv));
        String najdorf = "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6";
        assertEquals(List.of(new EcoLine("B90", "Sicilian: Najdorf", najdorf)), fromPgn.lines());
        assertEquals(List.of(new EcoLine("A00", "Start position", ""), new EcoLine("B90", "Sicilian: Najdorf", najdorf)), fromScid.lines());
        assertEquals(1, fromScid.problems().size());
        assertTrue(fromScid.problems().get(0).contains("scid.eco:5"), fromScid.problems().get(0));
        assertEquals(List.of(new EcoLine("B90", "Sicilian Defense: Najdorf Variation", najdorf)), fromTsv.lines());
    }

    @Test
    void readsTheRealExternalTablesWithoutProblems() throws Exception {
        Path pgnExtract = Path.of("/usr/share/pgn-extract/eco.pgn");
        Path lichess = Path.of(System.getProperty("rookery.shared.data", "../shared/data"), "openings", "c.tsv");
        assumeTrue(Files.isRegularFile(pgnExtract) && Files.isRegularFile(lichess), "external ECO tables not installed");
        EcoImport.Result extract = EcoImport.read(pgnExtract, EcoImport.Format.PGN);
        EcoImport.Result openings = EcoImport.read(lichess, EcoImport.Format.TSV);
        assertEquals(List.of(), extract.problems());
        assertEquals(List.of(), openings.problems());
        assertTrue(extract.lines().size() > 2000);
        assertNotNull(EcoTable.of(openings.lines()).classify(positionAfter("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6")));
    }

    private static Position positionAfter(String moves) {
        Position position = Position.startpos();
        MoveText.play(position, moves);
        return position;
    }
}
