package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import rookery.chess.Position;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/** A PGN file's games listed without an import: searched and sorted over all of them as a database's list is. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameCatalogTest {
    private final GameCatalog catalog = new GameCatalog();
    private final List<GameHeader> headers = new ArrayList<>();

    @BeforeAll
    void readWorldMatches() throws IOException {
        try (PgnReader reader = PgnReader.open(TestData.worldMatches())) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnGame game) {
                    headers.add(catalog.add(game));
                }
            }
        }
    }

    @AfterAll
    void close() throws IOException {
        catalog.close();
    }

    @Test
    void everyOrderSortsAllTheGamesBothWaysAsTheDatabaseDoes() throws IOException {
        assertEquals(headers.size(), catalog.size());
        assertTrue(headers.size() > 500, "games: " + headers.size());
        for (GameSort sort : GameSort.values()) {
            if (sort == GameSort.RELEVANCE) {
                continue;
            }
            for (boolean descending : new boolean[] {false, true}) {
                List<Long> expected = headers.stream().sorted(GameSearchTest.order(sort, descending)).map(GameHeader::id).toList();
                GameSearch search = GameSearch.of(null, "", sort).sortedBy(sort, descending);
                String label = sort + (descending ? " down" : " up");
                assertEquals(expected.subList(0, 100), ids(catalog.games(search, 0, 100)), label);
                GameList last = catalog.games(search, headers.size() - 30, 100);
                assertEquals(expected.subList(headers.size() - 30, headers.size()), ids(last), label + ", last page");
                assertEquals(headers.size(), last.total());
            }
        }
    }

    @Test
    void queriesHaveTheDatabasesSyntax() throws IOException {
        assertMatches("player:kasparov", header -> named(header.white(), "kasparov") || named(header.black(), "kasparov"));
        assertMatches("white:karpov elo:[2700 TO *]", header -> named(header.white(), "karpov") && header.averageElo() >= 2700);
        assertMatches("year:[1900 TO 1950]", header -> header.year() >= 1900 && header.year() <= 1950);
        assertMatches("result:1-0", header -> header.result().pgn().equals("1-0"));
    }

    @Test
    void aPositionOrTheExplorersFilterIsRefusedNotIgnored() {
        GameSearch reaching = GameSearch.of(Position.startpos(), "", GameSort.DATE);
        assertThrows(IllegalArgumentException.class, () -> catalog.games(reaching, 0, 10));
        GameSearch filtered = GameSearch.of(null, "", GameSort.DATE).withFilter(ExploreFilter.NONE.withElo(2700, 0));
        assertThrows(IllegalArgumentException.class, () -> catalog.games(filtered, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> catalog.games(GameSearch.of(null, "elo:[2700 TO", GameSort.DATE), 0, 10));
    }

    private void assertMatches(String query, Predicate<GameHeader> expected) throws IOException {
        List<Long> matching = headers.stream().filter(expected).map(GameHeader::id).toList();
        assertTrue(!matching.isEmpty(), query + " matches some games");
        GameList listed = catalog.games(GameSearch.of(null, query, GameSort.DATE).sortedBy(GameSort.PLIES, false), 0, headers.size());
        assertEquals(matching.size(), listed.total(), query);
        assertEquals(matching, ids(listed).stream().sorted().toList(), query);
    }

    private static boolean named(String name, String word) {
        return name != null && name.toLowerCase(Locale.ROOT).contains(word);
    }

    private static List<Long> ids(GameList list) {
        return list.games().stream().map(GameHeader::id).toList();
    }
}
