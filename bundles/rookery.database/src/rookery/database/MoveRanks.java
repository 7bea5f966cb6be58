package rookery.database;

import rookery.chess.Position;
import rookery.chess.Variant;

/**
 * {@link MoveCode#rank} with a memory of the ranks met lately, for one thread: the games of a
 * collection share most of their first moves, and a position's key with the move's code names
 * the rank in standard chess (in Chess960 the key does not tell which rooks may castle). About
 * one ply in seven of master games is found here.
 */
final class MoveRanks {

    private static final int SLOT_BITS = 16;
    /** Each entry holds the top 56 bits of its hash above its rank plus one; 0 is empty. */
    private final long[] entries = new long[1 << SLOT_BITS];
    private final int[] buffer = new int[Position.MAX_MOVES];

    /** The move's rank, or -1 if it is not legal. */
    int rank(Position position, int move) {
        if (position.variant() != Variant.STANDARD) {
            return MoveCode.rank(position, move, buffer);
        }
        long hash = position.key() ^ MoveCode.of(move) * 0x9E3779B97F4A7C15L;
        int slot = (int) (hash >>> (Long.SIZE - SLOT_BITS));
        long tag = hash & ~0xFFL;
        long entry = entries[slot];
        if ((entry & ~0xFFL) == tag && entry != 0) {
            return (int) (entry & 0xFF) - 1;
        }
        int rank = MoveCode.rank(position, move, buffer);
        if (rank >= 0) {
            entries[slot] = tag | rank + 1;
        }
        return rank;
    }
}
