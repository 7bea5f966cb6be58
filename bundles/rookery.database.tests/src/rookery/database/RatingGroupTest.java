package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** The players' average rating, grouped at lichess's bounds. */
class RatingGroupTest {

    @Test
    void theAverageChoosesTheGroup() {
        assertEquals(RatingGroup.BELOW_1000, RatingGroup.of(800, 1100));
        assertEquals(RatingGroup.FROM_1000, RatingGroup.of(1000, 1001));
        assertEquals(RatingGroup.FROM_2200, RatingGroup.of(2499, 2500), "2499 on average");
        assertEquals(RatingGroup.FROM_2500, RatingGroup.of(2500, 2500));
        assertEquals(RatingGroup.FROM_2500, RatingGroup.of(2850, 2790));
    }

    @Test
    void aGameWithoutBothRatingsHasNoGroup() {
        assertNull(RatingGroup.of(0, 2500));
        assertNull(RatingGroup.of(2500, 0));
    }

    @Test
    void boundsAreLichesss() {
        assertEquals(RatingGroup.FROM_1800, RatingGroup.from(1800));
        assertNull(RatingGroup.from(1900));
        assertEquals(1999, RatingGroup.FROM_1800.upperBound());
        assertEquals(0, RatingGroup.FROM_2500.upperBound());
        assertEquals(999, RatingGroup.BELOW_1000.upperBound());
    }
}
