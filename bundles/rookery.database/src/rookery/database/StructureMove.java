package rookery.database;

import rookery.chess.Color;

/**
 * A piece move played in a pawn structure: its SAN, the side that played it, in how many of the
 * structure's games, and that side's score in them in percent (decided and drawn games).
 */
public record StructureMove(String san, Color side, int games, double score) {
}
