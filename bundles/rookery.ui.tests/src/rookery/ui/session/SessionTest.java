package rookery.ui.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.San;
import rookery.ui.game.MoveNode;
import rookery.ui.game.PgnText;

class SessionTest {
    private final Session session = new WorkbenchSession();
    private final List<String> topics = new ArrayList<>();

    SessionTest() {
        session.addListener(event -> topics.add(event.topic()));
    }

    private void play(String san) {
        session.play(San.parse(session.position(), san));
    }

    @Test
    void playingAnnouncesTheGameEditAndTheNewPosition() {
        play("e4");
        assertEquals(List.of(Topics.GAME, Topics.POSITION), topics);
        assertEquals("e4", session.current().san());
        session.back();
        topics.clear();
        play("e4");
        assertEquals(List.of(Topics.POSITION), topics, "following an existing move does not edit the game");
    }

    @Test
    void navigatesLinesAndVariations() {
        play("e4");
        play("c5");
        play("Nf3");
        session.toStart();
        assertSame(session.game().root(), session.current());
        session.toEnd();
        assertEquals("Nf3", session.current().san());
        session.back();
        session.back();
        play("e5");
        session.switchVariation(-1);
        assertEquals("c5", session.current().san());
        session.switchVariation(1);
        assertEquals("e5", session.current().san());
        session.switchVariation(1);
        assertEquals("e5", session.current().san());
        session.forward();
        assertEquals("e5", session.current().san(), "the variation has no continuation yet");
    }

    @Test
    void deletingTheLineThatHoldsTheCurrentNodeMovesToItsParent() {
        play("e4");
        MoveNode e4 = session.current();
        play("c5");
        session.back();
        play("e5");
        play("Nf3");
        session.delete(e4.children().get(1));
        assertSame(e4, session.current());
        assertEquals(1, e4.children().size());
    }

    @Test
    void aMoveEndsThePreview() {
        List<LinePreview> previews = new ArrayList<>();
        session.addListener(event -> {
            if (event instanceof LinePreview preview) {
                previews.add(preview);
            }
        });
        session.setPreview(new LinePreview(List.of(San.parse(session.position(), "d4"))));
        play("e4");
        assertEquals(LinePreview.NONE, session.preview());
        assertEquals(2, previews.size());
        assertEquals(LinePreview.NONE, previews.get(1));
    }

    @Test
    void annotationsAreEditedAnnouncedAndWrittenToPgn() throws Exception {
        play("e4");
        play("e5");
        MoveNode e4 = session.current().parent();
        topics.clear();
        session.toggleNag(e4, 1);
        session.toggleNag(e4, 14);
        session.comment(e4, "Best by test}");
        session.comment(session.game().root(), "A quiet game");
        assertEquals(List.of(Topics.GAME, Topics.GAME, Topics.GAME, Topics.GAME), topics, "each edit is announced; the position stays");
        assertEquals("e5", session.current().san());
        String pgn = PgnText.write(session.game());
        // A comment holding a closing brace cannot be a brace comment: PgnWriter keeps it whole as a rest-of-line comment.
        assertTrue(pgn.contains("{A quiet game} 1. e4 $1 $14 ;Best by test}\n1... e5"), pgn);
        assertEquals("Best by test}", Session.commentOf(PgnText.read(pgn, "written").root().mainChild()), "read back as written");
        session.toggleNag(e4, 2);
        assertArrayEquals(new int[] {2, 14}, e4.nags(), "a mistake replaces the good move mark");
        session.clearAnnotations(e4);
        assertArrayEquals(new int[0], e4.nags());
        assertEquals("", Session.commentOf(e4));
        assertEquals("A quiet game", Session.commentOf(session.game().root()));
    }
}
