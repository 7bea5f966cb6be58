package rookery.database.repertoire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.database.ExploreFilter;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/**
 * A white repertoire (1.e4; 1...c5 2.Nf3 d6; 1...e5 2.Nf3 Nc6 3.Bb5, 2...Nf6 3.Nxe5) checked
 * against 27 games whose every figure below is counted by hand.
 */
class RepertoireCheckTest {
    private static final double EPSILON = 1e-9;

    @TempDir
    Path folder;

    private int played;

    /** {@code wins}, {@code draws} and {@code losses} (White's) games of one line, each with its own players. */
    private String games(String moves, int wins, int draws, int losses) {
        StringBuilder pgn = new StringBuilder();
        for (int i = 0; i < wins + draws + losses; i++) {
            String result = i < wins ? "1-0" : i < wins + draws ? "1/2-1/2" : "0-1";
            played++;
            pgn.append("[White \"W").append(played).append("\"]\n[Black \"B").append(played).append("\"]\n[Result \"").append(result)
                    .append("\"]\n\n").append(moves).append(' ').append(result).append("\n\n");
        }
        return pgn.toString();
    }

    @Test
    void gapsChoicesAndCoverageAreTheHandCountedOnes() throws Exception {
        String pgn = games("1. e4 c5 2. Nf3 d6", 3, 2, 1) + games("1. e4 c5 2. Nf3 Nc6", 1, 0, 1) + games("1. e4 c5 2. Nc3 Nc6", 1, 1, 2)
                + games("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6", 2, 2, 0) + games("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5", 3, 0, 0)
                + games("1. e4 e5 2. Nf3 Nf6 3. Nxe5 d6", 0, 2, 0) + games("1. e4 e6 2. d4 d5", 1, 2, 1) + games("1. d4 d5 2. c4 e6", 1, 0, 1);
        Path games = Files.writeString(folder.resolve("games.pgn"), pgn);
        Path file = Files.writeString(folder.resolve("white.pgn"), """
                [Event "My white repertoire"]
                [Result "*"]

                1. e4 c5 (1... e5 2. Nf3 Nc6 (2... Nf6 3. Nxe5) 3. Bb5) 2. Nf3 d6 *
                """);
        Repertoire repertoire = Repertoire.read(file, Color.WHITE);
        assertEquals(3, repertoire.lines());
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(games), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(27, database.gameCount());
            RepertoireReport report = RepertoireCheck.run(database, repertoire, ExploreFilter.NONE, 5, 2, 40);

            assertEquals(List.of("a6", "e6", "Nc6", "d6"), report.gaps().stream().map(gap -> gap.reply().san()).toList());
            Gap a6 = report.gaps().get(0);
            assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5"), a6.line());
            assertEquals(9.0 / 25 * 7 / 9, a6.likelihood(), EPSILON, "1...e5 in 9 of 25 games, 2...Nc6 in 7 of 9, 3...a6 in all 4");
            assertEquals(new MoveFigures("a6", 4, 100.0, 25.0), a6.reply(), "two draws, two White wins: 25 % for Black");
            Gap e6 = report.gaps().get(1);
            assertEquals(List.of("e4"), e6.line());
            assertEquals(4.0 / 25, e6.likelihood(), EPSILON);
            assertEquals(new MoveFigures("e6", 4, 16.0, 50.0), e6.reply());
            Gap nc6 = report.gaps().get(2);
            assertEquals(List.of("e4", "c5", "Nf3"), nc6.line());
            assertEquals(12.0 / 25 * 2 / 8, nc6.likelihood(), EPSILON);
            assertEquals(new MoveFigures("Nc6", 2, 25.0, 50.0), nc6.reply());
            assertEquals(9.0 / 25 * 2 / 9, report.gaps().get(3).likelihood(), EPSILON);

            assertEquals(List.of("e4", "Nf3", "Nf3", "Bb5", "Nxe5"), report.choices().stream().map(choice -> choice.chosen().san()).toList());
            Choice e4 = report.choices().get(0);
            assertEquals(new MoveFigures("e4", 25, 100.0 * 25 / 27, 62.0), e4.chosen(), "1.e4: 11 wins, 9 draws, 5 losses");
            assertNull(e4.bestScoring(), "1.e4 scores best (1.d4: 50 %)");
            assertNull(e4.mostPlayed());
            Choice bb5 = report.choices().get(3);
            assertEquals(new MoveFigures("Bb5", 4, 100.0 * 4 / 7, 75.0), bb5.chosen());
            assertEquals(new MoveFigures("Bc4", 3, 100.0 * 3 / 7, 100.0), bb5.bestScoring());
            assertNull(bb5.mostPlayed(), "3.Bb5 is the most played");
            Choice nf3 = report.choices().get(1);
            assertEquals(new MoveFigures("Nf3", 8, 100.0 * 8 / 12, 62.5), nf3.chosen());
            assertNull(nf3.bestScoring(), "2.Nc3 scores 37.5 %");

            assertEquals(6.0 / 27, report.coverage().get(10), EPSILON, "only the six games of 1.e4 c5 2.Nf3 d6 end inside the repertoire");
            assertEquals(6.0 / 27, report.coverage().get(20), EPSILON);

            RepertoireReport strict = RepertoireCheck.run(database, repertoire, ExploreFilter.NONE, 20, 3, 40);
            assertEquals(List.of("a6"), strict.gaps().stream().map(gap -> gap.reply().san()).toList(),
                    "3...a6 is the only reply in at least 20 % and 3 games left out (1...e6: 16 %)");
        }
    }

    @Test
    void aBrokenRepertoireIsRefusedWithItsPlace() throws Exception {
        Path illegal = Files.writeString(folder.resolve("illegal.pgn"), "[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n");
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Repertoire.read(illegal, Color.WHITE));
        assertTrue(refused.getMessage().contains("illegal.pgn") && refused.getMessage().contains("Ke3"), refused.getMessage());
        Path empty = Files.writeString(folder.resolve("empty.pgn"), "");
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Repertoire.read(empty, Color.WHITE)).getMessage().contains("no game"));
    }
}
