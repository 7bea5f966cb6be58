package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Square;
import rookery.pgn.Drawing;
import rookery.pgn.Drawing.Colour;

class DrawingsTest {
    private static final Drawing GREEN_E2E4 = Drawing.arrow(Colour.GREEN, Square.parse("e2"), Square.parse("e4"));
    private static final Drawing GREEN_D5 = Drawing.circle(Colour.GREEN, Square.parse("d5"));

    @Test
    void aNewShapeIsAddedOnTop() {
        assertEquals(List.of(GREEN_E2E4, GREEN_D5), Drawings.toggle(List.of(GREEN_E2E4), GREEN_D5));
    }

    @Test
    void theSameShapeInTheSameColourIsTakenAway() {
        assertEquals(List.of(GREEN_D5), Drawings.toggle(List.of(GREEN_E2E4, GREEN_D5), GREEN_E2E4));
    }

    @Test
    void theSameShapeInAnotherColourTakesTheNewColourInItsPlace() {
        Drawing red = Drawing.arrow(Colour.RED, Square.parse("e2"), Square.parse("e4"));
        assertEquals(List.of(red, GREEN_D5), Drawings.toggle(List.of(GREEN_E2E4, GREEN_D5), red));
    }

    @Test
    void anArrowBackIsAnotherShape() {
        Drawing back = Drawing.arrow(Colour.GREEN, Square.parse("e4"), Square.parse("e2"));
        assertEquals(List.of(GREEN_E2E4, back), Drawings.toggle(List.of(GREEN_E2E4), back));
    }
}
