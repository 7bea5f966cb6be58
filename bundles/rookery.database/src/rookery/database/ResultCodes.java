package rookery.database;

import rookery.chess.Color;
import rookery.pgn.GameResult;

/** Results as the small numbers the index and the statistics keep. */
final class ResultCodes {

    static final int UNKNOWN = 0;
    static final int WHITE_WINS = 1;
    static final int DRAW = 2;
    static final int BLACK_WINS = 3;

    private ResultCodes() {
    }

    static int code(GameResult result) {
        return switch (result) {
            case WHITE_WINS -> WHITE_WINS;
            case DRAW -> DRAW;
            case BLACK_WINS -> BLACK_WINS;
            case UNKNOWN -> UNKNOWN;
        };
    }

    static boolean decided(int code) {
        return code != UNKNOWN;
    }

    /** Twice the points the given side scored: 2 win, 1 draw, 0 loss. */
    static int points2(int code, Color side) {
        if (code == DRAW) {
            return 1;
        }
        boolean whiteWon = code == WHITE_WINS;
        return whiteWon == (side == Color.WHITE) ? 2 : 0;
    }
}
