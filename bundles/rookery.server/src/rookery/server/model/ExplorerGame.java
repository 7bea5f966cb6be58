package rookery.server.model;

import rookery.chess.Color;
import rookery.database.GameHeader;

/**
 * A game as the explorer lists it: {@code uci} is the move the game played in the explored
 * position (null for a move's own game), {@code winner} null for a draw, {@code month} "YYYY-MM"
 * or null when the date has no month, {@code year} 0 when undated.
 */
public record ExplorerGame(String uci, long id, Color winner, Player white, Player black, int year, String month) {

    public static ExplorerGame of(String uci, GameHeader header) {
        Color winner = switch (header.result()) {
            case WHITE_WINS -> Color.WHITE;
            case BLACK_WINS -> Color.BLACK;
            default -> null;
        };
        String date = header.date();
        String month = header.year() > 0 && date != null && date.length() >= 7 && Character.isDigit(date.charAt(5))
                && Character.isDigit(date.charAt(6)) ? header.year() + "-" + date.substring(5, 7) : null;
        return new ExplorerGame(uci, header.id(), winner, new Player(header.white(), header.whiteElo()),
                new Player(header.black(), header.blackElo()), header.year(), month);
    }
}
