package rookery.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.ExploreFilter;
import rookery.database.repertoire.Repertoire;
import rookery.database.training.DrillSchedule;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Repertoire part > Train on a 3-line repertoire: one answer wrong, one right; after a restart the wrong one is asked first. */
class DrillWindowTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell parent;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        parent = new Shell(display);
    }

    @AfterEach
    void close() {
        parent.dispose();
        Ui.settle(display);
    }

    @Test
    void aWrongAnswerShowsTheRepertoiresMoveAndComesFirstAfterARestart() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), "1. e4 e5 (1... c5 2. Nf3) (1... e6 2. d4) 2. Nf3 *\n");
        Path schedule = folder.resolve("drill.properties");
        DrillWindow drill = openDrill(file, schedule);
        assertTrue(drill.view().promptText().startsWith("Your move after the start (4 to go)"), drill.view().promptText());
        TrainingInput.move(drill.view().board(), "e2", "e4");
        assertEquals("Right: e4.", drill.view().verdictText());
        assertTrue(drill.view().promptText().contains("e4 e5"), drill.view().promptText());
        TrainingInput.move(drill.view().board(), "f1", "c4");
        assertTrue(drill.view().verdictText().startsWith("Not the repertoire's move: it plays Nf3."), drill.view().verdictText());
        assertEquals(1, drill.view().board().arrows().size(), "the right move is shown as an arrow");
        Screenshots.save(drill.shell(), "drill-wrong");
        TrainingInput.click(drill.next());
        assertTrue(drill.view().promptText().contains("e4 c5"), drill.view().promptText());
        TrainingInput.move(drill.view().board(), "g1", "f3");
        assertEquals("Right: Nf3.", drill.view().verdictText());
        drill.shell().close();
        Ui.settle(display);

        DrillWindow restarted = openDrill(file, schedule);
        assertTrue(restarted.view().promptText().startsWith("Your move after e4 e5 (2 to go)"),
                "the wrong one first, then the new one; the right ones wait: " + restarted.view().promptText());
        TrainingInput.move(restarted.view().board(), "g1", "f3");
        TrainingInput.move(restarted.view().board(), "d2", "d4");
        assertEquals("Session over: 2 positions seen, 2 right, 0 wrong; 4 due tomorrow.", restarted.view().verdictText());
        assertFalse(restarted.next().getEnabled());
        Screenshots.save(restarted.shell(), "drill-summary");
        restarted.shell().close();
    }

    @Test
    void linesAddedToTheRepertoireAreDueAtOnceAndDeletedLinesLeaveTheSchedule() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), "1. e4 e5 (1... c5 2. Nf3) (1... e6 2. d4) 2. Nf3 *\n");
        Path schedule = folder.resolve("drill.properties");
        DrillWindow drill = openDrill(file, schedule);
        for (int answered = 0; answered < 4; answered++) {
            String prompt = drill.view().promptText();
            String[] move = prompt.contains("e4 e6") ? new String[] {"d2", "d4"} : prompt.contains("e4") ? new String[] {"g1", "f3"} : new String[] {"e2", "e4"};
            TrainingInput.move(drill.view().board(), move[0], move[1]);
            assertTrue(answeredRight(drill), prompt + " -> " + drill.view().verdictText());
        }
        drill.shell().close();
        Ui.settle(display);
        assertEquals(4, DrillSchedule.load(schedule).size());

        // The repertoire edited: 1...e6 2.d4 deleted, 1...d5 2.exd5 added.
        Files.writeString(file, "1. e4 e5 (1... c5 2. Nf3) (1... d5 2. exd5) 2. Nf3 *\n");
        DrillWindow edited = openDrill(file, schedule);
        assertTrue(edited.view().promptText().startsWith("Your move after e4 d5 (1 to go)"),
                "only the new line is due, the ones answered right wait: " + edited.view().promptText());
        TrainingInput.move(edited.view().board(), "e4", "d5");
        assertTrue(answeredRight(edited), edited.view().verdictText());
        edited.shell().close();
        Ui.settle(display);
        DrillSchedule kept = DrillSchedule.load(schedule);
        assertEquals(4, kept.size(), "the start, e5, c5 and the new d5; the deleted e6 dropped");
        assertFalse(kept.isKnown(keyAfter("e4", "e6")), "the deleted line's position left the schedule");
        assertTrue(kept.isKnown(keyAfter("e4", "d5")));
    }

    /** "Right: ..." or, after the session's last answer, its summary without a wrong one. */
    private static boolean answeredRight(DrillWindow drill) {
        String verdict = drill.view().verdictText();
        return verdict.startsWith("Right") || verdict.startsWith("Session over") && verdict.contains(" 0 wrong");
    }

    private DrillWindow openDrill(Path repertoire, Path schedule) throws Exception {
        DrillWindow drill = new DrillWindow(parent, Repertoire.read(repertoire, Color.WHITE), schedule, null, ExploreFilter.NONE, List.of());
        drill.open();
        Ui.settle(display);
        return drill;
    }

    private static long keyAfter(String... moves) {
        Position position = Position.startpos();
        for (String move : moves) {
            position.play(San.parse(position, move));
        }
        return position.key();
    }
}
