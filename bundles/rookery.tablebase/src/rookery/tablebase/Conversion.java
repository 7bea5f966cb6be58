package rookery.tablebase;

import rookery.chess.Piece;
import rookery.chess.Role;

/**
 * How a capture and/or promotion maps a position of one table into a smaller table: which table,
 * whether the colors swap (the smaller material is canonical the other way round), and the slot
 * each remaining piece takes there.
 */
final class Conversion {

    /** The target table, or null for bare kings (always a draw). */
    private final Table target;
    private final boolean swapColors;
    /** Per source piece, its slot in the target table, or -1 when captured. */
    private final int[] slot;

    /**
     * @param captured index of the captured piece, or -1
     * @param promoted index of the promoting pawn, or -1
     * @param promotion the role it becomes (ignored without a promotion)
     * @param tables where the target table is found
     */
    Conversion(TableIndex source, int captured, int promoted, Role promotion, java.util.function.Function<Signature, Table> tables) {
        Piece[] after = source.pieces.clone();
        if (promoted >= 0) {
            after[promoted] = Piece.of(after[promoted].color(), promotion);
        }
        int[][] counts = new int[2][6];
        for (int i = 2; i < after.length; i++) {
            if (i != captured) {
                counts[after[i].color().ordinal()][after[i].role().ordinal()]++;
            }
        }
        Signature material = Signature.of(counts);
        Signature canonical = material.canonical();
        this.swapColors = !canonical.equals(material);
        this.slot = new int[after.length];
        if (canonical.pieceCount() == 2) {
            this.target = null;
            return;
        }
        this.target = tables.apply(canonical);
        Piece[] targetPieces = target.index.pieces;
        boolean[] taken = new boolean[targetPieces.length];
        for (int i = 0; i < after.length; i++) {
            slot[i] = -1;
            if (i == captured) {
                continue;
            }
            Piece piece = swapColors ? Piece.of(after[i].color().other(), after[i].role()) : after[i];
            for (int t = 0; t < targetPieces.length; t++) {
                if (!taken[t] && targetPieces[t] == piece) {
                    taken[t] = true;
                    slot[i] = t;
                    break;
                }
            }
        }
    }

    /**
     * The entry of the position after the move in the target table.
     *
     * @param squares the piece squares after the move, in source order (the captured one ignored)
     * @param turn the side to move after the move
     * @param scratch room for two squares arrays of the source size
     */
    int entry(int[] squares, int turn, int[] scratch, int[] canonicalScratch) {
        if (target == null) {
            return Entry.DRAW;
        }
        for (int i = 0; i < slot.length; i++) {
            if (slot[i] >= 0) {
                scratch[slot[i]] = swapColors ? squares[i] ^ 56 : squares[i];
            }
        }
        return target.entry(target.index.index(scratch, swapColors ? turn ^ 1 : turn, canonicalScratch));
    }
}
