package rookery.tablebase.syzygy;

import rookery.chess.Move;
import rookery.chess.Position;

/**
 * What the tables store is not always a position's value: to compress better, the generator
 * stored any value where a capture wins (the prober finds that capture), may store a loss where a
 * capture draws, and knows nothing of en passant rights. So a probe plays the captures (and, for
 * DTZ, the pawn moves) first and takes the best of their results and the stored value. A DTZ
 * file stores one side to move; the other side's distance comes from a search one ply deep.
 * Positions are played on and restored.
 */
final class ProbeSearch {

    /** Set in a search result when the best move is a capture or pawn move, whose DTZ the table does not hold. */
    private static final int ZEROING_BEST = 8;
    private static final int NO_MOVE_YET = 0xFFFF;

    private final TableFolders tables;
    /**
     * Per thread, move lists for the searches: one per piece count (a capture search recurses on
     * fewer pieces), and one for the search that also plays pawn moves, which recurses only after
     * it is done with its list.
     */
    private final ThreadLocal<int[][]> moveLists = ThreadLocal.withInitial(() -> new int[SyzygyTablebases.MAX_PIECES + 1][Position.MAX_MOVES]);
    /** Per thread, the squares and pieces of a position being indexed. */
    private final ThreadLocal<int[][]> indexScratch = ThreadLocal.withInitial(
            () -> new int[][] {new int[SyzygyTablebases.MAX_PIECES], new int[SyzygyTablebases.MAX_PIECES]});

    ProbeSearch(TableFolders tables) {
        this.tables = tables;
    }

    /** The WDL value, -2..2, of the side to move, the halfmove clock taken as 0. */
    int wdl(Position position) {
        return valueOf(search(position, false));
    }

    /** The signed DTZ in plies (see {@link DtzProbe}); 0 for a draw. */
    int dtz(Position position) {
        int result = search(position, true);
        int wdl = valueOf(result);
        if (wdl == 0) {
            return 0;
        }
        if ((result & ZEROING_BEST) != 0) {
            return dtzBeforeZeroing(wdl);
        }
        int stored = tableValue(position, TableKind.DTZ, wdl);
        if (stored != TableFile.SIDE_NOT_STORED) {
            return (stored + (Math.abs(wdl) == 1 ? 100 : 0)) * Integer.signum(wdl);
        }
        int best = NO_MOVE_YET;
        int[] moves = new int[Position.MAX_MOVES];
        int count = position.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            boolean zeroing = isZeroing(position, move);
            position.play(move);
            try {
                int value = zeroing ? -dtzBeforeZeroing(valueOf(search(position, false))) : -dtz(position);
                if (value == 1 && position.isCheck() && !position.hasLegalMoves()) {
                    best = 1;
                }
                if (!zeroing) {
                    value += Integer.signum(value);
                }
                if (value < best && Integer.signum(value) == Integer.signum(wdl)) {
                    best = value;
                }
            } finally {
                position.undo();
            }
        }
        return best == NO_MOVE_YET ? -1 : best;
    }

    /**
     * The value of the position: the best of its captures (and pawn moves with {@code pawnMoves})
     * and of the table's stored value, plus {@link #ZEROING_BEST} when a capture or pawn move is
     * the best move or the only kind of move.
     */
    private int search(Position position, boolean pawnMoves) {
        int[] moves = moveLists.get()[pawnMoves ? 0 : Long.bitCount(position.occupied())];
        int count = position.legalMoves(moves, !pawnMoves);
        int best = -2;
        int searched = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (!position.isCapture(move) && !(pawnMoves && isPawnMove(position, move))) {
                continue;
            }
            searched++;
            position.play(move);
            int value;
            try {
                value = -valueOf(search(position, false));
            } finally {
                position.undo();
            }
            if (value > best) {
                best = value;
                if (value == 2) {
                    return result(2, true);
                }
            }
        }
        // With every legal move searched the stored value is not needed, and it may be wrong:
        // the table does not know the en passant capture that may be among them. (Without pawn
        // moves only captures, promotions and evasions were generated: count them all then.)
        boolean everyMoveSearched = searched > 0 && searched == (pawnMoves || position.isCheck() ? count : position.legalMoves(moves));
        int value = everyMoveSearched ? best : tableValue(position, TableKind.WDL, 0);
        if (best >= value) {
            return result(best, best > 0 || everyMoveSearched);
        }
        return result(value, false);
    }

    private int tableValue(Position position, TableKind kind, int wdl) {
        if (Long.bitCount(position.occupied()) == 2) {
            return 0;
        }
        Material material = Material.of(position);
        TableFolders.Slot slot = tables.slot(material);
        if (slot == null) {
            throw NotProbedException.missing(material.tableName() + kind.extension);
        }
        TableFile file = slot.pair().file(kind);
        int[][] scratch = indexScratch.get();
        return file.value(position, slot.mirrored(), wdl, scratch[0], scratch[1]);
    }

    static boolean isZeroing(Position position, int move) {
        return position.isCapture(move) || isPawnMove(position, move);
    }

    private static boolean isPawnMove(Position position, int move) {
        return position.pieceCode(Move.from(move)) >>> 1 == Position.PAWN;
    }

    /** The DTZ of a position whose best move zeroes the clock: that move. */
    static int dtzBeforeZeroing(int wdl) {
        return switch (wdl) {
            case 2 -> 1;
            case 1 -> 101;
            case -1 -> -101;
            case -2 -> -1;
            default -> 0;
        };
    }

    private static int result(int wdl, boolean zeroingBest) {
        return (wdl + 2) | (zeroingBest ? ZEROING_BEST : 0);
    }

    private static int valueOf(int result) {
        return (result & 7) - 2;
    }
}
