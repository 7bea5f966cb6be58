package rookery.engine.match;

import java.util.List;

import rookery.chess.Position;
import rookery.pgn.GameResult;

/**
 * A finished game: the opening it started from (a position with the opening moves in its
 * history), the moves the engines played, the players, the outcome and why.
 *
 * @param termination the PGN Termination tag: "normal", "time forfeit", "adjudication", "rules infraction"
 * @param reason in words, e.g. "White mates", "threefold repetition", "Black lost on time"
 */
public record PlayedGame(int round, Position opening, List<Integer> moves, String white, String black, GameResult outcome,
        String termination, String reason, TimeControl timeControl) {

    public PlayedGame {
        opening = opening.copy();
        moves = List.copyOf(moves);
    }

    @Override
    public Position opening() {
        return opening.copy();
    }
}
