package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameEndTest {

    @Test
    void foolsMate() {
        Position position = play(Position.startpos(), "f2f3 e7e5 g2g4 d8h4");
        assertTrue(position.isCheck());
        assertTrue(position.isCheckmate());
        assertFalse(position.isStalemate());
        assertEquals(0, position.legalMoves().length);
        assertEquals(Bitboard.of(Square.of(7, 3)), position.checkers());
    }

    @Test
    void stalemate() {
        Position position = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertFalse(position.isCheck());
        assertTrue(position.isStalemate());
        assertFalse(position.isCheckmate());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            K v K                    | 8/8/4k3/8/8/3K4/8/8 w - - 0 1     | true
            KN v K                   | 8/8/4k3/8/8/3K4/8/6N1 w - - 0 1   | true
            K v KB                   | 8/8/4k3/8/8/3K4/8/6b1 w - - 0 1   | true
            KB v KB same colors      | 5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1 | true
            KB v KB opposite colors  | 2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1 | false
            KNN v K                  | 8/8/4k3/8/8/3K4/8/5NN1 w - - 0 1  | false
            KN v KB                  | 8/8/4k3/8/8/3K4/8/5Nb1 w - - 0 1  | false
            KP v K                   | 8/8/4k3/8/8/3K4/4P3/8 w - - 0 1   | false
            KR v K                   | 8/8/4k3/8/8/3K4/8/7R w - - 0 1    | false
            """)
    void insufficientMaterial(String name, String fen, boolean insufficient) {
        assertEquals(insufficient, Position.fromFen(fen).hasInsufficientMaterial());
    }

    @Test
    void threefoldAndFivefoldRepetition() {
        Position position = Position.startpos();
        String shuffle = "g1f3 g8f6 f3g1 f6g8";
        play(position, shuffle);
        assertEquals(2, position.repetitions());
        play(position, shuffle);
        assertTrue(position.isThreefoldRepetition());
        assertFalse(position.isFivefoldRepetition());
        play(position, shuffle + " " + shuffle);
        assertTrue(position.isFivefoldRepetition());
        position.undo();
        assertEquals(4, position.repetitions());
        assertTrue(position.copy().isThreefoldRepetition() == position.isThreefoldRepetition());
    }

    @Test
    void lostCastlingRightsMakeADifferentPosition() {
        Position position = play(Position.startpos(), "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8");
        assertEquals(1, position.repetitions());
        play(position, "e1e2 e8e7 e2e1 e7e8");
        assertEquals(2, position.repetitions());
    }

    @Test
    void capturableEnPassantMakesADifferentPosition() {
        Position position = play(Position.fromFen("4k3/8/8/8/3p4/8/4P3/4K1Nn w - - 0 1"), "e2e4");
        assertEquals(Square.of(4, 2), position.epSquare());
        play(position, "h1g3 g1f3 g3h1 f3g1");
        assertEquals(1, position.repetitions());
        play(position, "h1g3 g1f3 g3h1 f3g1");
        assertEquals(2, position.repetitions());
    }

    @Test
    void irreversibleMoveEndsTheRepetitionWindow() {
        Position position = play(Position.startpos(), "g1f3 g8f6 f3g1 f6g8 e2e4");
        assertEquals(0, position.halfmoveClock());
        assertEquals(1, position.repetitions());
    }

    @Test
    void fiftyAndSeventyFiveMoveRules() {
        Position position = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        assertFalse(position.isFiftyMoveRule());
        play(position, "a1a2");
        assertTrue(position.isFiftyMoveRule());
        assertFalse(position.isSeventyFiveMoveRule());
        assertEquals(80, position.fullmoveNumber());
        play(position, "e8d8");
        assertEquals(81, position.fullmoveNumber());
        position.undo();
        position.undo();
        assertEquals(99, position.halfmoveClock());
        assertTrue(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 150 80").isSeventyFiveMoveRule());
        Position huge = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 70000 80");
        huge.play(Uci.parse(huge, "a1a2"));
        huge.undo();
        assertEquals(70000, huge.halfmoveClock());
    }

    static Position play(Position position, String moves) {
        for (String uci : moves.split(" ")) {
            position.play(Uci.parse(position, uci));
        }
        return position;
    }
}
