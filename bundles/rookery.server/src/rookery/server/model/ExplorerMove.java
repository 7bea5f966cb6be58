package rookery.server.model;

import rookery.database.eco.EcoLine;

/**
 * One move of the explored position in lichess's terms. Ratings are 0 when no game of the move
 * has both players rated ({@code averageRating} is the mover's average Elo); {@code game} is the
 * move's only game when it has exactly one; {@code opening} the line the move reaches, or null.
 */
public record ExplorerMove(String uci, String san, int averageRating, int averageOpponentRating, int performance, int white,
        int draws, int black, ExplorerGame game, EcoLine opening) {
}
