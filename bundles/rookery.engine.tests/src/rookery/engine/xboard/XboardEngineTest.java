package rookery.engine.xboard;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisOptions;
import rookery.engine.Engine;
import rookery.engine.EngineException;
import rookery.engine.Engines;
import rookery.engine.Limits;
import rookery.engine.Recorder;

class XboardEngineTest {

    private static Engine installed(String path) {
        Assumptions.assumeTrue(Files.isExecutable(Path.of(path)), path + " is not installed");
        return Engines.open(path);
    }

    private static Limits clock() {
        return Limits.clock(new Limits.Clock(2000, 2000, 0, 0, 0));
    }

    @Test
    void fairyMaxIsRecognisedAndPlaysFromPositionsWithoutSetboard() throws InterruptedException {
        try (Engine engine = installed("/usr/games/fairymax")) {
            assertInstanceOf(XboardEngine.class, engine);
            assertTrue(engine.name().startsWith("Fairy-Max"), engine.name());
            Position game = Position.startpos();
            for (int ply = 0; ply < 4; ply++) {
                Recorder recorder = new Recorder();
                engine.start(game, clock(), AnalysisOptions.DEFAULT, recorder);
                recorder.await();
                assertNull(recorder.error);
                assertTrue(game.isLegal(recorder.bestMove.move()));
                game.play(recorder.bestMove.move());
            }
            // Black to move in a set-up position: Fair-Max has no setboard, so it is entered in edit mode.
            Position mate = Position.fromFen("6k1/8/6K1/8/8/8/8/7R w - - 0 1");
            mate.play(Uci.parse(mate, "h1h2"));
            Recorder recorder = new Recorder();
            engine.start(mate, clock(), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertTrue(mate.isLegal(recorder.bestMove.move()));
        }
    }

    @Test
    void phalanxPlaysThroughSetboard() throws InterruptedException {
        try (Engine engine = installed("/usr/games/phalanx")) {
            Position position = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
            Recorder recorder = new Recorder();
            engine.start(position, clock(), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertEquals("a1a8", position.uci(recorder.bestMove.move()));
        }
    }

    @Test
    void searchesWithoutALimitAreRefused() {
        try (Engine engine = installed("/usr/games/fairymax")) {
            assertThrows(EngineException.class, () -> engine.start(Position.startpos(), Limits.untilStopped(), AnalysisOptions.DEFAULT, new Recorder()));
            assertThrows(EngineException.class, () -> XboardEngine.start(List.of("/nonexistent/engine")));
        }
    }
}
