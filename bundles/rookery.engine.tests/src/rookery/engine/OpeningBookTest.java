package rookery.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.chess.book.PolyglotBookBuilder;
import rookery.chess.book.PolyglotEntry;
import rookery.chess.book.PolyglotMoves;
import rookery.engine.match.Adjudication;
import rookery.engine.match.EngineSpec;
import rookery.engine.match.GamePlayer;
import rookery.engine.match.PlayedGame;
import rookery.engine.match.Match;
import rookery.engine.match.MatchResult;
import rookery.engine.match.TimeControl;

/** Book moves drawn by weight within the depth, and matches opened from a book. */
public class OpeningBookTest {
    @TempDir
    Path folder;

    /** A book with moves at the start (1.e4 weight 3, 1.d4 weight 1), after 1.e4 (1...c5) and after 1.e4 c5 (2.Nf3). */
    public static Path sicilianBook(Path folder) throws Exception {
        List<PolyglotEntry> entries = new ArrayList<>();
        Position position = Position.startpos();
        entries.add(entry(position, "e2e4", 3));
        entries.add(entry(position, "d2d4", 1));
        position.play(Uci.parse(position, "e2e4"));
        entries.add(entry(position, "c7c5", 1));
        position.play(Uci.parse(position, "c7c5"));
        entries.add(entry(position, "g1f3", 1));
        entries.sort(PolyglotBookBuilder.BOOK_ORDER);
        Path book = folder.resolve("sicilian.bin");
        PolyglotBookBuilder.write(entries, book);
        return book;
    }

    private static PolyglotEntry entry(Position position, String uci, int weight) {
        return new PolyglotEntry(position.key(), PolyglotMoves.fromMove(Uci.parse(position, uci)), weight, 0);
    }

    @Test
    void movesAreDrawnInProportionToTheirWeightsWithinTheDepth() throws Exception {
        OpeningBook book = OpeningBook.open(sicilianBook(folder), 3);
        Random random = new Random(7);
        Map<String, Integer> drawn = new HashMap<>();
        for (int i = 0; i < 4000; i++) {
            drawn.merge(Position.startpos().uci(book.choose(Position.startpos(), 0, random)), 1, Integer::sum);
        }
        assertEquals(2, drawn.size(), drawn.toString());
        assertTrue(Math.abs(drawn.get("e2e4") - 3000) < 150, "1.e4 three times in four: " + drawn);
        Position afterE4 = Position.startpos();
        afterE4.play(Uci.parse(afterE4, "e2e4"));
        assertEquals("c7c5", afterE4.uci(book.choose(afterE4, 1, random)));
        assertEquals(Move.NONE, book.choose(afterE4, 3, random), "past the depth");
        assertEquals(Move.NONE, OpeningBook.open(sicilianBook(folder), 1).choose(afterE4, 1, random));
        afterE4.play(Uci.parse(afterE4, "b8c6"));
        assertEquals(Move.NONE, book.choose(afterE4, 2, random), "out of book");
    }

    @Test
    void aMatchOpensEveryGameFromTheBookAndBothGamesOfAPairPlayTheSameLine() throws Exception {
        GamePlayer player = new GamePlayer(TimeControl.parse("2+0.05"), Adjudication.NONE, 100, 8, OpeningBook.open(sicilianBook(folder), 16));
        try (Match match = new Match(EngineSpec.parse("builtin:nodes=300"), EngineSpec.parse("builtin:nodes=300"), player,
                List.of(Position.startpos()), 4, 2)) {
            MatchResult result = match.run((game, done, total) -> {
            });
            for (PlayedGame game : result.games()) {
                List<Integer> moves = game.moves();
                Position position = Position.startpos();
                String first = position.uci(moves.get(0));
                assertTrue(first.equals("e2e4") || first.equals("d2d4"), first);
                if (first.equals("e2e4")) {
                    position.play(moves.get(0));
                    assertEquals("c7c5", position.uci(moves.get(1)));
                    position.play(moves.get(1));
                    assertEquals("g1f3", position.uci(moves.get(2)));
                }
            }
            for (int pair = 0; pair < 2; pair++) {
                assertEquals(result.games().get(2 * pair).moves().get(0), result.games().get(2 * pair + 1).moves().get(0),
                        "games " + (2 * pair + 1) + " and " + (2 * pair + 2) + " open alike");
            }
        }
    }
}
