package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EpdTest {

    @Test
    void readsOperations() {
        EpdRecord record = Epd.parse("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\"; "
                + "c0 \"mate in 3\"; acd 12; ce +325; pv Qg6 fxg6; xyz a \"b c\";");
        Position position = record.position();
        assertEquals("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - 0 1", position.fen());
        assertEquals("WAC.001", record.id());
        assertEquals("mate in 3", record.comment(0));
        assertNull(record.comment(1));
        assertArrayEquals(new int[] {Uci.parse(position, "g3g6")}, record.bestMoves());
        assertEquals(0, record.avoidMoves().length);
        assertEquals(12, record.analysisDepth().getAsLong());
        assertEquals(325, record.centipawns().getAsLong());
        assertEquals(2, record.principalVariation().length);
        assertEquals(List.of("a", "b c"), record.operation("xyz").orElseThrow().operands());
        assertEquals("2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id \"WAC.001\"; c0 \"mate in 3\"; "
                + "acd 12; ce +325; pv Qg6 fxg6; xyz a \"b c\";", Epd.format(record));
    }

    @Test
    void readsPerftSuiteLinesWithClocksAndEmptyOperations() {
        EpdRecord record = Epd.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902");
        assertEquals(Map.of(1, 20L, 2, 400L, 3, 8902L), record.perftCounts());
        record = Epd.parse("8/5kpp/8/8/1p3P2/6PP/r3KP2/1R1q4 w - -  7 31; D4 23441");
        assertEquals(7, record.setup().halfmoveClock());
        assertEquals(31, record.setup().fullmoveNumber());
        assertEquals("8/5kpp/8/8/1p3P2/6PP/r3KP2/1R1q4 w - - D4 23441; hmvc 7; fmvn 31;", Epd.format(record));
        assertEquals(record.setup(), Epd.parse(Epd.format(record)).setup());
    }

    @Test
    void toleratesLoneCheckMarksNulsAndMissingFinalSemicolon() {
        EpdRecord record = Epd.parse("1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - ; bm Qd1 + ; id BK.01 \0\0");
        assertEquals("d6d1", record.position().uci(record.bestMoves()[0]));
        assertEquals("BK.01", record.id());
    }

    @Test
    void ambiguousMoveAlternativesStandForEveryMatch() {
        // Kaufman #3 avoids "Ne5", which both black knights can play.
        EpdRecord record = Epd.parse("r1bqk2r/ppp2ppp/2n5/4P3/2Bp2n1/5N1P/PP1N1PP1/R2Q1RK1 b kq - 1 10 ; bm Nh6; am Ne5");
        Position position = record.position();
        assertEquals(Set.of(Uci.parse(position, "c6e5"), Uci.parse(position, "g4e5")),
                Arrays.stream(record.avoidMoves()).boxed().collect(Collectors.toSet()));
        assertThrows(EpdException.class, () -> Epd.parse("r1bqk2r/ppp2ppp/2n5/4P3/2Bp2n1/5N1P/PP1N1PP1/R2Q1RK1 b kq - 1 10 ; pv Ne5"));
    }

    @Test
    void toleratesMissingBlankAfterEnPassantDash() {
        EpdRecord record = Epd.parse("r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - -1 12 ; bm b4");
        assertEquals("r1bqrnk1/pp2bp1p/2p2np1/3p2B1/3P4/2NBPN2/PPQ2PPP/1R3RK1 w - - 1 12", record.position().fen());
    }

    @Test
    void hmvcAndFmvnSetTheClocks() {
        EpdRecord record = Epd.parse("4k3/8/8/8/8/8/8/4K3 b - - hmvc 12; fmvn 40;");
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 12 40", record.position().fen());
    }

    @Test
    void chess960CastlingFields() {
        EpdRecord record = Epd.parse("R3rkrR/8/8/8/8/8/8/r3RKRr w EGeg - 0 1 ;D1 25 ;D2 586", Variant.CHESS960);
        assertEquals(25, Perft.perft(record.position(), 1));
        assertEquals(586, Perft.perft(record.position(), 2));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            8/8/8/8/8/8/8/4K3                                   | 18 | missing side to move field
            4k3/8/8/8/8/8/8/4K3 x - -                           | 21 | invalid side to move field
            4k3/8/8/8/8/9/8/4K3 w - -                           | 13 | invalid board field
            4k3/8/8/8/8/8/8/4K3 w - e9                          | 25 | invalid en passant field
            4k3/8/8/8/8/8/8/8 w - -                             | 1  | not a legal position: no white king
            4k3/8/8/8/8/8/8/4K3 w - - bm Ke2; id "unterminated  | 38 | unterminated string in id
            4k3/8/8/8/8/8/8/4K3 w - - bm Kd1 Ke3;               | 34 | bm: 'Ke3'
            4k3/8/8/8/8/8/8/4K3 w - - pv Kd1 Ke2;               | 34 | pv: 'Ke2'
            4k3/8/8/8/8/8/8/4K3 w - - acd x12;                  | 31 | acd needs an integer
            4k3/8/8/8/8/8/8/4K3 w - - D1 5 6;                   | 27 | D1 needs one integer operand, not 2
            4k3/8/8/8/8/8/8/4K3 w - - 1x;                       | 28 | invalid halfmove clock
            4k3/8/8/8/8/8/8/4K3 w - - 0 1 +x;                   | 31 | expected an opcode
            4k3/8/8/8/8/8/8/4K3 w - - b.m Qd1;                  | 28 | unexpected '.' in opcode b
            """)
    void errorsNameTheColumn(String line, int column, String problem) {
        EpdException e = assertThrows(EpdException.class, () -> Epd.parse(line));
        assertEquals(column, e.column(), e.getMessage());
        assertTrue(e.problem().startsWith(problem), e.getMessage());
    }

    @Test
    void errorsNameTheLine() {
        String text = "# comment\n\n4k3/8/8/8/8/8/8/4K3 w - - id \"a\";\n4k3/8/8/8/8/8/8/4K3 w - - bm Qd1;\n";
        EpdException e = assertThrows(EpdException.class, () -> Epd.read(new BufferedReader(new StringReader(text)), Variant.STANDARD));
        assertEquals(4, e.line());
        assertEquals(30, e.column());
        assertTrue(e.getMessage().startsWith("line 4, column 30: bm: 'Qd1'"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"bratko-kopec.epd, 24", "ecm.epd, 879", "lct2.epd, 35", "sts.epd, 1500", "wac.epd, 300"})
    void readsTestSuites(String fileName, int count) throws IOException {
        List<EpdRecord> records = read("epd/" + fileName, Variant.STANDARD);
        assertEquals(count, records.size());
        for (EpdRecord record : records) {
            assertTrue(record.bestMoves().length + record.avoidMoves().length > 0, record.id());
            for (int move : record.bestMoves()) {
                assertTrue(record.position().isLegal(move), record.id());
            }
            assertEquals(record, Epd.parse(Epd.format(record)), record.id());
        }
    }

    /** The published Kaufman suite has "bm Bcx3 +" (for Bxc3) on line 6; the other 24 lines are fine. */
    @Test
    void kaufmanSuiteTypoIsLocated() throws IOException {
        Path file = PerftSuite.sharedData().resolve("epd/kaufman.epd");
        Assumptions.assumeTrue(Files.isRegularFile(file), "shared test data not found: " + file);
        EpdException e = assertThrows(EpdException.class, () -> Epd.read(file, Variant.STANDARD));
        assertEquals(file.toString(), e.source());
        assertEquals(6, e.line());
        assertEquals(71, e.column());
        assertEquals(SanException.Reason.SYNTAX, ((SanException) e.getCause()).reason());
        List<String> lines = Files.readAllLines(file);
        int records = 0;
        for (int i = 0; i < lines.size(); i++) {
            if (i != 5 && !lines.get(i).replace('\0', ' ').isBlank()) {
                EpdRecord record = Epd.parse(lines.get(i));
                assertTrue(record.bestMoves().length + record.avoidMoves().length > 0, lines.get(i));
                records++;
            }
        }
        assertEquals(24, records);
    }

    /** STS gives each scored move twice: SAN in c7 and UCI in c9, an independent check of SAN reading. */
    @Test
    void stsSanAndUciCommentsAgree() throws IOException {
        for (EpdRecord record : read("epd/sts.epd", Variant.STANDARD)) {
            Position position = record.position();
            String[] sans = record.comment(7).split(" ");
            String[] ucis = record.comment(9).split(" ");
            assertEquals(ucis.length, sans.length, record.id());
            for (int i = 0; i < sans.length; i++) {
                assertEquals(ucis[i], position.uci(San.parse(position, sans[i])), record.id());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"ferdy_perft_double_checks.epd, 184", "ferdy_perft_enpassant_1.epd, 3760", "frc_perftsuite.epd, 9",
            "perftsuite.epd, 127", "perftsuite2.epd, 32"})
    void readsPerftSuites(String fileName, int count) throws IOException {
        Variant variant = fileName.startsWith("frc") ? Variant.CHESS960 : Variant.STANDARD;
        List<EpdRecord> records = read("perft/" + fileName, variant);
        assertEquals(count, records.size());
        for (EpdRecord record : records) {
            assertTrue(!record.perftCounts().isEmpty(), Epd.format(record));
            Long moves = record.perftCounts().get(1);
            if (moves != null) {
                assertEquals(moves, Perft.perft(record.position(), 1), Epd.format(record));
            }
            assertEquals(record, Epd.parse(Epd.format(record), variant));
        }
    }

    private static List<EpdRecord> read(String path, Variant variant) throws IOException {
        Path file = PerftSuite.sharedData().resolve(path);
        Assumptions.assumeTrue(Files.isRegularFile(file), "shared test data not found: " + file);
        return Epd.read(file, variant);
    }
}
