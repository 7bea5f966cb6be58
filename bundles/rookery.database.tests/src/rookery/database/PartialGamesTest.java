package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;

/**
 * Partial games: with the option, a game whose fifth move is illegal is kept with its first
 * eight plies, the error in a comment kept beside the database, counted as partial; its
 * statistics are those of an import of the eight plies. Without it, the game is rejected.
 */
class PartialGamesTest {
    private static final String HEAD = "[Event \"E\"]\n[White \"%s\"]\n[Black \"B\"]\n[Date \"2024.01.0%d\"]\n[Result \"%s\"]\n\n";
    private static final String BEGINNING = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6";
    private static final String GAMES = HEAD.formatted("A", 1, "1-0") + "1. d4 d5 2. c4 1-0\n\n"
            + HEAD.formatted("C", 2, "1-0") + BEGINNING + " 5. Ke3 Nf6 1-0\n\n"
            + HEAD.formatted("D", 3, "1/2-1/2") + "1. e4 c5 1/2-1/2\n\n";

    @TempDir
    Path folder;

    @Test
    void aGameWithAnIllegalMoveIsKeptWithTheMovesBeforeItWhenAskedTo() throws Exception {
        Path pgn = Files.writeString(folder.resolve("games.pgn"), GAMES);
        Path truncated = Files.writeString(folder.resolve("truncated.pgn"), GAMES.replace(" 5. Ke3 Nf6 1-0", " 1-0"));
        try (OpeningDatabase partial = OpeningDatabase.open(folder.resolve("partial"), DatabaseSettings.DEFAULT, EcoTable.EMPTY);
                OpeningDatabase expected = OpeningDatabase.open(folder.resolve("expected"), DatabaseSettings.DEFAULT, EcoTable.EMPTY);
                OpeningDatabase strict = OpeningDatabase.open(folder.resolve("strict"), DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            ImportSummary summary = partial.importFiles(List.of(pgn), ImportOptions.defaults().withPartialGames(true), ImportListener.NONE);
            assertEquals(3, summary.imported());
            assertEquals(1, summary.partial());
            assertEquals(0, summary.rejected());
            assertEquals(8, partial.game(2).moves().length, "the moves before the illegal 5. Ke3");

            Path annotated = folder.resolve("partial").resolve(OpeningDatabase.ANNOTATED_GAMES_DIR).resolve("2.pgn");
            try (PgnReader reader = PgnReader.open(annotated)) {
                PgnGame kept = (PgnGame) reader.next();
                assertEquals(8, kept.plies());
                String comment = kept.root().mainChild().mainChild().mainChild().mainChild().mainChild().mainChild().mainChild()
                        .mainChild().comment();
                assertTrue(comment.matches("Partial game: the moves before line 15, column \\d+ of .*games\\.pgn \\(.*Ke3.*\\)"),
                        comment);
            }

            expected.importFiles(List.of(truncated), ImportOptions.defaults(), ImportListener.NONE);
            Position position = Position.startpos();
            assertEquals(expected.explore(position, ExploreFilter.NONE), partial.explore(position, ExploreFilter.NONE));
            MoveText.play(position, BEGINNING);
            assertEquals(expected.explore(position, ExploreFilter.NONE), partial.explore(position, ExploreFilter.NONE));
            assertEquals(1, partial.explore(position, ExploreFilter.NONE).ended(), "the partial game ends there, 1-0");

            ImportSummary rejected = strict.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            assertEquals(2, rejected.imported());
            assertEquals(0, rejected.partial());
            assertEquals(Map.of("illegal_move", 1L), rejected.rejectedByReason());
        }
    }
}
