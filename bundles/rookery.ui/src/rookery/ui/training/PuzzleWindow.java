package rookery.ui.training;

import java.io.IOException;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.database.training.Mistake;
import rookery.database.training.Mistakes;
import rookery.database.training.PuzzleScores;
import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.engine.Limits;
import rookery.engine.analysis.PuzzleCheck;
import rookery.ui.game.GameTree;
import rookery.ui.jobs.Background;
import rookery.ui.jobs.DisplayExecutor;

/**
 * Game > Learn from Your Mistakes: a player's mistakes and blunders in the database's reviewed
 * games, one after the other: the position before the move, "find a better move". The built-in
 * engine's best move and any move within 0.3 pawns of it are right; every try is kept per
 * position ({@link PuzzleScores}).
 */
public final class PuzzleWindow {
    static final Limits LIMITS = Limits.depth(10);
    static final String ALL_GAMES = "All reviewed games";
    static final String BOARD_GAME = "The game on the board";
    private static final long STALL_MILLIS = 60_000;

    private record Verdict(PuzzleCheck.Solution solution, boolean right) {
    }

    private final TrainingBoard view;
    /** The session's database when the puzzles are looked for: the workbench replaces (and closes) the one it had when another opens. */
    private final Supplier<OpeningDatabase> database;
    private PuzzleScores scores;
    private final Text player;
    private final Combo source;
    private final GameTree boardGame;
    private final Button next;
    private final Background work;
    private final Engine engine;
    private final PuzzleCheck check;
    private List<Mistake> puzzles = List.of();
    private int index;
    private PuzzleCheck.Solution solution;
    private boolean answered;

    /**
     * @param boardGame the game on the board, for puzzles from its own review (null: the database's reviewed games only)
     */
    public PuzzleWindow(Shell parent, Supplier<OpeningDatabase> database, String playerName, GameTree boardGame) {
        this.database = database;
        this.boardGame = boardGame;
        view = new TrainingBoard(parent, "Learn from your mistakes");
        view.controls().setLayout(new RowLayout(SWT.HORIZONTAL));
        new Label(view.controls(), SWT.NONE).setText("Player:");
        player = new Text(view.controls(), SWT.BORDER | SWT.SINGLE);
        player.setLayoutData(new RowData(200, SWT.DEFAULT));
        player.setText(playerName == null ? "" : playerName);
        source = new Combo(view.controls(), SWT.READ_ONLY);
        source.setItems(boardGame == null ? new String[] {ALL_GAMES} : new String[] {ALL_GAMES, BOARD_GAME});
        source.select(0);
        Button start = new Button(view.controls(), SWT.PUSH);
        start.setText("Find Mistakes");
        start.addListener(SWT.Selection, event -> load());
        player.addListener(SWT.DefaultSelection, event -> load());
        next = new Button(view.controls(), SWT.PUSH);
        next.setText("Next");
        next.setEnabled(false);
        next.addListener(SWT.Selection, event -> show(index + 1));
        work = new Background("puzzles", DisplayExecutor.of(view.shell().getDisplay()));
        engine = Engines.open(Engines.BUILTIN);
        check = new PuzzleCheck(engine, LIMITS, STALL_MILLIS);
        view.shell().addListener(SWT.Dispose, event -> {
            work.close();
            engine.close();
        });
        view.onMove(this::answer);
    }

    public void open() {
        view.open();
        view.lock("Type the player's name as in the games and press Enter.");
        if (!player.getText().isBlank()) {
            load();
        }
    }

    private void load() {
        String name = player.getText().strip();
        if (name.isEmpty()) {
            return;
        }
        view.lock("Looking for " + name + "'s mistakes in the reviewed games...");
        OpeningDatabase opened = database.get();
        scores = new PuzzleScores(opened.folder());
        boolean fromBoard = BOARD_GAME.equals(source.getText());
        List<Mistake> onBoard = fromBoard ? BoardGameMistakes.of(boardGame, name) : null;
        work.submit(() -> fromBoard ? onBoard : Mistakes.of(opened, name), found -> {
            puzzles = found;
            if (found.isEmpty()) {
                view.lock("No mistake of " + name + " in the reviewed games (review games with Game > Analyse Game, then save them, "
                        + "or with ./rookery annotate --store).");
            } else {
                show(0);
            }
        }, error -> view.lock("The database could not be read: " + error.getMessage()));
    }

    private void show(int at) {
        next.setEnabled(false);
        if (at >= puzzles.size()) {
            view.lock("That was the last of " + puzzles.size() + " mistakes.");
            return;
        }
        index = at;
        answered = false;
        solution = null;
        Mistake mistake = puzzles.get(at);
        String tried;
        try {
            PuzzleScores.Score score = scores.score(mistake.fenBefore());
            tried = score.tries() == 0 ? "" : " (solved " + score.solved() + " of " + score.tries() + " tries before)";
        } catch (IOException e) {
            tried = "";
        }
        view.show(mistake.position(), Move.NONE, mistake.side(), String.format("Puzzle %d of %d: %s, move %d%s: %s played %s%s. Find a better move%s.",
                at + 1, puzzles.size(), mistake.gameId() == 0 ? "the game on the board" : "game " + mistake.gameId(), (mistake.ply() + 1) / 2, mistake.ply() % 2 == 1 ? "" : "...", mistake.player(),
                mistake.playedSan(), mistake.glyph(), tried));
        view.verdict("", List.of());
        Position position = mistake.position();
        work.submit(() -> check.solve(position), solved -> solution = solved, error -> view.lock("The engine failed: " + error.getMessage()));
    }

    private void answer(int move) {
        if (answered || puzzles.isEmpty()) {
            return;
        }
        answered = true;
        Mistake mistake = puzzles.get(index);
        Position position = mistake.position();
        view.board().setInteractive(false);
        view.verdict("Checking " + San.format(position, move) + "...", List.of());
        work.submit(() -> {
            PuzzleCheck.Solution solved = solution != null ? solution : check.solve(position);
            boolean right = check.isRight(solved, move);
            scores.record(mistake.fenBefore(), right);
            return new Verdict(solved, right);
        }, verdict -> {
            PuzzleCheck.Solution solved = verdict.solution();
            boolean right = verdict.right();
            String best = San.format(position, solved.bestMove());
            view.verdict(right ? "Right: " + San.format(position, move) + (solved.bestMove() == move ? " is the engine's best move." : " is within 0.3 pawns of the engine's " + best + ".")
                    : "Not better: the engine plays " + best + ".", right ? List.of() : List.of(solved.bestMove()));
            next.setEnabled(true);
        }, error -> view.lock("The engine failed: " + error.getMessage()));
    }

    TrainingBoard view() {
        return view;
    }

    Text player() {
        return player;
    }

    Combo source() {
        return source;
    }

    Button next() {
        return next;
    }

    public Shell shell() {
        return view.shell();
    }
}
