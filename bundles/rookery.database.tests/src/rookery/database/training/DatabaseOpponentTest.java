package rookery.database.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.ExploreFilter;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/** Play the database: replies drawn in proportion to the explorer's counts under its filter, then the fallback once no game continues. */
class DatabaseOpponentTest {
    private static final int DRAWS = 5_000;

    @TempDir
    Path folder;
    private Path pgn;

    @BeforeEach
    void games() throws Exception {
        StringBuilder text = new StringBuilder();
        String[] first = {"e4", "d4", "c4"};
        int[] counts = {60, 30, 10};
        int number = 0;
        for (int i = 0; i < first.length; i++) {
            for (int j = 0; j < counts[i]; j++, number++) {
                int year = number % 2 == 0 ? 1990 : 2020;
                text.append("[White \"w").append(number).append("\"] [Black \"b").append(number).append("\"] [Date \"").append(year)
                        .append(".01.01\"] [Result \"1-0\"]\n1. ").append(first[i]).append(first[i].equals("e4") ? " e5 1-0\n\n" : " Nf6 2. Nf3 1-0\n\n");
            }
        }
        pgn = Files.writeString(folder.resolve("games.pgn"), text);
    }

    @Test
    void repliesAreDrawnInProportionToTheExplorersCountsWithAFixedSeed() throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            DatabaseOpponent opponent = new DatabaseOpponent(database, ExploreFilter.NONE, new Random(37), position -> {
                throw new AssertionError("the database has games here");
            });
            Map<String, Integer> drawn = draws(opponent, Position.startpos());
            assertEquals(0.6, drawn.get("e4") / (double) DRAWS, 0.02, drawn.toString());
            assertEquals(0.3, drawn.get("d4") / (double) DRAWS, 0.02, drawn.toString());
            assertEquals(0.1, drawn.get("c4") / (double) DRAWS, 0.02, drawn.toString());
            assertEquals(drawn, draws(new DatabaseOpponent(database, ExploreFilter.NONE, new Random(37), null), Position.startpos()),
                    "the same seed draws the same replies");

            DatabaseOpponent filtered = new DatabaseOpponent(database, ExploreFilter.NONE.withYears(2000, 2030), new Random(5), null);
            DatabaseOpponent.Reply reply = filtered.reply(Position.startpos());
            assertEquals(50, reply.total(), "only the games the filter lets through count");
            assertTrue(reply.fromDatabase());
        }
    }

    @Test
    void whereNoGameContinuesTheFallbackPlaysOnForGood() throws Exception {
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"))) {
            database.importFiles(List.of(pgn), ImportOptions.defaults(), ImportListener.NONE);
            List<String> handedOver = new ArrayList<>();
            DatabaseOpponent opponent = new DatabaseOpponent(database, ExploreFilter.NONE, new Random(1), position -> {
                handedOver.add(position.fen());
                return position.legalMoves()[0];
            });
            Position position = Position.startpos();
            position.play(San.parse(position, "d4"));
            DatabaseOpponent.Reply nf6 = opponent.reply(position);
            assertEquals("Nf6", San.format(position, nf6.move()));
            assertEquals(30, nf6.games());
            position.play(nf6.move());
            position.play(San.parse(position, "Nf3"));
            DatabaseOpponent.Reply out = opponent.reply(position);
            assertFalse(out.fromDatabase(), "no game goes on after 2.Nf3");
            assertTrue(opponent.hasLeftDatabase());
            assertEquals(List.of(position.fen()), handedOver);
            assertFalse(opponent.reply(Position.startpos()).fromDatabase(), "once out of the database the fallback keeps playing");
        }
    }

    private static Map<String, Integer> draws(DatabaseOpponent opponent, Position position) throws Exception {
        Map<String, Integer> drawn = new TreeMap<>();
        for (int i = 0; i < DRAWS; i++) {
            drawn.merge(San.format(position, opponent.reply(position).move()), 1, Integer::sum);
        }
        return drawn;
    }
}
