package rookery.database;

import java.util.List;

import rookery.database.replay.Theory;

/**
 * Practice against theory in a database's endgames: for every game with a {@link Theory} (its
 * first position of at most five pieces whose table exists, the 50-move rule ignored as the tables
 * do) against the game's result; games without a result are left out. The rows by material (the
 * stronger side first), by the players' average Elo and by player (from the player's side; only
 * {@code player}'s when one was asked for), most games first.
 */
public record TheoryReport(String player, TheoryRow total, List<TheoryRow> bySignature, List<TheoryRow> byElo, List<TheoryRow> byPlayer) {

    public TheoryReport {
        bySignature = List.copyOf(bySignature);
        byElo = List.copyOf(byElo);
        byPlayer = List.copyOf(byPlayer);
    }
}
