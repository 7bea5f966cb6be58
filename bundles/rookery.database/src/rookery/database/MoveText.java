package rookery.database;

import java.util.Arrays;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Uci;

/**
 * Moves written as in PGN movetext ("1. e4 c5 2. Nf3" or just "e4 c5 Nf3"), or in UCI ("e2e4 c7c5"):
 * move numbers and a result are skipped.
 */
public final class MoveText {

    private MoveText() {
    }

    /**
     * Plays the moves on the position and returns them.
     *
     * @throws IllegalArgumentException naming the move (1-based) that is not legal
     */
    public static int[] play(Position position, String text) {
        String[] tokens = text.strip().split("\\s+");
        int[] moves = new int[tokens.length];
        int count = 0;
        for (String token : tokens) {
            String san = withoutMoveNumber(token);
            if (san.isEmpty() || isResult(san)) {
                continue;
            }
            int move;
            try {
                move = San.parse(position, san);
            } catch (IllegalArgumentException notSan) {
                try {
                    move = Uci.parse(position, san);
                } catch (IllegalArgumentException notUci) {
                    throw new IllegalArgumentException("move " + (count + 1) + " '" + san + "' is not legal in " + position.fen()
                            + " (" + notSan.getMessage() + ")", notSan);
                }
            }
            position.play(move);
            moves[count++] = move;
        }
        return Arrays.copyOf(moves, count);
    }

    private static String withoutMoveNumber(String token) {
        int i = 0;
        while (i < token.length() && Character.isDigit(token.charAt(i))) {
            i++;
        }
        if (i == 0 || i == token.length() || token.charAt(i) != '.') {
            return token;
        }
        while (i < token.length() && token.charAt(i) == '.') {
            i++;
        }
        return token.substring(i);
    }

    private static boolean isResult(String token) {
        return token.equals("*") || token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2");
    }
}
