package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;

/** Every kind of edit of the game is undone and redone exactly, and the game knows when it differs from what was saved. */
class EditHistoryTest {
    private final Session session = new WorkbenchSession();

    private void play(String... sans) {
        for (String san : sans) {
            session.play(San.parse(session.position(), san));
        }
    }

    private String pgn() {
        return PgnText.write(session.game());
    }

    /** Applies an edit to a game with a variation, comments and glyphs, then checks undo and redo give the two states back. */
    private void undoAndRedo(String what, Consumer<Session> edit) {
        undoAndRedo(what, s -> {
        }, edit);
    }

    /** The same, with the user going somewhere in the game ({@code prepare}) before the edit. */
    private void undoAndRedo(String what, Consumer<Session> prepare, Consumer<Session> edit) {
        session.load(GameTree.standard());
        play("e4", "e5", "Nf3", "Nc6");
        session.back();
        session.back();
        play("Bc4");
        MoveNode bishop = session.current();
        session.comment(bishop, "the Italian");
        session.toggleNag(bishop, 1);
        session.goTo(session.game().mainLineEnd());
        prepare.accept(session);
        String before = pgn();
        String currentBefore = session.current().san();
        edit.accept(session);
        String after = pgn();
        String currentAfter = session.current().san();
        assertTrue(!before.equals(after) || !currentBefore.equals(currentAfter), what + " changed something");
        assertTrue(session.isModified(), what + " leaves the game modified");
        session.undo();
        assertEquals(before, pgn(), "undo of " + what);
        assertEquals(currentBefore, session.current().san(), "undo of " + what + " returns to where the user was");
        session.redo();
        assertEquals(after, pgn(), "redo of " + what);
        assertEquals(currentAfter, session.current().san(), "redo of " + what + " returns to where the edit left the user");
        session.undo();
        assertEquals(before, pgn(), "undo after redo of " + what);
    }

    @Test
    void everyKindOfEditIsUndoneAndRedone() {
        undoAndRedo("a move", s -> s.play(San.parse(s.position(), "Bb5")));
        undoAndRedo("a variation", Session::back, s -> s.play(San.parse(s.position(), "Nf6")));
        undoAndRedo("an engine line", s -> {
            Position position = s.position().copy();
            int bishop = San.parse(position, "Bb5");
            position.play(bishop);
            s.playLine(List.of(bishop, San.parse(position, "a6")));
        });
        undoAndRedo("a comment", s -> s.comment(s.current(), "a sharp line"));
        undoAndRedo("the opening comment", s -> s.comment(s.game().root(), "Annotated by me"));
        undoAndRedo("a glyph", s -> s.toggleNag(s.current(), 3));
        undoAndRedo("clearing annotations", s -> s.clearAnnotations(s.game().root().mainChild().mainChild().children().get(1)));
        undoAndRedo("a deletion", s -> s.delete(s.game().root().mainChild().mainChild().mainChild()));
        undoAndRedo("a promotion", s -> s.promote(s.game().root().mainChild().mainChild().children().get(1)));
        undoAndRedo("the tags", s -> {
            Map<String, String> tags = new LinkedHashMap<>(s.game().tags());
            tags.put("White", "Morphy, P");
            tags.put("Event", "Paris");
            s.setTags(tags);
        });
    }

    @Test
    void severalEditsUndoInTurnAndANewEditDropsTheRedos() {
        play("d4", "d5", "c4");
        session.undo();
        session.undo();
        assertEquals("d4", session.current().san());
        assertTrue(session.canRedo());
        play("Nf6");
        assertFalse(session.canRedo(), "a new edit forgets what could be redone");
        assertEquals("1. d4 Nf6 *", pgn().lines().filter(line -> line.startsWith("1.")).findFirst().orElseThrow());
        session.undo();
        session.undo();
        assertTrue(session.current().isRoot());
        assertFalse(session.canUndo());
    }

    @Test
    void theGameIsModifiedUntilSavedOrBackAtTheSavedState() {
        assertFalse(session.isModified(), "a new game");
        play("e4");
        assertTrue(session.isModified());
        session.markSaved();
        assertFalse(session.isModified());
        play("e5");
        assertTrue(session.isModified());
        session.undo();
        assertFalse(session.isModified(), "back at the saved game");
        session.undo();
        assertTrue(session.isModified(), "before the saved game");
        session.redo();
        assertFalse(session.isModified());
        session.back();
        assertFalse(session.isModified(), "moving through the game is no edit");
        session.load(GameTree.standard());
        assertFalse(session.isModified(), "a loaded game");
        assertFalse(session.canUndo(), "a loaded game has no edits to undo");
    }
}
