package rookery.database.repertoire;

import java.util.List;

/**
 * A reply the repertoire does not prepare: the opponent's move {@code reply} after {@code line}
 * (SAN from the repertoire's start), played in at least the asked share and number of the
 * database's games there; {@code likelihood} is how likely a game reaches the reply: the product
 * of the database frequencies of the opponent's moves along the line (the repertoire's own moves
 * counted as certain), summed over the lines that reach the position.
 */
public record Gap(List<String> line, MoveFigures reply, double likelihood) {

    public Gap {
        line = List.copyOf(line);
    }
}
