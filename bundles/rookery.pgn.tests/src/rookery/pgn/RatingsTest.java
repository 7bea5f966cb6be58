package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

class RatingsTest {

    @Test
    void threeQuartersOfThePointsIsAbout191EloMore() {
        Ratings ratings = new Ratings();
        ratings.add("A", "B", GameResult.WHITE_WINS);
        ratings.add("B", "A", GameResult.BLACK_WINS);
        ratings.add("A", "B", GameResult.DRAW);
        ratings.add("B", "A", GameResult.DRAW);
        Map<String, Integer> elo = ratings.estimate("B", 1500);
        assertEquals(1500, elo.get("B"));
        assertEquals(1500 + (int) Math.round(400 * Math.log10(3)), elo.get("A"));
    }

    @Test
    void transitiveResultsOrderThePlayersAndUnknownResultsAreIgnored() {
        Ratings ratings = new Ratings();
        for (int i = 0; i < 10; i++) {
            ratings.add("strong", "middle", i < 7 ? GameResult.WHITE_WINS : GameResult.BLACK_WINS);
            ratings.add("middle", "weak", i < 7 ? GameResult.WHITE_WINS : GameResult.BLACK_WINS);
            ratings.add("weak", "strong", GameResult.UNKNOWN);
        }
        Map<String, Integer> elo = ratings.estimate("middle", 2000);
        assertTrue(elo.get("strong") > elo.get("middle") && elo.get("middle") > elo.get("weak"), elo.toString());
        assertEquals(elo.get("strong") - elo.get("middle"), elo.get("middle") - elo.get("weak"), 1.0);
    }

    @Test
    void anUnbeatenPlayerIsCappedAboveTheOpponent() {
        Ratings ratings = new Ratings();
        ratings.add("A", "B", GameResult.WHITE_WINS);
        Map<String, Integer> elo = ratings.estimate("B", 1000);
        assertTrue(elo.get("A") > 1000 + Ratings.MAX_GAP / 2 && elo.get("A") <= 1000 + 2 * Ratings.MAX_GAP, elo.toString());
    }

    @Test
    void theAnchorMustHavePlayed() {
        Ratings ratings = new Ratings();
        ratings.add("A", "B", GameResult.DRAW);
        assertThrows(IllegalArgumentException.class, () -> ratings.estimate("C", 1500));
    }
}
