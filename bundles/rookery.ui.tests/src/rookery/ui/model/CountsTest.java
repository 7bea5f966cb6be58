package rookery.ui.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Issue 33, defect 15: "1 games" and "5163" beside "5,163". */
class CountsTest {
    @Test
    void oneThingIsSingularAndLargeCountsHaveThousandsSeparators() {
        assertEquals("1 game", Counts.of(1, "game"));
        assertEquals("0 games", Counts.of(0, "game"));
        assertEquals("5,163 games", Counts.of(5163, "game"));
        assertEquals("1 inaccuracy", Counts.of(1, "inaccuracy", "inaccuracies"));
        assertEquals("2 inaccuracies", Counts.of(2, "inaccuracy", "inaccuracies"));
    }
}
