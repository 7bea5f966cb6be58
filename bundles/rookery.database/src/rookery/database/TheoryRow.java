package rookery.database;

import java.util.List;

/**
 * Practice against theory for one group of games (a material, an Elo band, a player): of the
 * games whose first position in the endgame tables was won for one side, how many that side won,
 * drew or lost; of those drawn in theory, how many were drawn or decided; and for a player's row,
 * seen from the player's side, the positions lost in theory that the player saved. {@code missed}
 * holds the ids of the first games where practice fell short of theory (a win not won, a draw
 * lost), {@code saved} of those a player saved.
 */
public record TheoryRow(String label, int games, int theoryWins, int converted, int winsDrawn, int winsLost, int theoryDraws,
        int drawsHeld, int drawsLost, int theoryLosses, int saves, List<Long> missed, List<Long> saved) {

    public TheoryRow {
        missed = List.copyOf(missed);
        saved = List.copyOf(saved);
    }

    /** Percent of the won positions that were won. */
    public double conversion() {
        return theoryWins == 0 ? 0 : 100.0 * converted / theoryWins;
    }
}
