package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;

/** Games added one at a time give exactly the statistics of one import of all of them. */
class AddGameTest {
    private static final String FIRST = """
            [White "Alpha"]
            [Black "Beta"]
            [WhiteElo "2600"]
            [BlackElo "2500"]
            [Date "2001.02.03"]
            [Result "1-0"]

            1. e4 c5 2. Nf3 d6 3. d4 cxd4 1-0
            """;
    private static final List<String> ADDED = List.of("""
            [White "Gamma"]
            [Black "Delta"]
            [WhiteElo "2700"]
            [BlackElo "2650"]
            [Date "2010.05.06"]
            [Result "0-1"]

            1. e4 c5 2. Nf3 Nc6 3. d4 cxd4 0-1
            """, """
            [White "Beta"]
            [Black "Alpha"]
            [Date "1999.??.??"]
            [Result "1/2-1/2"]

            1. d4 d5 2. c4 e6 1/2-1/2
            """, """
            [White "Epsilon"]
            [Black "Zeta"]
            [WhiteElo "2400"]
            [BlackElo "2410"]
            [Date "2020.01.01"]
            [Result "1-0"]

            1. e4 c5 2. c3 1-0
            """);

    @Test
    void addedGamesCountAsAnImportOfThem(@TempDir Path folder) throws Exception {
        Path all = folder.resolve("all.pgn");
        Files.writeString(all, FIRST + "\n" + String.join("\n", ADDED), StandardCharsets.UTF_8);
        Path first = folder.resolve("first.pgn");
        Files.writeString(first, FIRST, StandardCharsets.UTF_8);
        try (OpeningDatabase imported = OpeningDatabase.open(folder.resolve("imported"));
                OpeningDatabase added = OpeningDatabase.open(folder.resolve("added"))) {
            imported.importFiles(List.of(all), ImportOptions.defaults(), ImportListener.NONE);
            added.importFiles(List.of(first), ImportOptions.defaults(), ImportListener.NONE);
            for (String game : ADDED) {
                assertEquals(1, added.addGame(game).imported());
            }
            assertEquals(1, added.addGame(ADDED.get(0)).duplicates(), "a game already there is not added twice");
            assertEquals(imported.gameCount(), added.gameCount());
            for (String line : List.of("", "e4", "e4 c5", "e4 c5 Nf3", "d4", "d4 d5 c4")) {
                Position position = position(line);
                for (ExploreFilter filter : List.of(ExploreFilter.NONE, ExploreFilter.NONE.withElo(2450, 0))) {
                    assertEquals(figures(imported.explore(position, filter)), figures(added.explore(position, filter)), line + " " + filter);
                }
                assertEquals(imported.games(position, "", GameSort.DATE, 10).total(), added.games(position, "", GameSort.DATE, 10).total());
            }
            assertEquals(imported.endgameStatistics(), added.endgameStatistics());
            assertEquals(ADDED.size() + 1, Files.list(folder.resolve("added").resolve(OpeningDatabase.SAVED_GAMES_DIR)).count(),
                    "every added game is kept as the PGN that was added");
        }
    }

    /** The workbench explores the position, saves the game and explores again: the new game counts at once. */
    @Test
    void aGameAddedAfterAPositionWasExploredCountsInItsNextExploration(@TempDir Path folder) throws Exception {
        Path first = folder.resolve("first.pgn");
        Files.writeString(first, FIRST, StandardCharsets.UTF_8);
        // A row threshold of 1 stores the statistics of every position, as the start position's are in any real database.
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(50, 1), EcoTable.builtIn())) {
            database.importFiles(List.of(first), ImportOptions.defaults(), ImportListener.NONE);
            Position start = position("");
            Position afterE4 = position("e4");
            assertEquals(1, database.explore(start, ExploreFilter.NONE).games());
            assertEquals(1, database.explore(afterE4, ExploreFilter.NONE).games());
            ExploreFilter rated = ExploreFilter.NONE.withElo(2400, 0);
            assertEquals(1, database.explore(start, rated).games());
            assertEquals(1, database.explore(start, rated).games(), "asked again: the same answer (kept for the batch)");
            assertEquals(1, database.addGame(ADDED.get(0)).imported());
            assertEquals(2, database.explore(start, rated).games(), "a new batch: the filtered exploration is tallied again");
            assertEquals(2, database.explore(start, ExploreFilter.NONE).games());
            assertEquals(2, database.explore(afterE4, ExploreFilter.NONE).games());
            assertEquals(2, database.games(start, "", GameSort.DATE, 10).total());
        }
    }

    private static List<String> figures(Exploration exploration) {
        List<String> figures = new ArrayList<>();
        figures.add(exploration.games() + " " + exploration.white() + "/" + exploration.draws() + "/" + exploration.black());
        for (MoveStatistics move : exploration.moves()) {
            figures.add(move.san() + " " + move.games() + " " + move.white() + "/" + move.draws() + "/" + move.black() + " "
                    + move.averageElo() + " " + move.performance() + " " + move.averageYear() + " " + move.lastYear());
        }
        return figures;
    }

    private static Position position(String line) {
        Position position = Position.startpos();
        MoveText.play(position, line);
        return position;
    }
}
