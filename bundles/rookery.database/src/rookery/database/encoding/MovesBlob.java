package rookery.database.encoding;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;

/** Decodes the stored main line: one byte a ply, the move's {@link MoveCode} rank in its position. */
public final class MovesBlob {

    private MovesBlob() {
    }

    public static int[] decode(Setup start, Variant variant, byte[] ranks) {
        Position position = Position.fromSetup(start, variant, true);
        int[] buffer = new int[Position.MAX_MOVES];
        long[] scratch = new long[64];
        int[] moves = new int[ranks.length];
        for (int ply = 0; ply < ranks.length; ply++) {
            moves[ply] = move(position, ranks, ply, buffer, scratch);
            position.play(moves[ply]);
        }
        return moves;
    }

    /** The position after the first {@code plies} stored moves. */
    public static Position positionAfter(Setup start, Variant variant, byte[] ranks, int plies) {
        Position position = Position.fromSetup(start, variant, true);
        int[] buffer = new int[Position.MAX_MOVES];
        long[] scratch = new long[64];
        for (int ply = 0; ply < plies; ply++) {
            position.play(move(position, ranks, ply, buffer, scratch));
        }
        return position;
    }

    private static int move(Position position, byte[] ranks, int ply, int[] buffer, long[] scratch) {
        int move = MoveCode.atRank(position, ranks[ply] & 0xFF, buffer, scratch);
        if (move == 0) {
            throw new IllegalStateException("stored move " + (ply + 1) + " does not exist in " + position.fen());
        }
        return move;
    }

    /** Whether the stored game reaches the position with this key at any ply. */
    public static boolean reaches(Setup start, Variant variant, byte[] ranks, long key) {
        Position position = Position.fromSetup(start, variant, true);
        int[] buffer = new int[Position.MAX_MOVES];
        long[] scratch = new long[64];
        for (int ply = 0; position.key() != key; ply++) {
            if (ply == ranks.length) {
                return false;
            }
            position.play(MoveCode.atRank(position, ranks[ply] & 0xFF, buffer, scratch));
        }
        return true;
    }
}
