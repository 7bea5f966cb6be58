package rookery.ui.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.GameSort;
import rookery.database.SideFigures;
import rookery.database.StoredReview;
import rookery.database.training.PuzzleScores;
import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.engine.analysis.PuzzleCheck;
import rookery.ui.game.GameTree;
import rookery.ui.game.PgnText;
import rookery.ui.testing.DatabaseWindow;
import rookery.ui.testing.Screenshots;
import rookery.ui.testing.Ui;

/** Game > Learn from Your Mistakes: the position before Bob's blunder; a move that lets the mate happen is refused, a defence judged by the engine. */
class PuzzleWindowTest {
    private static final String BEFORE_NF6 = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";

    @RegisterExtension
    final DatabaseWindow window = new DatabaseWindow();

    @BeforeEach
    void open() throws Exception {
        window.importGames("""
                [White "Alice"] [Black "Bob"] [Result "1-0"]
                1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
                """);
        long id = window.database().games(null, "bob", GameSort.DATE, 1).games().get(0).id();
        SideFigures none = new SideFigures(0, 0, 0, 0, Double.NaN);
        window.database().storeReview(id, new StoredReview("test", none, none, Arrays.asList("0.2", "0.2", "0.3", "0.0", "0.3", "0.3", "#1", null),
                new int[] {0, 0, 6, 0, 0, 4, 0}));
    }

    @Test
    void theBlunderIsAPuzzleAWrongMoveIsRefusedAndADefenceJudgedAsTheEngineDoes() throws Exception {
        PuzzleWindow puzzles = new PuzzleWindow(window.shell(), () -> window.database(), "Bob", null);
        puzzles.open();
        Ui.waitUntil(window.display(), 30_000, "the puzzle", () -> puzzles.view().promptText().startsWith("Puzzle 1 of 1"));
        assertTrue(puzzles.view().promptText().contains("Bob played Nf6??"), puzzles.view().promptText());
        assertEquals(BEFORE_NF6, puzzles.view().board().position().fen());
        TrainingInput.move(puzzles.view().board(), "a7", "a6");
        Ui.waitUntil(window.display(), 60_000, "the verdict", () -> puzzles.next().getEnabled());
        assertTrue(puzzles.view().verdictText().startsWith("Not better: the engine plays "), puzzles.view().verdictText());
        Screenshots.save(puzzles.shell(), "puzzle-wrong");
        assertEquals(new PuzzleScores.Score(1, 0), new PuzzleScores(window.database().folder()).score(BEFORE_NF6));

        puzzles.player().setText("Bob");
        puzzles.player().notifyListeners(org.eclipse.swt.SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        Ui.waitUntil(window.display(), 30_000, "the puzzle again", () -> puzzles.view().promptText().contains("solved 0 of 1 tries before"));
        TrainingInput.move(puzzles.view().board(), "g7", "g6");
        Ui.waitUntil(window.display(), 60_000, "the verdict", () -> puzzles.next().getEnabled());
        Position position = Position.fromFen(BEFORE_NF6);
        boolean expected;
        try (Engine engine = Engines.open(Engines.BUILTIN)) {
            PuzzleCheck check = new PuzzleCheck(engine, PuzzleWindow.LIMITS, 60_000);
            expected = check.isRight(check.solve(position), San.parse(position, "g6"));
        }
        assertEquals(expected, puzzles.view().verdictText().startsWith("Right: g6"), puzzles.view().verdictText());
        Screenshots.save(puzzles.shell(), "puzzle-answer");
        assertEquals(expected ? 1 : 0, new PuzzleScores(window.database().folder()).score(BEFORE_NF6).solved());
        puzzles.shell().close();
    }

    @Test
    void theGameOnTheBoardGivesItsOwnReviewsMistakes() throws Exception {
        GameTree game = PgnText.read("""
                [White "Carol"] [Black "Dan"] [Result "0-1"]
                1. f3? e5 2. g4?? Qh4# 0-1
                """, "board.pgn");
        assertEquals(2, BoardGameMistakes.of(game, "carol").size());
        PuzzleWindow puzzles = new PuzzleWindow(window.shell(), () -> window.database(), "Carol", game);
        puzzles.open();
        puzzles.source().select(1);
        puzzles.player().notifyListeners(org.eclipse.swt.SWT.DefaultSelection, new org.eclipse.swt.widgets.Event());
        Ui.waitUntil(window.display(), 30_000, "the board game's puzzle", () -> puzzles.view().promptText().startsWith("Puzzle 1 of 2: the game on the board"));
        assertTrue(puzzles.view().promptText().contains("Carol played f3?"), puzzles.view().promptText());
        assertEquals(Position.startpos().fen(), puzzles.view().board().position().fen());
        puzzles.shell().close();
    }
}
