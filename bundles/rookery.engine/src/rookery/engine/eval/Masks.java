package rookery.engine.eval;

import rookery.chess.Bitboard;

/** Precomputed square sets for pawn structure: files, spans in front of a square, passed-pawn masks. */
final class Masks {

    /** Per file: the neighbouring files. */
    static final long[] ADJACENT_FILES = new long[8];
    /** Per color and square: the squares in front on the same file. */
    static final long[][] FRONT = new long[2][64];
    /** Per color and square: the squares in front on the neighbouring files. */
    static final long[][] ATTACK_SPAN = new long[2][64];
    /** Per color and square: enemy pawns here stop a pawn from being passed. */
    static final long[][] PASSED = new long[2][64];
    /** Per color and square: the ranks behind and including the square's own, on the neighbouring files. */
    static final long[][] SUPPORT_SPAN = new long[2][64];

    static {
        for (int file = 0; file < 8; file++) {
            ADJACENT_FILES[file] = (file > 0 ? Bitboard.file(file - 1) : 0) | (file < 7 ? Bitboard.file(file + 1) : 0);
        }
        for (int square = 0; square < 64; square++) {
            int file = square & 7;
            int rank = square >>> 3;
            long aheadWhite = rank == 7 ? 0 : ~0L << (8 * (rank + 1));
            long aheadBlack = rank == 0 ? 0 : ~0L >>> (8 * (8 - rank));
            long behindOrSameWhite = ~aheadWhite;
            long behindOrSameBlack = ~aheadBlack;
            FRONT[0][square] = aheadWhite & Bitboard.file(file);
            FRONT[1][square] = aheadBlack & Bitboard.file(file);
            ATTACK_SPAN[0][square] = aheadWhite & ADJACENT_FILES[file];
            ATTACK_SPAN[1][square] = aheadBlack & ADJACENT_FILES[file];
            PASSED[0][square] = FRONT[0][square] | ATTACK_SPAN[0][square];
            PASSED[1][square] = FRONT[1][square] | ATTACK_SPAN[1][square];
            SUPPORT_SPAN[0][square] = behindOrSameWhite & ADJACENT_FILES[file];
            SUPPORT_SPAN[1][square] = behindOrSameBlack & ADJACENT_FILES[file];
        }
    }

    private Masks() {
    }

    /** Rank 0..7 seen from that color's side. */
    static int relativeRank(int color, int square) {
        return color == 0 ? square >>> 3 : 7 - (square >>> 3);
    }

    static long pawnAttacks(int color, long pawns) {
        return color == 0
                ? ((pawns & ~Bitboard.FILE_A) << 7) | ((pawns & ~Bitboard.FILE_H) << 9)
                : ((pawns & ~Bitboard.FILE_A) >>> 9) | ((pawns & ~Bitboard.FILE_H) >>> 7);
    }
}
