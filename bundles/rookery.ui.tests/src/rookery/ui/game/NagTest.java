package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NagTest {

    @Test
    void toggleSwitchesOnAndOffAndKeepsOneAssessmentPerGroup() {
        assertArrayEquals(new int[] {1}, Nag.toggle(new int[0], 1));
        assertArrayEquals(new int[0], Nag.toggle(new int[] {1}, 1), "a second toggle removes it");
        assertArrayEquals(new int[] {4}, Nag.toggle(new int[] {1}, 4), "a blunder replaces a good move");
        assertArrayEquals(new int[] {5, 16}, Nag.toggle(new int[] {16}, 5), "move assessment first, the position's kept");
        assertArrayEquals(new int[] {5, 19}, Nag.toggle(new int[] {5, 16}, 19));
        assertArrayEquals(new int[] {1, 14, 140}, Nag.toggle(new int[] {1, 140}, 14), "other glyphs stay, last");
    }

    @Test
    void symbolsAndWords() {
        assertEquals("?!", Nag.symbol(6));
        assertEquals("\u00b1", Nag.symbol(16));
        assertEquals("$140", Nag.symbol(140));
        assertEquals("White is clearly better", Nag.describe(16));
    }
}
