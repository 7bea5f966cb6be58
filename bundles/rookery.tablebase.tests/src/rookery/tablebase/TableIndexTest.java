package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Square;

class TableIndexTest {

    @Test
    void kingPairsCoverEveryPlacementOnce() {
        Set<Integer> pawnless = new HashSet<>(), pawns = new HashSet<>();
        for (int white = 0; white < 64; white++) {
            for (int black = 0; black < 64; black++) {
                int pawnNumber = KingPairs.number(true, white, black);
                int pawnlessNumber = KingPairs.number(false, white, black);
                if (Square.distance(white, black) <= 1) {
                    assertEquals(-1, pawnNumber);
                    assertEquals(-1, pawnlessNumber);
                    continue;
                }
                if (pawnNumber >= 0) {
                    pawns.add(pawnNumber);
                }
                if (pawnlessNumber >= 0) {
                    pawnless.add(pawnlessNumber);
                }
                int transform = KingPairs.pawnlessTransform(white, black) & 7;
                int[] map = KingPairs.TRANSFORMS[transform];
                assertTrue(KingPairs.number(false, map[white], map[black]) >= 0, Square.name(white) + Square.name(black));
            }
        }
        assertEquals(KingPairs.PAWNLESS, pawnless.size());
        assertEquals(KingPairs.WITH_PAWNS, pawns.size());
    }

    @ParameterizedTest
    @CsvSource({"KQK, 59136", "KPK, 173376", "KQKR, 3784704", "KRPKR, 710148096"})
    void sizesUseTheCompactKingPairs(String signature, long size) {
        assertEquals(size, new TableIndex(Signature.parse(signature)).size);
    }

    @ParameterizedTest
    @CsvSource({"KQKR", "KBBK", "KNNK", "KRRKB", "KPK", "KPKP", "KPPKN"})
    void symmetricImagesShareTheirNumberWhichDecodesToOneOfThem(String name) {
        TableIndex index = new TableIndex(Signature.parse(name));
        int n = index.pieceCount();
        SplittableRandom random = new SplittableRandom(name.hashCode());
        int[] squares = new int[n], image = new int[n], scratch = new int[n], decoded = new int[n];
        for (int sample = 0; sample < 20_000; sample++) {
            if (!randomPlacement(index, random, squares)) {
                continue;
            }
            int turn = random.nextInt(2);
            int number = index.index(squares, turn, scratch);
            assertEquals(turn, index.decode(number, decoded));
            assertEquals(number, index.index(decoded, turn, scratch), "the decoded position is canonical");
            for (int transform = 1; transform < 8; transform++) {
                if (index.pawns && transform != KingPairs.MIRROR_FILES) {
                    continue;
                }
                for (int i = 0; i < n; i++) {
                    image[i] = KingPairs.TRANSFORMS[transform][squares[i]];
                }
                reverseIdenticalPieces(index, image);
                assertEquals(number, index.index(image, turn, scratch));
            }
        }
    }

    private static boolean randomPlacement(TableIndex index, SplittableRandom random, int[] squares) {
        long used = 0;
        for (int i = 0; i < squares.length; i++) {
            boolean pawn = index.pieces[i].role() == rookery.chess.Role.PAWN;
            squares[i] = pawn ? 8 + random.nextInt(48) : random.nextInt(64);
            if ((used & 1L << squares[i]) != 0) {
                return false;
            }
            used |= 1L << squares[i];
        }
        return Square.distance(squares[0], squares[1]) > 1;
    }

    private static void reverseIdenticalPieces(TableIndex index, int[] squares) {
        for (int i = 2; i + 1 < squares.length; i++) {
            if (index.pieces[i] == index.pieces[i + 1]) {
                int swap = squares[i];
                squares[i] = squares[i + 1];
                squares[i + 1] = swap;
                i++;
            }
        }
    }
}
