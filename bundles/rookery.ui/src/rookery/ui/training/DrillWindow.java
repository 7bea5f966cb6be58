package rookery.ui.training;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Shell;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.Repertoire;
import rookery.database.repertoire.RepertoireCheck;
import rookery.database.training.DrillCard;
import rookery.database.training.DrillSchedule;
import rookery.database.training.DrillSession;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;

/**
 * Repertoire part > Train: the repertoire's positions on the board, the opponent's move just
 * played; the user plays the repertoire's answer. Right goes on; wrong shows the right move (an
 * arrow) and puts the position back, due again sooner (SM-2, docs/training.md). The schedule is
 * saved after every answer; the end shows the session's summary.
 */
public final class DrillWindow {
    static final String[] MODES = {"Due positions", "The board's line", "Most reached in the database"};
    private static final int POPULAR_POSITIONS = 20;
    private static final int CHECK_DEPTH = 40;

    private final TrainingBoard view;
    private final Repertoire repertoire;
    private final DrillSchedule schedule;
    private final OpeningDatabase database;
    private final ExploreFilter filter;
    private final List<String> boardLine;
    private final Combo mode;
    private final Button next;
    private final Background likelihoods;
    private DrillSession session;

    /**
     * @param database the open database, for the most-reached mode (null: that mode says so)
     * @param boardLine the board's line (SAN from the start) for the line mode
     */
    public DrillWindow(Shell parent, Repertoire repertoire, Path scheduleFile, OpeningDatabase database, ExploreFilter filter,
            List<String> boardLine) throws IOException {
        this.repertoire = repertoire;
        this.schedule = DrillSchedule.load(scheduleFile);
        this.database = database;
        this.filter = filter;
        this.boardLine = List.copyOf(boardLine);
        view = new TrainingBoard(parent, "Train the repertoire (" + repertoire.color().name().toLowerCase() + ")");
        view.controls().setLayout(new RowLayout(SWT.HORIZONTAL));
        mode = new Combo(view.controls(), SWT.READ_ONLY);
        mode.setItems(MODES);
        mode.select(0);
        Button start = new Button(view.controls(), SWT.PUSH);
        start.setText("Start");
        start.addListener(SWT.Selection, event -> start());
        next = new Button(view.controls(), SWT.PUSH);
        next.setText("Next");
        next.setEnabled(false);
        next.addListener(SWT.Selection, event -> ask());
        likelihoods = new Background("drill-likelihoods", DisplayExecutor.of(view.shell().getDisplay()));
        view.shell().addListener(SWT.Dispose, event -> likelihoods.close());
        view.onMove(this::answer);
    }

    static long today() {
        return LocalDate.now(ZoneOffset.UTC).toEpochDay();
    }

    public void open() {
        view.open();
        start();
    }

    /** Starts a session in the chosen mode. */
    void start() {
        long today = today();
        switch (mode.getSelectionIndex()) {
            case 1 -> begin(DrillSession.line(repertoire, schedule, boardLine, today));
            case 2 -> {
                if (database == null) {
                    view.lock("Open a database: this mode drills the positions its games reach most.");
                    return;
                }
                view.lock("Weighing the lines by the database's games...");
                likelihoods.submit(() -> RepertoireCheck.reachLikelihoods(database, repertoire, filter, CHECK_DEPTH),
                        reach -> begin(DrillSession.popular(repertoire, schedule, reach, POPULAR_POSITIONS, today)),
                        error -> view.lock("The database could not be read: " + error.getMessage()));
            }
            default -> begin(DrillSession.due(repertoire, schedule, today));
        }
    }

    private void begin(DrillSession started) {
        session = started;
        view.verdict("", List.of());
        ask();
    }

    private void ask() {
        next.setEnabled(false);
        if (session.isFinished()) {
            DrillSession.Summary summary = session.summary();
            view.lock(String.format("Session over: %d positions seen, %d right, %d wrong; %d due tomorrow.", summary.seen(), summary.right(),
                    summary.wrong(), summary.dueTomorrow()));
            return;
        }
        DrillCard card = session.current();
        Position before = repertoire.start();
        int lastMove = Move.NONE;
        for (String san : card.line()) {
            lastMove = San.parse(before, san);
            before.play(lastMove);
        }
        view.show(card.position(), lastMove, repertoire.color(), "Your move after " + (card.line().isEmpty() ? "the start"
                : String.join(" ", card.line())) + " (" + session.remaining() + " to go)");
    }

    private void answer(int move) {
        if (session == null || session.isFinished()) {
            return;
        }
        DrillCard card = session.current();
        DrillSession.Answer answer = session.answer(move);
        try {
            schedule.save();
        } catch (IOException e) {
            view.lock("The schedule could not be saved: " + e.getMessage());
            return;
        }
        if (answer.right()) {
            view.verdict("Right: " + San.format(card.position(), move) + ".", List.of());
            ask();
        } else {
            Position position = card.position();
            view.verdict("Not the repertoire's move: it plays " + answer.rightMoves().stream().map(right -> San.format(position, right))
                    .collect(Collectors.joining(" or ")) + ". This position comes back sooner.", answer.rightMoves());
            view.board().setInteractive(false);
            next.setEnabled(true);
        }
    }

    TrainingBoard view() {
        return view;
    }

    Combo mode() {
        return mode;
    }

    Button next() {
        return next;
    }

    public Shell shell() {
        return view.shell();
    }
}
