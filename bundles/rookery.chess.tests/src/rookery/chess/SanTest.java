package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class SanTest {

    private static final String CASTLING = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | g1f3 | Nf3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | e2e4 | e4
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2    | e4d5 | exd5
            rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3   | e5f6 | exf6
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                              | e1g1 | O-O
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                              | e1c1 | O-O-O
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                              | a1a8 | Rxa8+
            6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1                                  | a1a8 | Ra8#
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                      | a7a8q | a8=Q
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                      | a7a8n | a8=N
            1n4k1/P7/8/8/8/8/8/6K1 w - - 0 1                                    | a7b8r | axb8=R+
            7k/8/8/8/8/8/8/1N1N2K1 w - - 0 1                                    | b1c3 | Nbc3
            7k/8/8/8/8/8/8/1N1N2K1 w - - 0 1                                    | d1c3 | Ndc3
            7k/8/8/N7/8/8/8/N5K1 w - - 0 1                                      | a1b3 | N1b3
            7k/8/8/N7/8/8/8/N5K1 w - - 0 1                                      | a5b3 | N5b3
            8/8/7k/8/Q1Q5/8/Q7/6K1 w - - 0 1                                    | a4b3 | Qa4b3
            8/8/7k/8/Q1Q5/8/Q7/6K1 w - - 0 1                                    | c4b3 | Qcb3
            8/8/7k/8/Q1Q5/8/Q7/6K1 w - - 0 1                                    | a2b3 | Q2b3
            """)
    void formatsAndParses(String fen, String uci, String san) {
        Position position = Position.fromFen(fen);
        int move = Uci.parse(position, uci);
        assertEquals(san, San.format(position, move));
        assertEquals(move, San.parse(position, san));
        assertEquals(fen, position.fen(), "format and parse leave the position unchanged");
    }

    @Test
    void disambiguationIgnoresPinnedPieces() {
        // The knight on e2 is pinned against the king, so Nc3 needs no file.
        Position position = Position.fromFen("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1");
        assertEquals("Nc3", San.format(position, Uci.parse(position, "b1c3")));
        assertEquals(Uci.parse(position, "b1c3"), San.parse(position, "Nbc3"));
    }

    @Test
    void chess960CastlingIsWrittenAsOO() {
        // King on b1, rooks on a1 and h1: queen-side castling moves the king one square to c1.
        Position position = Position.fromFen("1k5r/8/8/8/8/8/8/RK5R w HAh - 0 1", Variant.CHESS960);
        int queenSide = Uci.parse(position, "b1a1");
        int kingSide = Uci.parse(position, "b1h1");
        assertEquals("O-O-O", San.format(position, queenSide));
        assertEquals("O-O", San.format(position, kingSide));
        assertEquals(queenSide, San.parse(position, "0-0-0"));
        assertEquals(kingSide, San.parse(position, "O-O"));
        assertEquals(kingSide, San.parse(position, "Kxh1"), "king onto its rook");
        assertEquals(kingSide, San.parse(position, "Kh1"));
        assertEquals(queenSide, San.parse(position, "Kxa1"));
        assertEquals(Uci.parse(position, "b1c1"), San.parse(position, "Kc1"), "an ordinary king move wins over castling");
    }

    @ParameterizedTest(name = "{1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | 0-0       | e1g1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | 0-0-0     | e1c1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | O-O-O+    | e1c1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | o-o       | e1g1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Kg1       | e1g1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | e1g1      | e1g1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Rxa8      | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Ra8#!?    | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Rxa8+?!   | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Rxa8!!    | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Rxa8??    | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Ra1xa8    | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Ra1-a8+   | a1a8
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Rad1      | a1d1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | R1d1      | a1d1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                        | Ra1d1     | a1d1
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Ngf3      | g1f3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | N1f3      | g1f3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nf3+      | g1f3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | g1f3      | g1f3
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | e2-e4     | e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Pe4       | e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | e4!       | e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | e4?       | e2e4
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | ed5       | e4d5
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4xd5     | e4d5
            rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e:d5      | e4d5
            rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | exf6e.p. | e5f6
            rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | ef6       | e5f6
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8Q       | a7a8q
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8=q      | a7a8q
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8(N)     | a7a8n
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8/R      | a7a8r
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a7a8b     | a7a8b
            """)
    void readsLenientForms(String fen, String san, String uci) {
        Position position = Position.fromFen(fen);
        assertEquals(uci, position.uci(San.parse(position, san)));
    }

    @ParameterizedTest(name = "{1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nf4       | ILLEGAL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | e5        | ILLEGAL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | O-O       | ILLEGAL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nhf3      | ILLEGAL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Xf3       | UNKNOWN_PIECE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nf9       | SYNTAX
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nzf3      | SYNTAX
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | +         | SYNTAX
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | --        | NULL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Z0        | NULL_MOVE
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | e4=Q      | ILLEGAL_PROMOTION
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1    | Nf3=Q     | ILLEGAL_PROMOTION
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8        | ILLEGAL_PROMOTION
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8=K      | ILLEGAL_PROMOTION
            8/P5k1/8/8/8/8/8/6K1 w - - 0 1                                | a8=X      | UNKNOWN_PIECE
            7k/8/8/8/8/8/8/1N1N2K1 w - - 0 1                              | Nc3       | AMBIGUOUS
            8/8/7k/8/Q1Q5/8/Q7/6K1 w - - 0 1                              | Qab3      | AMBIGUOUS
            """)
    void rejectsWithReason(String fen, String san, SanException.Reason reason) {
        SanException e = assertThrows(SanException.class, () -> San.parse(Position.fromFen(fen), san));
        assertEquals(reason, e.reason(), e.getMessage());
        assertEquals(san, e.token());
        assertTrue(e.getMessage().startsWith("'" + san + "'"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--", "Z0", "0000", "@@@@"})
    void recognizesNullMoves(String token) {
        assertTrue(San.isNullMove(token));
    }

    static Stream<Path> edgeCasePgns() throws IOException {
        Path dir = PerftSuite.sharedData().resolve("pgn/edge-cases");
        Assumptions.assumeTrue(Files.isDirectory(dir), "shared test data not found: " + dir);
        return Files.list(dir).filter(p -> p.toString().endsWith(".pgn") && !p.endsWith("pychess-badpgn.pgn")).sorted();
    }

    /** Every legal move of every position of every game: format, then parse gives the move back. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("edgeCasePgns")
    void roundTripsEveryMoveOfEdgeCaseGames(Path file) throws IOException {
        int games = 0;
        for (PgnMovetext game : PgnMovetext.read(file)) {
            Position position = game.start();
            for (String token : game.moves()) {
                if (San.isNullMove(token)) {
                    break; // Position has no null move; the rest of the game is not replayable here.
                }
                assertRoundTripOfAllMoves(position, game.toString());
                int move = San.parse(position, token);
                String san = San.format(position, move);
                assertEquals(move, San.parse(position, san), game + " " + token);
                position.play(move);
            }
            games++;
        }
        assertTrue(games > 0, "no games in " + file);
    }

    @Test
    void badPgnMovetextIsRejected() throws IOException {
        Path file = PerftSuite.sharedData().resolve("pgn/edge-cases/pychess-badpgn.pgn");
        Assumptions.assumeTrue(Files.isRegularFile(file));
        PgnMovetext game = PgnMovetext.read(file).get(0);
        for (String token : game.moves()) {
            SanException e = assertThrows(SanException.class, () -> San.parse(game.start(), token));
            assertEquals(SanException.Reason.SYNTAX, e.reason(), e.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"random.perft", "tricky.perft", "chess960.perft"})
    void roundTripsEveryMoveOfPerftPositions(String fileName) throws IOException {
        Variant variant = fileName.startsWith("chess960") ? Variant.CHESS960 : Variant.STANDARD;
        for (PerftSuite suite : PerftSuite.read(fileName)) {
            Position position = Position.fromSetup(Fen.parse(suite.epd()), variant, true);
            assertRoundTripOfAllMoves(position, suite.id());
        }
    }

    private static void assertRoundTripOfAllMoves(Position position, String where) {
        String fen = position.fen();
        for (int move : position.legalMoves()) {
            String san = San.format(position, move);
            int parsed = San.parse(position, san);
            if (parsed != move) {
                throw new AssertionError(where + ": " + fen + " " + position.uci(move) + " -> " + san + " -> " + position.uci(parsed));
            }
        }
        assertEquals(fen, position.fen(), where);
    }
}
