package rookery.database.replay;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.TheoryTables;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.ResultCodes;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.DamagedTableException;
import rookery.tablebase.syzygy.NotProbedException;
import rookery.tablebase.syzygy.SyzygyTablebases;
import rookery.tablebase.syzygy.SyzygyWdl;

/**
 * The theoretical result of a game's first position within the endgame tables: the ply, the
 * material ({@link MaterialSignature}) and the result as a {@link ResultCodes} code from white's
 * side. The Syzygy tables answer first, with the fifty-move rule and the position's halfmove clock
 * (a cursed win or blessed loss is a draw); where they do not, Rookery's own tables answer for up
 * to {@value #MAX_OWN_PIECES} pieces, the fifty-move rule ignored.
 */
public record Theory(int ply, int signature, int result) {

    static final int MAX_OWN_PIECES = 5;

    /** The most pieces of a position the tables may answer. */
    static int maxPieces(TheoryTables tables) {
        int own = tables.own() != null ? MAX_OWN_PIECES : 0;
        return Math.max(own, tables.syzygy() != null ? tables.syzygy().maxPieces() : 0);
    }

    /** The theory of the position if a table answers, else null. */
    static Theory of(TheoryTables tables, Position position, int ply) {
        int pieces = Long.bitCount(position.occupied());
        if (pieces > maxPieces(tables) || position.castlingRights() != 0) {
            return null;
        }
        int whiteResult = tables.syzygy() != null ? syzygyResult(tables.syzygy(), position) : ResultCodes.UNKNOWN;
        if (whiteResult == ResultCodes.UNKNOWN && tables.own() != null && pieces <= MAX_OWN_PIECES) {
            whiteResult = ownResult(tables.own(), position);
        }
        return whiteResult == ResultCodes.UNKNOWN ? null : new Theory(ply, MaterialSignature.of(position), whiteResult);
    }

    private static int syzygyResult(SyzygyTablebases syzygy, Position position) {
        SyzygyWdl wdl;
        try {
            wdl = syzygy.probeDtz(position).wdlAfter(position.halfmoveClock());
        } catch (NotProbedException | DamagedTableException noDtz) {
            try {
                wdl = syzygy.probeWdl(position);
            } catch (NotProbedException | DamagedTableException e) {
                return ResultCodes.UNKNOWN;
            }
        }
        return switch (wdl) {
            case WIN -> winner(position.turn());
            case LOSS -> winner(position.turn().other());
            default -> ResultCodes.DRAW;
        };
    }

    private static int ownResult(Tablebases tables, Position position) {
        int wdl = tables.probeWdl(position);
        if (wdl == Tablebases.UNKNOWN) {
            return ResultCodes.UNKNOWN;
        }
        return wdl == Tablebases.DRAW ? ResultCodes.DRAW : winner(wdl == Tablebases.WIN ? position.turn() : position.turn().other());
    }

    private static int winner(Color side) {
        return side == Color.WHITE ? ResultCodes.WHITE_WINS : ResultCodes.BLACK_WINS;
    }

    /** Packed into a long for a scan's per-game value. */
    long packed() {
        return (long) ply << 40 | (long) result << 32 | signature & 0xFFFFFFFFL;
    }

    public static Theory unpack(long packed) {
        return new Theory((int) (packed >>> 40), (int) packed, (int) (packed >>> 32) & 0xFF);
    }
}
