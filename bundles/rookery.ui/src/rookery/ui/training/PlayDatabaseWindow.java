package rookery.ui.training;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.training.DatabaseOpponent;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.engine.Limits;
import rookery.engine.analysis.PositionSearch;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;

/**
 * Game > Play the Database: from the board's position the user plays the side to move against
 * the database's players: each reply drawn by its frequency in the explorer (under its filter);
 * where no game continues, the built-in engine plays on at the chosen depth. Keep as Game hands
 * the moves played to the workbench as a normal game (save, review).
 */
public final class PlayDatabaseWindow {
    private static final long STALL_MILLIS = 60_000;

    private final TrainingBoard view;
    private final Position start;
    private final Position position;
    private final Color user;
    private final List<Integer> played = new ArrayList<>();
    private final Spinner depth;
    private final Button keepButton;
    private final Background work;
    private final Engine engine;
    private final DatabaseOpponent opponent;
    private boolean waiting;
    private volatile int engineDepth = 4;

    /**
     * @param random the draws' source (a fixed seed in tests)
     * @param keep receives the start and the moves played, for Keep as Game
     */
    public PlayDatabaseWindow(Shell parent, OpeningDatabase database, ExploreFilter filter, Position from, Random random,
            Consumer<Game> keep) {
        start = from.copy();
        position = from.copy();
        user = from.turn();
        view = new TrainingBoard(parent, "Play the database");
        view.controls().setLayout(new RowLayout(SWT.HORIZONTAL));
        new Label(view.controls(), SWT.NONE).setText("Engine depth once out of the database:");
        depth = new Spinner(view.controls(), SWT.BORDER);
        depth.setValues(engineDepth, 1, 20, 0, 1, 4);
        depth.addListener(SWT.Selection, event -> engineDepth = depth.getSelection());
        keepButton = new Button(view.controls(), SWT.PUSH);
        keepButton.setText("Keep as Game");
        keepButton.addListener(SWT.Selection, event -> keep.accept(new Game(start, List.copyOf(played))));
        work = new Background("play-database", DisplayExecutor.of(view.shell().getDisplay()));
        engine = Engines.open(Engines.BUILTIN);
        view.shell().addListener(SWT.Dispose, event -> {
            work.close();
            engine.close();
        });
        opponent = new DatabaseOpponent(database, filter, random, this::engineMove);
        view.onMove(this::play);
    }

    /** A game played here: where it started and the moves. */
    public record Game(Position start, List<Integer> moves) {
        public Game {
            start = start.copy();
            moves = List.copyOf(moves);
        }
    }

    private int engineMove(Position at) throws InterruptedException {
        return PositionSearch.analyse(engine, at, Limits.depth(engineDepth), new AnalysisOptions(1, 1, 16), STALL_MILLIS).bestLine().get(0);
    }

    public void open() {
        view.open();
        view.show(position, Move.NONE, user, "You play " + user.name().toLowerCase() + " against the database's games.");
        view.verdict("Play your move.", List.of());
    }

    private void play(int move) {
        if (waiting || position.turn() != user) {
            return;
        }
        String san = San.format(position, move);
        position.play(move);
        played.add(move);
        if (over()) {
            return;
        }
        waiting = true;
        view.show(position, move, user, "You played " + san + ". The database replies...");
        Position asked = position.copy();
        work.submit(() -> opponent.reply(asked), reply -> {
            waiting = false;
            String replySan = San.format(position, reply.move());
            position.play(reply.move());
            played.add(reply.move());
            view.show(position, reply.move(), user, reply.fromDatabase()
                    ? String.format("Database: %s (%d of %d games).", replySan, reply.games(), reply.total())
                    : "Out of the database: the engine (depth " + depth.getSelection() + ") plays " + replySan + ".");
            over();
        }, error -> {
            waiting = false;
            view.lock("No reply: " + error.getMessage());
        });
    }

    private boolean over() {
        if (position.hasLegalMoves()) {
            return false;
        }
        view.show(position, played.isEmpty() ? Move.NONE : played.get(played.size() - 1), user, position.isCheck() ? "Checkmate." : "Stalemate.");
        view.lock("The game is over: Keep as Game takes it to the workbench.");
        return true;
    }

    TrainingBoard view() {
        return view;
    }

    boolean isWaiting() {
        return waiting;
    }

    List<Integer> played() {
        return List.copyOf(played);
    }

    Button keepButton() {
        return keepButton;
    }

    public Shell shell() {
        return view.shell();
    }
}
