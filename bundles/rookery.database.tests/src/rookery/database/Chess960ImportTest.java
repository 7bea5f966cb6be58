package rookery.database;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Variant;
import rookery.database.eco.EcoTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;

/** Chess960 games keep their start positions and castling moves through storage and PGN export. */
class Chess960ImportTest {

    @TempDir
    Path folder;

    @Test
    void chess960GamesComeBackMoveForMove() throws Exception {
        Path pgn = TestData.shared("pgn/edge-cases/cutechess-fischerrandom.pgn");
        List<BruteForce.NumberedGame> games = BruteForce.games(pgn);
        assertTrue(games.stream().allMatch(game -> game.record().variant() == Variant.CHESS960), "a Chess960 file");
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            ImportSummary summary = database.importFiles(List.of(pgn), new ImportOptions(2, 100), ImportListener.NONE);
            assertEquals(games.size(), summary.imported());
            StringBuilder exported = new StringBuilder();
            for (BruteForce.NumberedGame expected : games) {
                Game game = database.game(expected.id());
                assertEquals(Variant.CHESS960, game.header().variant());
                assertEquals(expected.record().start(), game.start());
                assertArrayEquals(expected.record().moves(), game.moves());
                exported.append(game.pgn());
                Exploration start = database.explore(game.startPosition(), ExploreFilter.NONE);
                assertTrue(start.games() >= (expected.record().result().pgn().equals("*") ? 0 : 1));
            }
            Path file = folder.resolve("exported.pgn");
            Files.writeString(file, exported);
            try (PgnReader reader = PgnReader.open(file)) {
                for (BruteForce.NumberedGame expected : games) {
                    PgnGame game = (PgnGame) reader.next();
                    assertEquals(Variant.CHESS960, game.variant());
                    assertArrayEquals(expected.record().moves(), game.mainline());
                }
            }
        }
    }
}
