package rookery.database;

import rookery.chess.Variant;
import rookery.database.importer.Dates;
import rookery.pgn.GameResult;

/**
 * What the games list shows of a game. Elo 0 and year 0 mean unknown; {@code date} is as in PGN
 * ("1984.??.??"); {@code startFen} is null for the standard start position; {@code timeControl} is
 * the TimeControl tag as in PGN, null when the game has none.
 */
public record GameHeader(long id, String white, String black, int whiteElo, int blackElo, String event, String site,
        String round, String date, GameResult result, String eco, String opening, Variant variant, String startFen,
        int plies, String timeControl) {

    public int year() {
        return Dates.year(date);
    }

    /** The mean of both players' Elo, 0 unless both are known. */
    public int averageElo() {
        return whiteElo > 0 && blackElo > 0 ? (whiteElo + blackElo) / 2 : 0;
    }
}
