package rookery.chess;

import java.util.random.RandomGenerator;

/**
 * Starting positions of "random chess" ({@link Variant#RANDOM}): every arrangement of
 * RNBQKBNR on the back rank (bishops on any colors, king anywhere), mirrored for black,
 * numbered 0..5039. Castling is never allowed.
 */
public final class RandomChess {

    public static final int COUNT = 5040;

    private RandomChess() {
    }

    /**
     * The setup with this index: index mod 8 is the king's file, then (div 8) mod 7 the queen's
     * empty square, then mod 15 the pair of bishop squares, then mod 6 the knights' pair.
     */
    public static Setup setup(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("random chess index must be in 0..5039: " + index);
        }
        Role[] backRank = new Role[8];
        int n = index;
        backRank[n % 8] = Role.KING;
        n /= 8;
        backRank[nthEmpty(backRank, n % 7)] = Role.QUEEN;
        n /= 7;
        placePair(backRank, n % 15, Role.BISHOP);
        n /= 15;
        placePair(backRank, n, Role.KNIGHT);
        placePair(backRank, 0, Role.ROOK);
        return Chess960.fromBackRank(backRank);
    }

    public static Position position(int index) {
        return Position.fromSetup(setup(index), Variant.RANDOM);
    }

    public static Position random(RandomGenerator random) {
        return position(random.nextInt(COUNT));
    }

    /** Places two pieces on the pair of empty squares with this index in lexicographic order. */
    private static void placePair(Role[] backRank, int pairIndex, Role role) {
        int empty = 0;
        for (Role r : backRank) {
            if (r == null) {
                empty++;
            }
        }
        for (int first = 0; first < empty; first++) {
            for (int second = first + 1; second < empty; second++) {
                if (pairIndex-- == 0) {
                    int a = nthEmpty(backRank, first);
                    int b = nthEmpty(backRank, second);
                    backRank[a] = role;
                    backRank[b] = role;
                    return;
                }
            }
        }
        throw new IllegalStateException();
    }

    private static int nthEmpty(Role[] backRank, int n) {
        for (int file = 0; file < 8; file++) {
            if (backRank[file] == null && n-- == 0) {
                return file;
            }
        }
        throw new IllegalStateException();
    }
}
