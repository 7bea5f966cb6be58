package rookery.engine.nnue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import rookery.chess.Position;

/**
 * One labelled position of the training data, 32 bytes on disk (little-endian):
 * <pre>
 *  0- 7  occupancy bitboard (bit i = square i, a1 = 0)
 *  8-23  4-bit piece codes (2 * role + colour, as {@link Position#pieceCode}) of the occupied
 *        squares in ascending square order, two a byte, low nibble first
 * 24-25  search score in centipawns from white's side (int16)
 * 26     the game's result from white's side: 0 black won, 1 draw, 2 white won
 * 27     side to move: 0 white, 1 black
 * 28     halfmove clock (at most 255)
 * 29-30  fullmove number (uint16)
 * 31     format version, {@link #VERSION}
 * </pre>
 *
 * {@code codesLow} holds the codes of pieces 0-15, {@code codesHigh} of pieces 16-31, as on disk.
 */
public record TrainingRecord(long occupancy, long codesLow, long codesHigh, int score, int result, int sideToMove, int halfmoveClock,
        int fullmove) {

    public static final int BYTES = 32;
    public static final int VERSION = 1;
    public static final int BLACK_WINS = 0, DRAW = 1, WHITE_WINS = 2;

    public TrainingRecord {
        if (Long.bitCount(occupancy) > 32) {
            throw new IllegalArgumentException("more than 32 pieces");
        }
        if (score < Short.MIN_VALUE || score > Short.MAX_VALUE) {
            throw new IllegalArgumentException("score out of int16 range: " + score);
        }
        if (result < BLACK_WINS || result > WHITE_WINS || (sideToMove & ~1) != 0) {
            throw new IllegalArgumentException("result " + result + " or side to move " + sideToMove + " out of range");
        }
    }

    /** The position's board with a white-side score and result. */
    public static TrainingRecord of(Position position, int whiteScore, int result) {
        long occupancy = position.occupied();
        long low = 0;
        long high = 0;
        int index = 0;
        for (long bits = occupancy; bits != 0; bits &= bits - 1, index++) {
            long code = position.pieceCode(Long.numberOfTrailingZeros(bits));
            if (index < 16) {
                low |= code << (4 * index);
            } else {
                high |= code << (4 * (index - 16));
            }
        }
        return new TrainingRecord(occupancy, low, high, whiteScore, result, position.sideToMove(), Math.min(255, position.halfmoveClock()),
                Math.min(0xFFFF, position.fullmoveNumber()));
    }

    /** The piece code of the {@code index}-th occupied square (ascending). */
    public int code(int index) {
        return (int) ((index < 16 ? codesLow >>> (4 * index) : codesHigh >>> (4 * (index - 16))) & 15);
    }

    /** The score from the side to move's point of view. */
    public int sideToMoveScore() {
        return sideToMove == Position.WHITE ? score : -score;
    }

    /** The result from the side to move's point of view: 0 loss, 0.5 draw, 1 win. */
    public double sideToMoveResult() {
        double white = result / 2.0;
        return sideToMove == Position.WHITE ? white : 1 - white;
    }

    /** The position (without castling rights or en passant, which the record does not keep). */
    public Position toPosition() {
        StringBuilder fen = new StringBuilder();
        int index = 0;
        String[] letters = {"P", "p", "N", "n", "B", "b", "R", "r", "Q", "q", "K", "k"};
        int[] bySquare = new int[64];
        java.util.Arrays.fill(bySquare, -1);
        for (long bits = occupancy; bits != 0; bits &= bits - 1, index++) {
            bySquare[Long.numberOfTrailingZeros(bits)] = code(index);
        }
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int code = bySquare[8 * rank + file];
                if (code < 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                fen.append(letters[code]);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(sideToMove == Position.WHITE ? " w - - " : " b - - ").append(halfmoveClock).append(' ').append(Math.max(1, fullmove));
        return Position.fromFen(fen.toString());
    }

    /** Writes the 32 bytes at the buffer's position. */
    public void encode(ByteBuffer buffer) {
        ByteBuffer out = buffer.order(ByteOrder.LITTLE_ENDIAN);
        out.putLong(occupancy).putLong(codesLow).putLong(codesHigh).putShort((short) score).put((byte) result).put((byte) sideToMove)
                .put((byte) halfmoveClock).putShort((short) fullmove).put((byte) VERSION);
    }

    /**
     * Reads 32 bytes at the buffer's position.
     *
     * @throws IllegalArgumentException when they are not a record of this format
     */
    public static TrainingRecord decode(ByteBuffer buffer) {
        ByteBuffer in = buffer.order(ByteOrder.LITTLE_ENDIAN);
        long occupancy = in.getLong();
        long low = in.getLong();
        long high = in.getLong();
        int score = in.getShort();
        int result = in.get();
        int side = in.get();
        int halfmove = in.get() & 0xFF;
        int fullmove = in.getShort() & 0xFFFF;
        int version = in.get();
        if (version != VERSION) {
            throw new IllegalArgumentException("format version " + version + ", not " + VERSION);
        }
        int pieces = Long.bitCount(occupancy);
        for (int i = 0; i < pieces; i++) {
            if (((i < 16 ? low >>> (4 * i) : high >>> (4 * (i - 16))) & 15) > 11) {
                throw new IllegalArgumentException("piece code out of range");
            }
        }
        return new TrainingRecord(occupancy, low, high, score, result, side, halfmove, fullmove);
    }
}
