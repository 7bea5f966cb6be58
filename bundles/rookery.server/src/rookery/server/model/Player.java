package rookery.server.model;

/** A player of a listed game: name and Elo (0 when the game has none). */
public record Player(String name, int rating) {
}
