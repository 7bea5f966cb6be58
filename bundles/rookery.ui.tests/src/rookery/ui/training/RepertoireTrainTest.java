package rookery.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.database.training.DrillSchedule;
import rookery.ui.board.BoardCanvas;
import rookery.ui.model.RepertoireFile;
import rookery.ui.session.Session;
import rookery.ui.session.WorkbenchSession;
import rookery.ui.testing.Ui;
import rookery.ui.views.RepertoireView;

/** Repertoire part > Train opens the drill of the open repertoire, whose schedule is kept under the repertoire file's name. */
class RepertoireTrainTest {
    @TempDir
    Path folder;
    private Display display;
    private Shell shell;

    @BeforeEach
    void open() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
    }

    @AfterEach
    void close() {
        shell.dispose();
        Ui.settle(display);
    }

    @Test
    void theTrainButtonDrillsTheOpenRepertoireAndKeepsItsScheduleForTheFile() throws Exception {
        Path file = Files.writeString(folder.resolve("white.pgn"), "1. e4 e5 (1... c5 2. Nf3) (1... e6 2. d4) 2. Nf3 *\n");
        Session session = new WorkbenchSession();
        RepertoireView view = new RepertoireView(shell, session);
        session.addListener(view);
        session.setRepertoire(RepertoireFile.open(file, Color.WHITE));
        shell.setSize(900, 400);
        shell.open();
        Ui.settle(display);
        List<Shell> before = List.of(display.getShells());
        Button train = buttons(view).stream().filter(button -> button.getText().equals("Train")).findFirst().orElseThrow();
        TrainingInput.click(train);
        Shell drill = List.of(display.getShells()).stream().filter(opened -> !before.contains(opened)).findFirst().orElseThrow();
        assertEquals("Train the repertoire (white)", drill.getText());
        Path schedule = DrillSchedules.fileFor(file);
        Files.deleteIfExists(schedule);
        try {
            Label prompt = (Label) List.of(drill.getChildren()).stream().filter(Label.class::isInstance).findFirst().orElseThrow();
            assertTrue(prompt.getText().startsWith("Your move after the start"), prompt.getText());
            BoardCanvas board = (BoardCanvas) List.of(drill.getChildren()).stream().filter(BoardCanvas.class::isInstance).findFirst().orElseThrow();
            TrainingInput.move(board, "e2", "e4");
            assertEquals(1, DrillSchedule.load(schedule).size(), "the answer is kept under the repertoire file's schedule: " + schedule);
        } finally {
            drill.close();
            Files.deleteIfExists(schedule);
        }
    }

    private static List<Button> buttons(Composite parent) {
        List<Button> found = new ArrayList<>();
        for (Control child : parent.getChildren()) {
            if (child instanceof Button button) {
                found.add(button);
            } else if (child instanceof Composite composite) {
                found.addAll(buttons(composite));
            }
        }
        return found;
    }
}
