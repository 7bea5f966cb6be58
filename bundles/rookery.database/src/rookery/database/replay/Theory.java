package rookery.database.replay;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.ResultCodes;
import rookery.tablebase.Tablebases;

/**
 * The theoretical result of a game's first position with at most {@value #MAX_PIECES} pieces whose
 * endgame table exists: the ply, the material ({@link MaterialSignature}) and the result by the
 * table as a {@link ResultCodes} code from white's side. The tables ignore the 50-move rule, and so
 * does the result.
 */
public record Theory(int ply, int signature, int result) {

    static final int MAX_PIECES = 5;

    /** The theory of the position if its table answers, else null. */
    static Theory of(Tablebases tables, Position position, int ply) {
        if (Long.bitCount(position.occupied()) > MAX_PIECES || position.castlingRights() != 0) {
            return null;
        }
        int wdl = tables.probeWdl(position);
        if (wdl == Tablebases.UNKNOWN) {
            return null;
        }
        boolean whiteToMove = position.turn() == Color.WHITE;
        int result = wdl == Tablebases.DRAW ? ResultCodes.DRAW
                : (wdl == Tablebases.WIN) == whiteToMove ? ResultCodes.WHITE_WINS : ResultCodes.BLACK_WINS;
        return new Theory(ply, MaterialSignature.of(position), result);
    }

    /** Packed into a long for a scan's per-game value. */
    long packed() {
        return (long) ply << 40 | (long) result << 32 | signature & 0xFFFFFFFFL;
    }

    public static Theory unpack(long packed) {
        return new Theory((int) (packed >>> 40), (int) packed, (int) (packed >>> 32) & 0xFF);
    }
}
