package rookery.engine;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;

class BuiltinEngineTest {

    @Test
    void stopEndsAnInfiniteSearchBeforeReturning() throws InterruptedException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Recorder recorder = new Recorder();
            engine.start(Position.startpos(), Limits.untilStopped(), new AnalysisOptions(1, 2, 16), recorder);
            while (recorder.lines.size() < 3) {
                Thread.sleep(5);
            }
            assertTrue(engine.isSearching());
            engine.stop();
            assertFalse(engine.isSearching(), "stop() returned while the search was still running");
            assertTrue(recorder.isDone());
            assertTrue(Position.startpos().isLegal(recorder.bestMove.move()));
        }
    }

    @Test
    void infiniteSearchWaitsForStopEvenWhenTheTreeIsExhausted() throws InterruptedException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Recorder recorder = new Recorder();
            engine.start(Position.fromFen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), Limits.untilStopped(), AnalysisOptions.DEFAULT, recorder);
            assertFalse(engine.awaitFinished(100));
            engine.stop();
            assertTrue(recorder.isDone());
        }
    }

    @Test
    void ponderSearchTurnsIntoATimedSearchOnPonderHit() throws InterruptedException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Recorder recorder = new Recorder();
            engine.start(Position.startpos(), Limits.moveTime(50).withPonder(true), AnalysisOptions.DEFAULT, recorder);
            assertFalse(engine.awaitFinished(150), "a ponder search must not end on its own");
            engine.ponderHit();
            recorder.await();
            assertNotNull(recorder.bestMove);
        }
    }

    @Test
    void startingAgainStopsThePreviousSearchAndDeliversItsResult() throws InterruptedException {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            Recorder first = new Recorder();
            Recorder second = new Recorder();
            engine.start(Position.startpos(), Limits.untilStopped(), AnalysisOptions.DEFAULT, first);
            engine.start(Position.startpos(), Limits.depth(3), AnalysisOptions.DEFAULT, second);
            assertTrue(first.isDone());
            second.await();
            assertEquals(3, second.last().depth());
        }
    }

    @Test
    void aWarmedUpEngineSearchesExactlyLikeAFreshOne() throws InterruptedException {
        Position position = Position.fromFen("r1bq1rk1/ppp1nppp/4n3/3p3Q/3P4/1BP1B3/PP1N2PP/R4RK1 w - - 1 16");
        AnalysisOptions options = new AnalysisOptions(1, 1, 16);
        Recorder fresh = Recorder.run(position, Limits.depth(9), options);
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.warmUp();
            assertFalse(engine.isSearching());
            Recorder warm = new Recorder();
            engine.start(position, Limits.depth(9), options, warm);
            warm.await();
            assertEquals(fresh.last().nodes(), warm.last().nodes());
            assertEquals(fresh.bestMove.move(), warm.bestMove.move());
            assertEquals(fresh.last().pv(), warm.last().pv());
        }
    }

    @Test
    void unknownOptionsAreRejectedWithTheirName() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Skill Level", "3"));
            assertTrue(error.getMessage().contains("Skill Level"));
            engine.setOption("move overhead", "10");
            engine.setOption("Clear Hash", "");
        }
    }
}
