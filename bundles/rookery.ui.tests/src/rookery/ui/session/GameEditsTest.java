package rookery.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.San;
import rookery.chess.Square;
import rookery.pgn.Drawing;
import rookery.pgn.Drawing.Colour;
import rookery.ui.actions.MoveEditing;
import rookery.ui.game.NotationText;

/** Drawings, comments before moves, glyphs and variation edits as undoable edits of the session's game. */
class GameEditsTest {
    private static final Drawing ARROW = Drawing.arrow(Colour.GREEN, Square.parse("g1"), Square.parse("f3"));
    private static final Drawing CIRCLE = Drawing.circle(Colour.RED, Square.parse("e5"));

    private final Session session = new WorkbenchSession();

    private void play(String... sans) {
        for (String san : sans) {
            session.play(San.parse(session.position(), san));
        }
    }

    private String notation() {
        return NotationText.of(session.game()).text();
    }

    @Test
    void drawingsBelongToTheCurrentMoveAndEachIsUndoable() {
        play("e4", "e5");
        session.draw(ARROW);
        session.draw(CIRCLE);
        assertEquals(List.of(ARROW, CIRCLE), session.current().drawings());
        assertTrue(session.isModified());
        session.back();
        assertEquals(List.of(), session.current().drawings(), "e4 has none of e5's drawings");
        session.forward();
        session.draw(ARROW);
        assertEquals(List.of(CIRCLE), session.current().drawings(), "drawing the same arrow again takes it away");
        session.undo();
        assertEquals(List.of(ARROW, CIRCLE), session.current().drawings());
        session.undo();
        assertEquals(List.of(ARROW), session.current().drawings());
        session.redo();
        assertEquals(List.of(ARROW, CIRCLE), session.current().drawings());
        session.clearDrawings();
        assertEquals(List.of(), session.current().drawings());
        session.undo();
        assertEquals(List.of(ARROW, CIRCLE), session.current().drawings());
    }

    @Test
    void clearingNoDrawingsIsNoEdit() {
        play("e4");
        session.markSaved();
        session.clearDrawings();
        assertFalse(session.isModified());
    }

    @Test
    void aCommentBeforeTheFirstMoveIsTheGamesOpeningComment() {
        play("e4", "e5");
        session.commentBefore(session.current(), "Symmetry");
        session.commentBefore(session.game().root().mainChild(), "The start");
        assertSame(session.game().root(), Session.commentBeforeHolder(session.game().root().mainChild()));
        assertEquals("The start", session.game().root().startingComment());
        assertEquals("The start 1. e4 Symmetry 1... e5", notation());
        session.undo();
        assertEquals("1. e4 Symmetry 1... e5", notation());
    }

    @Test
    void glyphsDeletionAndPromotionByTheSharedEdits() {
        play("e4", "e5", "Nf3");
        session.back();
        session.back();
        play("c5", "Nf3");
        MoveEditing.toggleGlyph(session, 1);
        MoveEditing.toggleGlyph(session, 16);
        assertEquals("1. e4 e5\n    (1... c5 2. Nf3! \u00b1)\n2. Nf3", notation());
        MoveEditing.promoteVariation(session);
        assertEquals("1. e4 c5\n    (1... e5 2. Nf3)\n2. Nf3! \u00b1", notation());
        session.undo();
        assertEquals("1. e4 e5\n    (1... c5 2. Nf3! \u00b1)\n2. Nf3", notation());
        MoveEditing.deleteVariation(session);
        assertEquals("1. e4 e5 2. Nf3", notation());
        assertEquals("e4", session.current().san(), "the current move was in the deleted variation");
        session.forward();
        MoveEditing.deleteFromHere(session);
        assertEquals("1. e4", notation());
        MoveEditing.deleteVariation(session);
        assertEquals("1. e4", notation(), "a main-line move has no variation to delete");
        session.undo();
        assertEquals("1. e4 e5 2. Nf3", notation());
    }
}
