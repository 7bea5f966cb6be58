package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class AttacksTest {

    private static long squares(String... names) {
        long bitboard = 0;
        for (String name : names) {
            bitboard |= Bitboard.of(Square.parse(name));
        }
        return bitboard;
    }

    @Test
    void leapers() {
        assertEquals(squares("b3", "c2"), Attacks.knight(Square.A1));
        assertEquals(squares("a1", "a2", "b2", "c2", "c1"), Attacks.king(Square.B1));
        assertEquals(squares("d5", "f5"), Attacks.pawn(Color.WHITE, Square.parse("e4")));
        assertEquals(squares("g3"), Attacks.pawn(Color.BLACK, Square.parse("h4")));
    }

    @Test
    void slidersStopAtTheFirstBlocker() {
        int d4 = Square.parse("d4");
        long occupied = squares("d6", "b4", "f2", "a7");
        assertEquals(squares("d5", "d6", "d3", "d2", "d1", "c4", "b4", "e4", "f4", "g4", "h4"), Attacks.rook(d4, occupied));
        assertEquals(squares("c5", "b6", "a7", "e5", "f6", "g7", "h8", "c3", "b2", "a1", "e3", "f2"), Attacks.bishop(d4, occupied));
        assertEquals(Attacks.rook(d4, occupied) | Attacks.bishop(d4, occupied), Attacks.queen(d4, occupied));
    }

    @Test
    void magicLookupsMatchRayWalksOnRandomBoards() {
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 20_000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int square = random.nextInt(64);
            assertEquals(walk(square, occupied, true), Attacks.rook(square, occupied));
            assertEquals(walk(square, occupied, false), Attacks.bishop(square, occupied));
        }
    }

    private static long walk(int square, long occupied, boolean orthogonal) {
        int[][] directions = orthogonal ? new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}} : new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        long attacks = 0;
        for (int[] d : directions) {
            for (int f = Square.file(square) + d[0], r = Square.rank(square) + d[1]; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[0], r += d[1]) {
                attacks |= Bitboard.of(Square.of(f, r));
                if (Bitboard.contains(occupied, Square.of(f, r))) {
                    break;
                }
            }
        }
        return attacks;
    }

    @Test
    void betweenAndLine() {
        assertEquals(squares("b2", "c3"), Bitboard.between(Square.A1, Square.parse("d4")));
        assertEquals(0, Bitboard.between(Square.A1, Square.parse("b3")));
        assertEquals(Bitboard.RANK_1, Bitboard.line(Square.C1, Square.F1));
        assertEquals(0, Bitboard.line(Square.A1, Square.parse("b3")));
    }
}
