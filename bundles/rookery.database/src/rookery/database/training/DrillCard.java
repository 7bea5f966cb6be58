package rookery.database.training;

import java.util.List;

import rookery.chess.Position;

/**
 * A position of a repertoire where its player is to move: the line (SAN from the repertoire's
 * start) that reaches it, ending with the opponent's move just played, and the repertoire's
 * moves there, any of which is right (the first is the one shown after a wrong answer).
 */
public record DrillCard(long key, Position position, List<String> line, List<Integer> answers) {

    public DrillCard {
        position = position.copy();
        line = List.copyOf(line);
        answers = List.copyOf(answers);
    }

    @Override
    public Position position() {
        return position.copy();
    }
}
