package rookery.database;

import java.util.List;

import rookery.database.eco.EcoLine;

/**
 * The statistics of a position: the games reaching it (first occurrence within the database's
 * ply limit, decided results only), how many of them ended there, and its moves sorted by games.
 * Always {@code games == white + draws + black} and {@code games == ended + sum of moves' games}.
 * {@code unfinished} counts the games with an unknown result ({@code *}) that reach the position
 * under the same filter: no statistics count them, the games list shows them too, so it lists
 * {@code games + unfinished} games. {@code opening} is the deepest ECO line the position (or the
 * moves that led to it) matches, or null.
 */
public record Exploration(String fen, long key, int games, int white, int draws, int black, int ended, int unfinished,
        EcoLine opening, List<MoveStatistics> moves) {
}
