package rookery.engine.uci;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisOptions;
import rookery.engine.EngineException;
import rookery.engine.EngineOption;
import rookery.engine.Limits;
import rookery.engine.Recorder;
import rookery.engine.Score;

class UciEngineTest {

    private static final Path STOCKFISH = Path.of("/usr/games/stockfish");
    private static final UciEngine.Timeouts QUICK = new UciEngine.Timeouts(2_000, 2_000, 300, 300);

    @TempDir
    Path folder;

    private static UciEngine stockfish() {
        Assumptions.assumeTrue(Files.isExecutable(STOCKFISH), "Stockfish is not installed at " + STOCKFISH);
        return UciEngine.start(List.of(STOCKFISH.toString()));
    }

    @Test
    void analysesWithStockfishThroughTheSameApi() throws InterruptedException {
        try (UciEngine engine = stockfish()) {
            assertTrue(engine.name().startsWith("Stockfish"), engine.name());
            assertTrue(engine.options().stream().anyMatch(o -> o.name().equals("Hash") && o.type() == EngineOption.Type.SPIN));
            Position position = Position.startpos();
            position.play(Uci.parse(position, "e2e4"));
            Recorder recorder = new Recorder();
            engine.start(position, Limits.depth(10), new AnalysisOptions(2, 1, 16), recorder);
            recorder.await();
            assertNull(recorder.error);
            assertTrue(position.isLegal(recorder.bestMove.move()));
            List<AnalysisLine> deepest = recorder.lines.stream().filter(l -> l.depth() == 10).toList();
            assertEquals(List.of(1, 2), deepest.stream().map(AnalysisLine::multiPv).distinct().sorted().toList());
            for (AnalysisLine line : recorder.lines) {
                Position walk = position.copy();
                line.pv().forEach(move -> walk.play(move));
                assertFalse(line.pv().isEmpty());
            }
        }
    }

    @Test
    void stockfishFindsAMateAndStopsOnRequest() throws InterruptedException {
        try (UciEngine engine = stockfish()) {
            Recorder mate = new Recorder();
            engine.start(Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Limits.depth(8), AnalysisOptions.DEFAULT, mate);
            mate.await();
            assertEquals(Score.mate(1), mate.last().score());
            assertEquals("a1a8", Move.toUci(mate.bestMove.move(), false));

            Recorder infinite = new Recorder();
            engine.start(Position.startpos(), Limits.untilStopped(), new AnalysisOptions(1, 1, 16), infinite);
            Thread.sleep(200);
            assertFalse(infinite.isDone());
            engine.stop();
            assertTrue(engine.awaitFinished(2_000));
            assertTrue(Position.startpos().isLegal(infinite.bestMove.move()));
        }
    }

    @Test
    void optionValuesAreCheckedAgainstTheDeclaration() {
        try (UciEngine engine = stockfish()) {
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("Hash", "0"));
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("No Such Option", "1"));
            engine.setOption("Skill Level", "5");
            engine.setOption("Clear Hash", "");
        }
    }

    private Path script(String name, String body) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, "#!/bin/bash\n" + body);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    /** A fake engine: a shell loop with handshake and readiness, and a body for "go". */
    private Path fakeEngine(String name, String onGo) throws IOException {
        return script(name, """
                while read -r line; do
                  case "$line" in
                    uci) echo "id name Fake"; echo "option name Hash type spin default 1 min 1 max 64"; echo uciok ;;
                    isready) echo readyok ;;
                    go*) %s ;;
                    quit) exit 0 ;;
                  esac
                done
                """.formatted(onGo));
    }

    @Test
    void aCrashIsReportedAndTheNextAnalysisStartsAFreshProcess() throws Exception {
        Path flag = folder.resolve("crashed-once");
        Path engineFile = fakeEngine("crasher", "if [ -e " + flag + " ]; then echo 'info depth 1 score cp 5 pv e2e4'; echo 'bestmove e2e4'; "
                + "else touch " + flag + "; echo 'info depth 1 score cp 3 pv d2d4'; exit 3; fi");
        try (UciEngine engine = UciEngine.start(List.of(engineFile.toString()), QUICK)) {
            long firstPid = engine.pid().orElseThrow();
            Recorder crashed = new Recorder();
            engine.start(Position.startpos(), Limits.depth(1), AnalysisOptions.DEFAULT, crashed);
            crashed.await();
            assertNotNull(crashed.error);
            assertTrue(crashed.error.getMessage().contains("exit code 3"), crashed.error.getMessage());
            assertTrue(crashed.error.getMessage().contains("info depth 1 score cp 3 pv d2d4"), crashed.error.getMessage());
            assertFalse(engine.isSearching());

            Recorder again = new Recorder();
            engine.start(Position.startpos(), Limits.depth(1), AnalysisOptions.DEFAULT, again);
            again.await();
            assertNull(again.error);
            assertEquals("e2e4", Move.toUci(again.bestMove.move(), false));
            assertNotEquals(firstPid, engine.pid().orElseThrow());
        }
    }

    @Test
    void anEngineThatIgnoresStopIsKilled() throws Exception {
        Path engineFile = fakeEngine("deaf", "echo 'info depth 1 score cp 1 pv e2e4'; sleep 30");
        try (UciEngine engine = UciEngine.start(List.of(engineFile.toString()), QUICK)) {
            long pid = engine.pid().orElseThrow();
            Recorder recorder = new Recorder();
            engine.start(Position.startpos(), Limits.untilStopped(), AnalysisOptions.DEFAULT, recorder);
            engine.stop();
            recorder.await();
            assertTrue(recorder.error.getMessage().contains("did not answer 'stop'"), recorder.error.getMessage());
            ProcessHandle.of(pid).ifPresent(handle -> handle.onExit().join());
            assertTrue(ProcessHandle.of(pid).map(handle -> !handle.isAlive()).orElse(true));
        }
    }

    @Test
    void garbageIsIgnoredAndIllegalBestMovesAreErrors() throws Exception {
        Path chatty = fakeEngine("chatty", "echo 'hello there'; echo 'info depth x score cp 1 pv e2e4'; echo 'info depth 2 score cp 7 pv e2e4 zz9 e7e5';"
                + " echo 'info string thinking'; echo 'bestmove e2e4 ponder e7e5'");
        try (UciEngine engine = UciEngine.start(List.of(chatty.toString()), QUICK)) {
            Recorder recorder = new Recorder();
            engine.start(Position.startpos(), Limits.depth(2), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertNull(recorder.error);
            assertEquals(1, recorder.lines.size());
            assertEquals(1, recorder.last().pv().size());
            assertEquals("e7e5", Move.toUci(recorder.bestMove.ponder(), false));
        }
        Path liar = fakeEngine("liar", "echo 'bestmove e2e5'");
        try (UciEngine engine = UciEngine.start(List.of(liar.toString()), QUICK)) {
            Recorder recorder = new Recorder();
            engine.start(Position.startpos(), Limits.depth(2), AnalysisOptions.DEFAULT, recorder);
            recorder.await();
            assertTrue(recorder.error.getMessage().contains("bestmove e2e5"), recorder.error.getMessage());
        }
    }

    @Test
    void aSilentProgramIsNotAnEngine() throws Exception {
        Path silent = script("silent", "sleep 30\n");
        EngineException error = assertThrows(EngineException.class, () -> UciEngine.start(List.of(silent.toString()), QUICK));
        assertTrue(error.getMessage().contains("uciok"), error.getMessage());
        EngineException missing = assertThrows(EngineException.class, () -> UciEngine.start(List.of(folder.resolve("nothing").toString())));
        assertTrue(missing.getMessage().contains("cannot start"), missing.getMessage());
    }

    @Test
    void declaredOptionsAreRead() {
        EngineOption combo = UciEngine.parseOption("option name Analysis Contempt type combo default Both var Off var White var Black var Both").orElseThrow();
        assertEquals("Analysis Contempt", combo.name());
        assertEquals(List.of("Off", "White", "Black", "Both"), combo.choices());
        EngineOption path = UciEngine.parseOption("option name SyzygyPath type string default <empty>").orElseThrow();
        assertEquals("", path.defaultValue());
        assertTrue(UciEngine.parseOption("option name Broken type spin default x").isEmpty());
    }

    @Test
    void positionsAreSentFromTheirSetupWithTheirMoves() {
        Position position = Position.startpos();
        position.play(Uci.parse(position, "e2e4"));
        assertEquals("position startpos moves e2e4", UciEngine.positionCommand(position));
        assertEquals("position fen 8/8/8/8/8/8/8/K6k w - - 0 1", UciEngine.positionCommand(Position.fromFen("8/8/8/8/8/8/8/K6k w - - 0 1")));
    }
}
