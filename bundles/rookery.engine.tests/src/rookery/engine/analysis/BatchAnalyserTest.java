package rookery.engine.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.engine.AnalysisOptions;
import rookery.engine.BuiltinEngine;
import rookery.engine.Limits;
import rookery.engine.uci.UciEngine;

class BatchAnalyserTest {

    @TempDir
    Path folder;

    /** Collects a batch's deliveries in the order they come. */
    private static final class Delivered implements BatchListener<String> {
        final List<String> order = new ArrayList<>();
        final Map<String, List<PositionAnalysis>> analyses = new java.util.HashMap<>();
        final Map<String, String> failures = new java.util.HashMap<>();
        final AtomicInteger positions = new AtomicInteger();

        @Override
        public void analysed(String game, List<PositionAnalysis> result) {
            order.add(game);
            analyses.put(game, result);
        }

        @Override
        public void failed(String game, String reason) {
            order.add(game);
            failures.put(game, reason);
        }

        @Override
        public void positionDone() {
            positions.incrementAndGet();
        }
    }

    private static final Map<String, String[]> GAMES = Map.of(
            "ruy", new String[] {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"},
            "sicilian", new String[] {"e4", "c5", "Nf3", "d6", "d4"},
            "queens", new String[] {"d4", "d5", "c4", "e6"},
            "english", new String[] {"c4", "e5"});

    private static GameInput input(String name) {
        Position start = Position.startpos();
        return new GameInput(start, GameAnalyserTest.sanMoves(start, GAMES.get(name)));
    }

    @Test
    void parallelWorkersDeliverInInputOrderWhatOneEngineFindsAlone() throws Exception {
        List<String> names = List.of("ruy", "sicilian", "queens", "english");
        Delivered delivered = new Delivered();
        new BatchAnalyser(BuiltinEngine::new, 2, Limits.nodes(2000), AnalysisOptions.DEFAULT, 60_000)
                .run(names.iterator(), BatchAnalyserTest::input, delivered);
        assertEquals(names, delivered.order);
        assertEquals(7 + 6 + 5 + 3, delivered.positions.get());
        for (String name : names) {
            GameInput game = input(name);
            assertEquals(GameAnalyserTest.analyse(game.start(), game.moves(), Limits.nodes(2000)), delivered.analyses.get(name), name);
        }
    }

    private Path fakeEngine(String name, String onGo) throws IOException {
        Path file = folder.resolve(name);
        Files.writeString(file, """
                #!/bin/bash
                while read -r line; do
                  case "$line" in
                    uci) echo "id name Fake"; echo uciok ;;
                    isready) echo readyok ;;
                    go*) %s ;;
                    quit) exit 0 ;;
                  esac
                done
                """.formatted(onGo));
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    @Test
    void aCrashedEngineIsReplacedAndTheGameTriedAgain() throws Exception {
        Path flag = folder.resolve("crashed-once");
        Path engine = fakeEngine("crasher", "if [ -e " + flag + " ]; then echo 'info depth 1 score cp 5 pv e2e4'; echo 'bestmove e2e4'; "
                + "else touch " + flag + "; exit 3; fi");
        Delivered delivered = new Delivered();
        Function<String, GameInput> startOnly = name -> new GameInput(Position.startpos(), new int[0]);
        new BatchAnalyser(() -> UciEngine.start(List.of(engine.toString())), 1, Limits.depth(1), AnalysisOptions.DEFAULT, 10_000)
                .run(List.of("start").iterator(), startOnly, delivered);
        assertEquals(Map.of(), delivered.failures);
        PositionAnalysis start = delivered.analyses.get("start").get(0);
        assertEquals(Eval.centipawns(5), start.eval());
        assertEquals(List.of(Uci.parse(Position.startpos(), "e2e4")), start.bestLine());
    }

    @Test
    void aHangingEngineIsReportedAfterTwoTriesAndTheOtherGamesAreStillAnalysed() throws Exception {
        Path engine = fakeEngine("hanger", "if [ \"$line\" = 'go depth 1' ]; then sleep 60; fi");
        Delivered delivered = new Delivered();
        // the other game is a stalemate: it needs no engine, so it passes whatever the engine does
        Function<String, GameInput> games = name -> name.equals("hangs") ? new GameInput(Position.startpos(), new int[0])
                : new GameInput(Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), new int[0]);
        new BatchAnalyser(() -> UciEngine.start(List.of(engine.toString())), 1, Limits.depth(1), AnalysisOptions.DEFAULT, 1_000)
                .run(List.of("hangs", "stalemate").iterator(), games, delivered);
        assertEquals(List.of("hangs", "stalemate"), delivered.order);
        assertTrue(delivered.failures.get("hangs").contains("failed twice"), delivered.failures.get("hangs"));
        assertTrue(delivered.failures.get("hangs").contains("did not finish"), delivered.failures.get("hangs"));
        assertEquals(Eval.centipawns(0), delivered.analyses.get("stalemate").get(0).eval());
    }
}
