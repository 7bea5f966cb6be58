package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link San#parse} resolves most tokens through {@link SanTarget}; {@link San#parseAlternatives}
 * always matches the full legal move list. For many tokens in many positions both must give the
 * same move, or fail with the same message.
 */
class SanTargetTest {

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2                             | bxc6
            4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2                             | Kb6
            8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2                             | b6
            4k3/4b3/8/2pP4/1K6/8/8/8 w - c6 0 2                          | dxc6
            4k3/8/8/2pP4/1K6/8/8/8 w - c6 0 2                            | dxc6
            4k3/8/n7/2pP4/1K6/8/8/8 w - c6 0 2                           | dxc6
            4k3/8/8/8/8/8/4N3/1N2K2r w - - 0 1                           | Nc3
            4k3/8/8/8/8/4r3/4N3/1N2K3 w - - 0 1                          | Nc3
            4k3/8/8/8/8/4r3/4N3/1N2K3 w - - 0 1                          | Nexc3
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                         | O-O
            r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1                       | O-O
            r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1                       | O-O-O
            r3k2r/8/8/8/8/8/3r4/R3K2R w KQkq - 0 1                       | O-O-O
            r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1                       | O-O-O
            r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1                          | O-O-O
            r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1                        | O-O-O
            1k5r/8/8/8/8/8/8/RK5R w HAh - 0 1                            | Kxa1
            1k5r/8/8/8/8/8/8/RK5R w HAh - 0 1                            | Kc1
            """)
    void agreesOnPinsEnPassantAndCastling(String fen, String token) {
        Position position = Position.fromFen(fen, Variant.CHESS960);
        assertAgreement(position, token, fen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"random.perft", "tricky.perft", "chess960.perft"})
    void agreesOnEveryMoveOfPerftPositions(String fileName) throws IOException {
        Variant variant = fileName.startsWith("chess960") ? Variant.CHESS960 : Variant.STANDARD;
        int tokens = 0;
        for (PerftSuite suite : PerftSuite.read(fileName)) {
            tokens += assertAgreementOnAllMoves(Position.fromSetup(Fen.parse(suite.epd()), variant, true), suite.id(), true);
        }
        assertTrue(tokens > 0, fileName);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rookery.chess.SanTest#edgeCasePgns")
    void agreesOnEveryMoveOfEdgeCaseGames(Path file) throws IOException {
        for (PgnMovetext game : PgnMovetext.read(file)) {
            Position position = game.start();
            for (String token : game.moves()) {
                if (San.isNullMove(token)) {
                    break;
                }
                assertAgreementOnAllMoves(position, game.toString(), false);
                assertAgreement(position, token, game + " " + token);
                position.play(San.parse(position, token));
            }
        }
    }

    @Test
    void parseDoesNotChangeThePosition() {
        Position position = Position.fromFen("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2");
        String fen = position.fen();
        assertEquals(Uci.parse(position, "a5b6"), San.parse(position, "Kb6"));
        assertEquals(fen, position.fen());
    }

    /**
     * Checks the SAN of every legal move, with {@code allSpellings} also its other spellings and
     * tokens close to it, and both castling tokens; returns the number of tokens.
     */
    private static int assertAgreementOnAllMoves(Position position, String where, boolean allSpellings) {
        int tokens = 0;
        for (int move : position.legalMoves()) {
            String san = San.format(position, move);
            Set<String> spellings = allSpellings ? spellings(position, move, san) : Set.of(san);
            for (String token : spellings) {
                int parsed = assertAgreement(position, token, where);
                if (parsed != move) {
                    throw new AssertionError(where + ": " + position.fen() + " " + token + " is " + position.uci(parsed) + ", not "
                            + position.uci(move));
                }
            }
            Set<String> others = allSpellings ? otherTokens(position, move, san) : new HashSet<>();
            others.removeAll(spellings);
            for (String token : others) {
                assertAgreement(position, token, where);
            }
            tokens += spellings.size() + others.size();
        }
        assertAgreement(position, "O-O", where);
        assertAgreement(position, "O-O-O", where);
        return tokens + 2;
    }

    /**
     * Ways of writing this very move: SAN, with and without check marks, the origin square as
     * redundant disambiguation (pawns: also the file alone), UCI.
     */
    private static Set<String> spellings(Position position, int move, String san) {
        String bare = san.endsWith("+") || san.endsWith("#") ? san.substring(0, san.length() - 1) : san;
        Set<String> spellings = new HashSet<>(List.of(san, bare + "+", bare + "#", position.uci(move)));
        spellings.add(bare);
        if (!Move.isCastling(move)) {
            String from = Square.name(Move.from(move));
            String target = target(position, move, san);
            spellings.add(letter(position, move) + from + target);
            if (position.pieceAt(Move.from(move)).role() == Role.PAWN) {
                spellings.add(from.charAt(0) + target);
            }
        }
        return spellings;
    }

    /**
     * Tokens close to this move that may name another move, several or none: a piece's origin
     * file or rank alone or no disambiguation at all, a pawn capture without its file.
     */
    private static Set<String> otherTokens(Position position, int move, String san) {
        Set<String> others = new HashSet<>();
        if (Move.isCastling(move)) {
            return others;
        }
        String letter = letter(position, move);
        String target = target(position, move, san);
        if (letter.isEmpty()) {
            others.add(target.replace("x", ""));
        } else {
            String from = Square.name(Move.from(move));
            others.addAll(List.of(letter + from.charAt(0) + target, letter + from.charAt(1) + target, letter + target));
        }
        return others;
    }

    private static String letter(Position position, int move) {
        Role role = position.pieceAt(Move.from(move)).role();
        return role == Role.PAWN ? "" : String.valueOf(Character.toUpperCase(role.symbol()));
    }

    /** The SAN from its capture mark or target square on: "xd5=Q+" of "exd5=Q+". */
    private static String target(Position position, int move, String san) {
        int target = san.indexOf(Square.name(Move.to(move)));
        return san.substring(target > 0 && san.charAt(target - 1) == 'x' ? target - 1 : target);
    }

    /** Parses the token both ways; returns the move, or {@link Move#NONE} if both fail alike. */
    private static int assertAgreement(Position position, String token, String where) {
        long key = position.key();
        int[] reference;
        try {
            reference = San.parseAlternatives(position, token);
        } catch (SanException expected) {
            try {
                int parsed = San.parse(position, token);
                throw new AssertionError(where + ": " + position.fen() + " " + token + " parsed as " + position.uci(parsed) + ", but the full matcher says "
                        + expected.getMessage());
            } catch (SanException actual) {
                assertEquals(expected.getMessage(), actual.getMessage(), where);
                assertEquals(expected.reason(), actual.reason(), where);
            }
            return Move.NONE;
        }
        try {
            int parsed = San.parse(position, token);
            if (reference.length != 1 || parsed != reference[0]) {
                throw new AssertionError(where + ": " + position.fen() + " " + token + " parsed as " + position.uci(parsed) + ", full matcher found "
                        + reference.length + " moves starting with " + position.uci(reference[0]));
            }
            assertEquals(key, position.key(), where);
            return parsed;
        } catch (SanException e) {
            if (reference.length == 1 || e.reason() != SanException.Reason.AMBIGUOUS) {
                throw new AssertionError(where + ": " + position.fen() + " " + token + " failed: " + e.getMessage() + ", full matcher found "
                        + position.uci(reference[0]));
            }
            return Move.NONE;
        }
    }
}
