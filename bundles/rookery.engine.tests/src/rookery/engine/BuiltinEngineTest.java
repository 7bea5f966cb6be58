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
    void unknownOptionsAreRejectedWithTheirName() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> engine.setOption("Skill Level", "3"));
            assertTrue(error.getMessage().contains("Skill Level"));
            engine.setOption("move overhead", "10");
            engine.setOption("Clear Hash", "");
        }
    }
}
