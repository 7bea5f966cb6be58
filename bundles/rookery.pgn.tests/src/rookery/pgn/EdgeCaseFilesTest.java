package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Variant;

/** Every file of the shared edge-case and engine-game collections, with its expected counts. */
class EdgeCaseFilesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "edge-cases/anastasian-lewis.pgn, 1, 0, 84",
            "edge-cases/chessbase-empty-line.pgn, 1, 0, 134",
            "edge-cases/cutechess-fischerrandom.pgn, 4, 0, 396",
            "edge-cases/kasparov-deep-blue-1997.pgn, 6, 0, 519",
            "edge-cases/molinari-bordais-1979.pgn, 1, 0, 10",
            "edge-cases/nepomniachtchi-liren-game1.pgn, 1, 0, 97",
            "edge-cases/pychess-3fold.pgn, 2, 0, 20",
            "edge-cases/pychess-50.pgn, 1, 0, 110",
            "edge-cases/pychess-50halfmoves.pgn, 1, 0, 91",
            "edge-cases/pychess-annotated.pgn, 1, 0, 5",
            "edge-cases/pychess-badpgn.pgn, 0, 1, 0",
            "edge-cases/pychess-chess960rwch.pgn, 20, 0, 1692",
            "edge-cases/pychess-fenSetup.pgn, 1, 0, 4",
            "edge-cases/pychess-insufficient_material.pgn, 1, 0, 56",
            "edge-cases/pychess-promotion.pgn, 1, 0, 22",
            "edge-cases/pychess-threefold.pgn, 1, 0, 8",
            "edge-cases/pychess-world_matches.pgn, 580, 0, 49364",
            "edge-cases/stockfish-learning.pgn, 1, 0, 154",
            "edge-cases/uci-moves.pgn, 1, 0, 113",
            "edge-cases/utf8-bom.pgn, 2, 0, 0",
            "engine-games/TCEC_Season_20_-_League_2.pgn, 90, 0, 12142",
            "engine-games/TCEC_Season_20_-_League_3.pgn, 90, 0, 12182",
            "engine-games/TCEC_Season_20_-_League_4.pgn, 90, 0, 11867",
            "engine-games/TCEC_Season_22_-_League_1.pgn, 112, 0, 16371",
            "engine-games/tcec-s16-frc-league1.pgn, 90, 0, 10547",
    })
    void countsGamesRejectionsAndPlies(String file, int games, int rejected, long plies) {
        List<PgnRecord> records = Pgn.read(Pgn.sharedData("pgn/" + file), PgnOptions.defaults(), 1);
        assertEquals(games, Pgn.games(records).size(), () -> "games; rejections: " + Pgn.rejections(records));
        assertEquals(rejected, Pgn.rejections(records).size());
        assertEquals(plies, Pgn.games(records).stream().mapToLong(PgnGame::plies).sum());
        for (PgnGame game : Pgn.games(records)) {
            assertReplaysLegally(game);
        }
    }

    @Test
    void badPgnYieldsALocatedBrokenTag() {
        Path file = Pgn.sharedData("pgn/edge-cases/pychess-badpgn.pgn");
        PgnRejection rejection = Pgn.rejections(Pgn.read(file, PgnOptions.defaults(), 1)).get(0);
        assertEquals(new PgnDiagnostic(file.toString(), 1, 1, 18, "yl", PgnDiagnostic.Reason.BROKEN_TAG,
                "tag kj90trkm is not closed by ']' after its value"), rejection.diagnostic());
        assertEquals("[kj90trkm\"sdfsdf\"yl]\ng(erg)\nr23 *", rejection.text());
    }

    @Test
    void bomDoesNotReachTheFirstTag() {
        List<PgnGame> games = Pgn.games(Pgn.read(Pgn.sharedData("pgn/edge-cases/utf8-bom.pgn"), PgnOptions.defaults(), 1));
        assertEquals(List.of("A", "B"), games.stream().map(game -> game.tags().get("Event")).toList());
        assertEquals("White vs 1...c5", games.get(0).tags().get("White"));
    }

    @Test
    void chess960FilesReplayAsChess960() {
        for (String file : List.of("edge-cases/cutechess-fischerrandom.pgn", "edge-cases/pychess-chess960rwch.pgn",
                "engine-games/tcec-s16-frc-league1.pgn")) {
            List<PgnGame> games = Pgn.games(Pgn.read(Pgn.sharedData("pgn/" + file), PgnOptions.defaults(), 1));
            assertFalse(games.isEmpty());
            for (PgnGame game : games) {
                assertEquals(Variant.CHESS960, game.variant(), file);
            }
            assertTrue(games.stream().anyMatch(game -> java.util.Arrays.stream(game.mainline()).anyMatch(Move::isCastling)), file);
        }
    }

    @Test
    void annotatedGameKeepsItsTree() {
        PgnGame game = Pgn.games(Pgn.read(Pgn.sharedData("pgn/edge-cases/pychess-annotated.pgn"), PgnOptions.defaults(), 1)).get(0);
        GameNode root = game.root();
        assertEquals("Initial main line comment", root.comment());
        GameNode e4 = root.mainChild();
        assertArrayEquals(new int[] {1, 24}, e4.nags());
        assertEquals("some comment on e4", e4.comment());
        GameNode nf3 = e4.mainChild().mainChild();
        assertEquals("[clk 1:05:23 ] comment on move 2. Nf3", nf3.comment());
        assertEquals(2, e4.mainChild().children().size());
        assertEquals("Initial variation comment for move 2.f4 ['just for fun']", e4.mainChild().children().get(1).startingComment());
        assertEquals(3, nf3.children().size());
    }

    @Test
    void parallelReadingGivesTheSameRecordsInTheSameOrder() {
        Path file = Pgn.sharedData("pgn/edge-cases/pychess-world_matches.pgn");
        List<PgnRecord> sequential = Pgn.read(file, PgnOptions.defaults(), 1);
        List<PgnRecord> parallel = Pgn.read(file, PgnOptions.defaults(), 3);
        assertEquals(sequential, parallel);
        assertEquals(sequential.stream().map(PgnRecord::number).toList(), parallel.stream().map(PgnRecord::number).toList());
    }

    private static void assertReplaysLegally(PgnGame game) {
        Replay replay = new Replay(game.startPosition());
        for (int move : game.mainline()) {
            if (move == Move.NONE) {
                assertTrue(replay.playNullMove());
            } else {
                Position position = replay.position();
                assertTrue(position.isLegal(move), () -> game + ": " + Move.toUci(move, true) + " in " + position.fen());
                replay.play(move);
            }
        }
    }
}
