package rookery.engine.match;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Uci;
import rookery.engine.BuiltinEngine;
import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.pgn.GameResult;

class MatchTest {

    @TempDir
    Path folder;

    private static final GamePlayer QUICK = new GamePlayer(TimeControl.parse("2+0.05"), Adjudication.NONE, 100, 8);

    @Test
    void eloDifferenceAndErrorBar() {
        EloEstimate estimate = new EloEstimate(60, 20, 20);
        assertEquals(0.7, estimate.score(), 1e-9);
        assertEquals(147.2, estimate.elo(), 0.1);
        assertTrue(estimate.errorMargin() > 50 && estimate.errorMargin() < 100, "margin " + estimate.errorMargin());
        assertEquals(0, new EloEstimate(5, 10, 5).elo(), 1e-9);
        assertEquals(Double.POSITIVE_INFINITY, new EloEstimate(3, 0, 0).elo());
        EloEstimate nearlyAll = new EloEstimate(28, 1, 1);
        assertEquals(Double.POSITIVE_INFINITY, nearlyAll.upperBound());
        assertTrue(nearlyAll.lowerBound() > 250 && nearlyAll.lowerBound() < nearlyAll.elo(), "low " + nearlyAll.lowerBound());
        assertEquals(estimate.elo(), (estimate.lowerBound() + estimate.upperBound()) / 2, 10);
    }

    @Test
    void timeControlsAndEngineSpecsAreRead() {
        assertEquals(new TimeControl(10_000, 100), TimeControl.parse("10+0.1"));
        assertEquals(new TimeControl(60_000, 0), TimeControl.parse("60"));
        assertEquals("10+0.1", TimeControl.parse("10+0.1").toString());
        assertThrows(IllegalArgumentException.class, () -> TimeControl.parse("ten"));
        assertEquals(new EngineSpec("builtin", 5000), EngineSpec.parse("builtin:nodes=5000"));
        assertEquals(new EngineSpec("/usr/games/fairymax", 0), EngineSpec.parse("/usr/games/fairymax"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("builtin:nodes=0"));
        assertEquals(new EngineSpec("builtin", 800, java.util.Map.of("Evaluation", "nnue")), EngineSpec.parse("builtin:nodes=800:Evaluation=nnue"));
        EngineSpec options = EngineSpec.parse("builtin:Evaluation=classical:Move Overhead=50");
        assertEquals(java.util.List.of("Evaluation", "Move Overhead"), java.util.List.copyOf(options.options().keySet()));
        try (Engine opened = options.open()) {
            assertEquals("Rookery 0.1 (Evaluation=classical, Move Overhead=50)", options.displayName(opened));
        }
        assertEquals("engine 'builtin': Evaluation is nnue or classical, not 'neural'",
                assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("builtin:Evaluation=neural").open()).getMessage());
    }

    @Test
    void gamesEndByTheRules() throws InterruptedException {
        EngineSpec spec = EngineSpec.parse("builtin:nodes=2000");
        try (Engine white = new BuiltinEngine(); Engine black = new BuiltinEngine()) {
            PlayedGame mate = QUICK.play(1, Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), white, spec, black, spec);
            assertEquals(GameResult.WHITE_WINS, mate.outcome());
            assertEquals("White mates", mate.reason());
            assertEquals(1, mate.moves().size());
            PlayedGame bare = QUICK.play(2, Position.fromFen("8/8/4k3/8/8/3K4/8/8 w - - 0 1"), white, spec, black, spec);
            assertEquals(GameResult.DRAW, bare.outcome());
            assertEquals("insufficient material", bare.reason());
            PlayedGame stalemate = QUICK.play(3, Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), white, spec, black, spec);
            assertEquals("stalemate", stalemate.reason());
        }
    }

    @Test
    void anIllegalMoveLosesTheGame() throws Exception {
        Path liar = folder.resolve("liar");
        Files.writeString(liar, """
                #!/bin/bash
                while read -r line; do
                  case "$line" in
                    uci) echo "id name Liar"; echo uciok ;;
                    isready) echo readyok ;;
                    go*) echo "bestmove e2e5" ;;
                    quit) exit 0 ;;
                  esac
                done
                """);
        Files.setPosixFilePermissions(liar, PosixFilePermissions.fromString("rwxr-xr-x"));
        try (Engine white = Engines.open(liar.toString()); Engine black = new BuiltinEngine()) {
            PlayedGame game = QUICK.play(1, Position.startpos(), white, EngineSpec.parse(liar.toString()), black, EngineSpec.parse("builtin:nodes=500"));
            assertEquals(GameResult.BLACK_WINS, game.outcome());
            assertEquals("rules infraction", game.termination());
            assertTrue(game.reason().contains("e2e5"), game.reason());
        }
    }

    @Test
    void pairsSwapColoursAndTheResultCountsFromTheFirstEngine() throws InterruptedException {
        Position opening = Position.startpos();
        opening.play(Uci.parse(opening, "e2e4"));
        List<PlayedGame> seen = new ArrayList<>();
        try (Match match = new Match(EngineSpec.parse("builtin:nodes=300"), EngineSpec.parse("builtin:nodes=600"), QUICK, List.of(opening), 2, 2)) {
            MatchResult result = match.run((game, done, total) -> {
                synchronized (seen) {
                    seen.add(game);
                }
            });
            assertEquals(2, result.games().size());
            assertEquals(2, seen.size());
            assertEquals(2, result.wins() + result.draws() + result.losses());
            assertTrue(result.games().get(0).white().contains("300 nodes"));
            assertTrue(result.games().get(1).white().contains("600 nodes"));
            for (PlayedGame game : result.games()) {
                assertEquals(1, game.opening().history().length);
            }
        }
    }

    @Test
    void pgnExportIsReadableSanWithinEightyColumns() throws InterruptedException {
        Position opening = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        opening.play(Uci.parse(opening, "f1b5"));
        EngineSpec spec = EngineSpec.parse("builtin:nodes=400");
        PlayedGame game;
        try (Engine white = new BuiltinEngine(); Engine black = new BuiltinEngine()) {
            game = QUICK.play(7, opening, white, spec, black, spec);
        }
        String pgn = PgnExport.format(game, "Test", LocalDate.of(2024, 5, 1));
        assertTrue(pgn.startsWith("[Event \"Test\"]\n[Site \"?\"]\n[Date \"2024.05.01\"]\n[Round \"7\"]\n"));
        assertTrue(pgn.contains("[SetUp \"1\"]\n[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\"]"));
        assertTrue(pgn.contains("[Result \"" + game.outcome().pgn() + "\"]"));
        String movetext = pgn.substring(pgn.indexOf("\n\n") + 2).trim();
        movetext.lines().forEach(line -> assertTrue(line.length() <= 80, line));
        assertTrue(movetext.startsWith("3. Bb5 "), movetext);
        assertTrue(movetext.endsWith(game.outcome().pgn()));
        Position replay = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        String withoutComment = movetext.replaceAll("\\{[^}]*\\}", " ");
        int plies = 0;
        for (String token : withoutComment.split("\\s+")) {
            if (token.matches("\\d+\\.+") || token.equals(game.outcome().pgn())) {
                continue;
            }
            replay.play(San.parse(replay, token));
            plies++;
        }
        assertEquals(1 + game.moves().size(), plies);
    }
}
