package rookery.database.encoding;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;

/** Decodes the stored main line: one byte a ply, the move's {@link MoveCode} rank in its position. */
public final class MovesBlob {

    private MovesBlob() {
    }

    public static int[] decode(Setup start, Variant variant, byte[] ranks) {
        Position position = Position.fromSetup(start, variant, true);
        Decoder decoder = new Decoder();
        int[] moves = new int[ranks.length];
        for (int ply = 0; ply < ranks.length; ply++) {
            moves[ply] = decoder.move(position, ranks, ply);
            position.play(moves[ply]);
        }
        return moves;
    }

    /** The position after the first {@code plies} stored moves. */
    public static Position positionAfter(Setup start, Variant variant, byte[] ranks, int plies) {
        Position position = Position.fromSetup(start, variant, true);
        Decoder decoder = new Decoder();
        for (int ply = 0; ply < plies; ply++) {
            position.play(decoder.move(position, ranks, ply));
        }
        return position;
    }

    /** Whether the stored game reaches the position with this key at any ply. */
    public static boolean reaches(Setup start, Variant variant, byte[] ranks, long key) {
        Position position = Position.fromSetup(start, variant, true);
        Decoder decoder = new Decoder();
        for (int ply = 0; position.key() != key; ply++) {
            if (ply == ranks.length) {
                return false;
            }
            position.play(decoder.move(position, ranks, ply));
        }
        return true;
    }

    /** Reads stored main lines move by move; one instance per thread (it reuses its buffers). */
    public static final class Decoder {
        private final int[] buffer = new int[Position.MAX_MOVES];
        private final long[] scratch = new long[64];

        /** The move stored at {@code ply}, in {@code position} (the position before it), or {@link Move#NONE} when its rank has none. */
        public int moveOrNone(Position position, byte[] ranks, int ply) {
            return MoveCode.atRank(position, ranks[ply] & 0xFF, buffer, scratch);
        }

        /** The move stored at {@code ply}; a rank without a move (a damaged line) throws naming the move and the position. */
        public int move(Position position, byte[] ranks, int ply) {
            int move = moveOrNone(position, ranks, ply);
            if (move == Move.NONE) {
                throw new IllegalStateException("stored move " + (ply + 1) + " does not exist in " + position.fen());
            }
            return move;
        }
    }
}
