package rookery.database.repertoire;

import java.util.List;

/**
 * One of the repertoire's own moves, {@code chosen} after {@code line}, next to the
 * best-scoring and the most-played moves of the database there (with at least the asked number of
 * games; null when the chosen move is that move, or none has enough games).
 */
public record Choice(List<String> line, MoveFigures chosen, MoveFigures bestScoring, MoveFigures mostPlayed) {

    public Choice {
        line = List.copyOf(line);
    }
}
