package rookery.ui.dialogs;

import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.osgi.service.prefs.BackingStoreException;

import rookery.ui.game.GameTree;
import rookery.ui.game.MainLineEvals;
import rookery.ui.game.MoveNode;
import rookery.ui.game.ReviewAnnotations;
import rookery.ui.jobs.AnalyseGameJob;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.GameAnalysisSettings;
import rookery.ui.session.Session;
import rookery.ui.widgets.JobProgress;

/**
 * Game > Analyse Game: the engine and the limit per position (remembered for the next time),
 * then the analysis as a job with its progress and Cancel in the same window. Its result is
 * written into the game as one undoable edit (see {@link ReviewAnnotations}); a game whose main
 * line changed meanwhile is left as it is, and the window says so.
 */
public class AnalyseGameDialog {
    private final Shell shell;
    private final Session session;
    private final List<EngineConfig> engines;
    private final Combo engine;
    private final Button byDepth;
    private final Spinner depth;
    private final Button byTime;
    private final Spinner seconds;
    private final Button analyse;
    private final JobProgress progress;
    private final Label outcome;
    private AnalyseGameJob job;

    public AnalyseGameDialog(Shell parent, Session session) {
        this.session = session;
        engines = session.preferences().allEngines();
        GameAnalysisSettings settings = GameAnalysisSettings.load();
        shell = new Shell(parent, SWT.DIALOG_TRIM | SWT.RESIZE);
        shell.setText("Analyse Game");
        shell.setLayout(new GridLayout(3, false));
        new Label(shell, SWT.NONE).setText("Engine");
        engine = new Combo(shell, SWT.READ_ONLY);
        engine.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        engines.forEach(config -> engine.add(config.name()));
        engine.select(engines.indexOf(settings.engineAmong(engines)));
        byDepth = new Button(shell, SWT.RADIO);
        byDepth.setText("Depth");
        depth = spinner(settings.depth(), 99);
        new Label(shell, SWT.NONE).setText("plies per position");
        byTime = new Button(shell, SWT.RADIO);
        byTime.setText("Time");
        seconds = spinner(settings.seconds(), 600);
        new Label(shell, SWT.NONE).setText("seconds per position");
        byDepth.setSelection(settings.byDepth());
        byTime.setSelection(!settings.byDepth());
        progress = new JobProgress(shell, true);
        GridData progressData = new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1);
        progressData.widthHint = 480;
        progress.setLayoutData(progressData);
        outcome = new Label(shell, SWT.WRAP);
        outcome.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        analyse = new Button(shell, SWT.PUSH);
        analyse.setText("Analyse");
        analyse.setLayoutData(new GridData(SWT.END, SWT.CENTER, true, false, 3, 1));
        analyse.addListener(SWT.Selection, event -> start());
        shell.setDefaultButton(analyse);
        shell.pack();
        DialogPlacement.centreOnParent(shell);
    }

    private Spinner spinner(int value, int maximum) {
        Spinner spinner = new Spinner(shell, SWT.BORDER);
        spinner.setValues(value, 1, maximum, 0, 1, 5);
        return spinner;
    }

    public void open() {
        shell.open();
    }

    public Shell shell() {
        return shell;
    }

    public Combo engine() {
        return engine;
    }

    public Button byDepth() {
        return byDepth;
    }

    public Spinner depth() {
        return depth;
    }

    public Button analyseButton() {
        return analyse;
    }

    /** What the window says after the analysis ("" before). */
    public String outcome() {
        return outcome.getText();
    }

    /** The running or finished analysis, or null before Analyse. */
    public AnalyseGameJob job() {
        return job;
    }

    private void start() {
        GameAnalysisSettings settings = new GameAnalysisSettings(engines.get(engine.getSelectionIndex()).name(), byDepth.getSelection(),
                depth.getSelection(), seconds.getSelection());
        try {
            settings.save();
        } catch (BackingStoreException e) {
            outcome.setText("The settings are not kept for the next time: " + e.getMessage());
        }
        GameTree game = session.game();
        int[] moves = mainLine(game);
        if (moves.length == 0) {
            outcome.setText("The game has no moves to analyse.");
            shell.layout(true, true);
            return;
        }
        analyse.setEnabled(false);
        job = new AnalyseGameJob(settings.engineAmong(engines), settings.limits(), game.positionAt(game.root()), moves,
                session.preferences().syzygyFolders());
        progress.run(job, done -> finished(game, moves, done));
    }

    private void finished(GameTree analysed, int[] moves, AnalyseGameJob done) {
        if (shell.isDisposed()) {
            return;
        }
        analyse.setEnabled(true);
        if (done.failure() != null) {
            outcome.setText("The analysis failed: " + done.failure().getMessage());
        } else if (done.result() == null) {
            outcome.setText("Analysis cancelled: the game is unchanged.");
        } else if (session.game() != analysed || !Arrays.equals(mainLine(session.game()), moves)) {
            outcome.setText("The game changed during the analysis: the analysis was not written into it.");
        } else {
            session.annotate(game -> ReviewAnnotations.apply(game, done.result().analyses(), done.result().review()));
            shell.close();
            return;
        }
        shell.layout(true, true);
    }

    private static int[] mainLine(GameTree game) {
        return MainLineEvals.of(game).nodes().stream().skip(1).mapToInt(MoveNode::move).toArray();
    }
}
