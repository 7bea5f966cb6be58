package rookery.ui.dialogs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rookery.ui.game.PastedText;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Game > Edit Tags driven through its fields: the header changes as typed, undoably, and a bad line changes nothing. */
class TagsDialogTest {
    private Display display;
    private Shell parent;
    private final Session session = new WorkbenchSession();

    @BeforeEach
    void open() throws Exception {
        display = Display.getDefault();
        parent = new Shell(display);
        session.load(PastedText.parse("[Event \"Casual\"]\n[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n[ECO \"C33\"]\n\n1. e4 e5 2. f4 *"));
    }

    @AfterEach
    void close() {
        parent.dispose();
        Ui.settle(display);
    }

    @Test
    void typedTagsBecomeTheGamesHeaderAndUndoTakesThemBack() {
        TagsDialog dialog = new TagsDialog(parent, session);
        dialog.open();
        Ui.settle(display);
        assertEquals("Anderssen", dialog.field("White").getText());
        assertEquals("ECO C33\n", dialog.others().getText());
        dialog.field("Site").setText("London");
        dialog.field("Result").setText("1-0");
        dialog.others().setText("ECO C33\nAnnotator Steinitz\n");
        Ui.settle(display);
        Screenshots.save(dialog.shell(), "tags-dialog");
        dialog.accept();
        assertTrue(dialog.shell().isDisposed());
        assertEquals(Map.of("Event", "Casual", "Site", "London", "White", "Anderssen", "Black", "Kieseritzky", "Result", "1-0",
                "ECO", "C33", "Annotator", "Steinitz"), session.game().tags());
        assertTrue(session.isModified(), "a header edit is an unsaved edit");
        session.undo();
        assertEquals(Map.of("Event", "Casual", "White", "Anderssen", "Black", "Kieseritzky", "ECO", "C33"), session.game().tags());
        assertEquals("f4", session.game().mainLineEnd().san(), "undoing the tags leaves the moves");
        session.redo();
        assertEquals("Steinitz", session.game().tag("Annotator"));
    }

    @Test
    void aLineThatIsNoTagIsNamedAndTheHeaderStaysAsItWas() {
        TagsDialog dialog = new TagsDialog(parent, session);
        dialog.open();
        dialog.field("White").setText("Morphy");
        dialog.others().setText("ECO C33\nround two\nbad-name x");
        dialog.accept();
        assertFalse(dialog.shell().isDisposed(), "the dialog stays open to correct the line");
        assertEquals("Other tags, line 3: \"bad-name\" is not a tag name (a letter, then letters, digits or _)", dialog.problem());
        assertEquals("Anderssen", session.game().tag("White"));
        assertFalse(session.canUndo(), "nothing was edited");
        dialog.shell().close();
    }

    @Test
    void aDateOrRatingThatIsNotOneIsRefusedWithAMessageInTheDialog() {
        TagsDialog dialog = new TagsDialog(parent, session);
        dialog.open();
        dialog.field("Date").setText("15 Jan 2025");
        dialog.accept();
        assertFalse(dialog.shell().isDisposed(), "the dialog stays open to correct the date");
        assertEquals("Date \"15 Jan 2025\" is not YYYY.MM.DD (?? for a part not known, as in 2025.01.??)", dialog.problem());
        dialog.field("Date").setText("2025.01.??");
        dialog.others().setText("ECO C33\nWhiteElo strong");
        dialog.accept();
        assertFalse(dialog.shell().isDisposed());
        assertEquals("Other tags, line 2: WhiteElo \"strong\" is not a number (leave the line out when the rating is not known)",
                dialog.problem());
        assertFalse(session.canUndo(), "nothing was edited");
        dialog.others().setText("ECO C33\nWhiteElo 2400");
        dialog.accept();
        assertTrue(dialog.shell().isDisposed());
        assertEquals("2025.01.??", session.game().tag("Date"));
        assertEquals("2400", session.game().tag("WhiteElo"));
    }
}
