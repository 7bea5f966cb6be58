package rookery.database.encoding;

import rookery.chess.Color;
import rookery.pgn.GameResult;

/** Results as the small numbers the index and the statistics keep. */
public final class ResultCodes {

    public static final int UNKNOWN = 0;
    public static final int WHITE_WINS = 1;
    public static final int DRAW = 2;
    public static final int BLACK_WINS = 3;

    private ResultCodes() {
    }

    public static int code(GameResult result) {
        return switch (result) {
            case WHITE_WINS -> WHITE_WINS;
            case DRAW -> DRAW;
            case BLACK_WINS -> BLACK_WINS;
            case UNKNOWN -> UNKNOWN;
        };
    }

    public static boolean decided(int code) {
        return code != UNKNOWN;
    }

    /** Twice the points the given side scored: 2 win, 1 draw, 0 loss. */
    public static int points2(int code, Color side) {
        if (code == DRAW) {
            return 1;
        }
        boolean whiteWon = code == WHITE_WINS;
        return whiteWon == (side == Color.WHITE) ? 2 : 0;
    }
}
