package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MagicsTest {

    /** Every occupancy of every square's rays, not a sample: the magics have no harmful collision. */
    @Test
    void lookupsMatchRayWalksForEveryRelevantOccupancy() {
        for (int square = 0; square < 64; square++) {
            long rookMask = Attacks.relevantOccupancy(square, Attacks.ROOK_DIRECTIONS);
            long subset = 0;
            do {
                assertEquals(Attacks.slide(square, subset, Attacks.ROOK_DIRECTIONS), Attacks.rook(square, subset));
                subset = (subset - rookMask) & rookMask;
            } while (subset != 0);
            long bishopMask = Attacks.relevantOccupancy(square, Attacks.BISHOP_DIRECTIONS);
            do {
                assertEquals(Attacks.slide(square, subset, Attacks.BISHOP_DIRECTIONS), Attacks.bishop(square, subset));
                subset = (subset - bishopMask) & bishopMask;
            } while (subset != 0);
        }
    }

    /** The stored magics are the first that a seeded search finds (Stockfish's per-rank seeds). */
    @Test
    void magicsAreReproducedBySeededSearch() {
        long[] seeds = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
        long[] rook = new long[64];
        long[] bishop = new long[64];
        for (int square = 0; square < 64; square++) {
            long[] state = {seeds[Square.rank(square)]};
            rook[square] = search(square, Attacks.ROOK_DIRECTIONS, state);
            state[0] = seeds[Square.rank(square)];
            bishop[square] = search(square, Attacks.BISHOP_DIRECTIONS, state);
        }
        assertArrayEquals(Magics.ROOK, rook);
        assertArrayEquals(Magics.BISHOP, bishop);
    }

    private static long search(int square, int[][] directions, long[] state) {
        long mask = Attacks.relevantOccupancy(square, directions);
        int bits = Long.bitCount(mask);
        int count = 1 << bits;
        long[] occupancies = new long[count];
        long[] attacks = new long[count];
        long subset = 0;
        for (int i = 0; i < count; i++) {
            occupancies[i] = subset;
            attacks[i] = Attacks.slide(square, subset, directions);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[count];
        int[] epoch = new int[count];
        for (int attempt = 1; ; attempt++) {
            long magic = xorshift(state) & xorshift(state) & xorshift(state);
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < count && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> (64 - bits));
                if (epoch[index] != attempt) {
                    epoch[index] = attempt;
                    table[index] = attacks[i];
                } else if (table[index] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    private static long xorshift(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }
}
