package rookery.server.query;

import java.util.List;

import rookery.chess.Position;
import rookery.chess.Uci;

/** The position a request asks about: {@code fen} (the start position when absent) after the UCI moves of {@code play}. */
public final class Play {

    private Play() {
    }

    public static Position position(Parameters parameters) {
        String fen = parameters.text("fen");
        Position position;
        try {
            position = fen == null ? Position.startpos() : Position.fromFen(fen);
        } catch (IllegalArgumentException e) {
            throw new BadParameterException("fen", e.getMessage());
        }
        List<String> moves = parameters.list("play");
        for (int i = 0; i < moves.size(); i++) {
            try {
                position.play(Uci.parse(position, moves.get(i)));
            } catch (IllegalArgumentException e) {
                throw new BadParameterException("play", "move " + (i + 1) + ": " + e.getMessage());
            }
        }
        return position;
    }
}
