package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.Dates;
import rookery.pgn.GameResult;

/** Games lists sorted over all matching games, restricted as the explorer is, and the explorer's results by year. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class GameSearchTest {

    @TempDir
    static Path folder;

    private OpeningDatabase database;
    private List<BruteForce.NumberedGame> games;

    @BeforeAll
    void importWorldMatches() throws Exception {
        Path pgn = TestData.worldMatches();
        database = OpeningDatabase.open(folder.resolve("db"), new DatabaseSettings(20, 4), EcoTable.builtIn());
        database.importFiles(List.of(pgn), new ImportOptions(2, 200), ImportListener.NONE);
        games = BruteForce.games(pgn);
    }

    @AfterAll
    void close() throws Exception {
        if (database != null) {
            database.close();
        }
    }

    @Test
    void everyColumnSortsAllMatchingGamesBothWays() throws Exception {
        GameSearch kasparov = GameSearch.of(Position.startpos(), "player:kasparov OR player:karpov", GameSort.ELO);
        List<GameHeader> all = database.games(kasparov, 0, 10_000).games();
        assertTrue(all.size() > 100, "games of Kasparov and Karpov: " + all.size());
        for (GameSort sort : GameSort.values()) {
            if (sort == GameSort.RELEVANCE) {
                continue;
            }
            for (boolean descending : new boolean[] {false, true}) {
                List<Long> expected = all.stream().sorted(order(sort, descending)).map(GameHeader::id).toList();
                GameSearch search = kasparov.sortedBy(sort, descending);
                assertEquals(expected.subList(0, 30), ids(database.games(search, 0, 30)), sort + (descending ? " down" : " up"));
                assertEquals(expected.subList(60, 90), ids(database.games(search, 60, 30)), sort + " page 3");
                GameList last = database.games(search, all.size() - 5, 30);
                assertEquals(expected.subList(all.size() - 5, all.size()), ids(last), sort + " last page");
                assertEquals(all.size(), last.total());
            }
        }
    }

    @Test
    void theIdsOfEveryMatchingGameComeInEachOrder() throws Exception {
        List<GameHeader> all = database.games(GameSearch.of(null, "", GameSort.ELO), 0, 100_000).games();
        assertEquals(database.gameCount(), all.size());
        for (GameSort sort : GameSort.values()) {
            for (boolean descending : new boolean[] {false, true}) {
                GameSearch search = GameSearch.of(null, "", sort).sortedBy(sort, descending);
                long[] ids = database.gameIds(search);
                if (sort == GameSort.RELEVANCE) {
                    assertEquals(all.stream().map(GameHeader::id).sorted().toList(), java.util.Arrays.stream(ids).sorted().boxed().toList());
                    continue;
                }
                assertEquals(all.stream().sorted(order(sort, descending)).map(GameHeader::id).toList(),
                        java.util.Arrays.stream(ids).boxed().toList(), sort + (descending ? " down" : " up"));
                long[] block = java.util.Arrays.copyOfRange(ids, 100, 150);
                assertEquals(java.util.Arrays.stream(block).boxed().toList(), ids(database.listed(block)), sort + " a block");
            }
        }
        GameSearch karpov = GameSearch.of(null, "white:karpov", GameSort.RELEVANCE);
        assertEquals(database.games(karpov, 0, 10_000).total(), database.gameIds(karpov).length);
    }

    /** What the database promises: the column's value (names ignoring case, missing names last), ties in import order. */
    static Comparator<GameHeader> order(GameSort sort, boolean descending) {
        Comparator<GameHeader> byValue = switch (sort) {
            case ELO -> Comparator.comparingInt(GameHeader::averageElo);
            case WHITE_ELO -> Comparator.comparingInt(GameHeader::whiteElo);
            case BLACK_ELO -> Comparator.comparingInt(GameHeader::blackElo);
            case PLIES -> Comparator.comparingInt(GameHeader::plies);
            case DATE -> Comparator.comparingInt(header -> Dates.sortable(header.date()));
            case RESULT -> Comparator.comparingInt(header -> ResultCodes.code(header.result()));
            case WHITE -> byName(GameHeader::white, descending);
            case BLACK -> byName(GameHeader::black, descending);
            case EVENT -> byName(GameHeader::event, descending);
            case SITE -> byName(GameHeader::site, descending);
            case ROUND -> byName(GameHeader::round, descending);
            case ECO -> byName(GameHeader::eco, descending);
            case OPENING -> byName(GameHeader::opening, descending);
            case TIME_CONTROL -> byName(header -> header.timeControl() == null ? null : Speed.sortKey(header.timeControl()), descending);
            case WHITE_ACCURACY, BLACK_ACCURACY -> (a, b) -> 0; // no game has a stored review here: import order (StoredReviewTest)
            case RELEVANCE -> throw new IllegalArgumentException();
        };
        if (descending && !sort.byName()) {
            byValue = byValue.reversed();
        }
        return byValue.thenComparingLong(GameHeader::id);
    }

    private static Comparator<GameHeader> byName(Function<GameHeader, String> name, boolean descending) {
        Comparator<String> text = Comparator.comparing(value -> value.toLowerCase(Locale.ROOT));
        return Comparator.comparing(name, Comparator.nullsLast(descending ? text.reversed() : text));
    }

    @Test
    void withTheExplorersFilterTheListHasExactlyTheGamesTheExplorerCounts() throws Exception {
        List<ExploreFilter> filters = List.of(ExploreFilter.NONE.withElo(2700, 0), ExploreFilter.NONE.withElo(2600, 2750),
                ExploreFilter.NONE.withYears(1985, 1990), ExploreFilter.NONE.withPlayer("karpov", null),
                ExploreFilter.NONE.withPlayer("kasparov", Color.WHITE).withYears(1986, 0),
                ExploreFilter.NONE.withElo(2650, 0).withYears(0, 1995).withPlayer("anatoly", Color.BLACK));
        int compared = 0;
        for (String line : List.of("", "e4", "d4 Nf6 c4 e6", "e4 c5", "d4 d5 c4")) {
            Position position = position(line);
            for (ExploreFilter filter : filters) {
                Exploration exploration = database.explore(position, filter);
                GameList list = database.games(GameSearch.of(position, "", GameSort.ELO).withFilter(filter), 0, 10_000);
                assertEquals(exploration.games() + exploration.unfinished(), list.total(), line + " " + filter);
                List<Long> expected = games.stream().filter(game -> reaches(game, position.key()) && passes(game, filter))
                        .map(BruteForce.NumberedGame::id).sorted().toList();
                assertEquals(expected, ids(list).stream().sorted().toList(), line + " " + filter);
                compared += exploration.games();
            }
        }
        assertTrue(compared > 500, "games compared: " + compared);
    }

    @Test
    void resultsByYearAreThoseOfTheExplorersRowForTheMove() throws Exception {
        ExploreFilter[] filters = {ExploreFilter.NONE, ExploreFilter.NONE.withElo(2650, 0), ExploreFilter.NONE.withPlayer("kasparov", null)};
        for (String line : List.of("", "d4 Nf6", "e4")) {
            Position position = position(line);
            for (ExploreFilter filter : filters) {
                for (MoveStatistics row : database.explore(position, filter).moves()) {
                    List<YearResults> years = database.resultsByYear(position, row.move(), filter);
                    assertEquals(row.games(), years.stream().mapToInt(YearResults::games).sum(), line + " " + row.san());
                    assertEquals(bruteForceYears(position, row.move(), filter), years, line + " " + row.san() + " " + filter);
                }
            }
        }
    }

    private List<YearResults> bruteForceYears(Position position, int move, ExploreFilter filter) {
        TreeMap<Integer, int[]> byYear = new TreeMap<>();
        for (BruteForce.NumberedGame game : games) {
            if (!passes(game, filter) || game.header().result() == GameResult.UNKNOWN || game.header().year() == 0
                    || !plays(game, position.key(), move)) {
                continue;
            }
            int[] results = byYear.computeIfAbsent(game.header().year(), year -> new int[3]);
            results[ResultCodes.code(game.header().result()) - ResultCodes.WHITE_WINS]++;
        }
        List<YearResults> years = new ArrayList<>();
        byYear.forEach((year, results) -> years.add(new YearResults(year, results[0], results[1], results[2])));
        return years;
    }

    private static Position position(String line) {
        Position position = Position.startpos();
        MoveText.play(position, line);
        return position;
    }

    private static boolean passes(BruteForce.NumberedGame game, ExploreFilter filter) {
        GameHeader header = game.header();
        int elo = header.averageElo();
        if ((filter.minElo() > 0 || filter.maxElo() > 0) && (elo == 0 || elo < filter.minElo() || filter.maxElo() > 0 && elo > filter.maxElo())) {
            return false;
        }
        int year = header.year();
        if ((filter.fromYear() > 0 || filter.toYear() > 0)
                && (year == 0 || year < filter.fromYear() || filter.toYear() > 0 && year > filter.toYear())) {
            return false;
        }
        if (filter.player() == null) {
            return true;
        }
        Predicate<String> named = name -> name != null && List.of(filter.player().toLowerCase(Locale.ROOT).split("\\s+")).stream()
                .allMatch(word -> List.of(name.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).contains(word));
        return filter.color() == Color.WHITE ? named.test(header.white())
                : filter.color() == Color.BLACK ? named.test(header.black()) : named.test(header.white()) || named.test(header.black());
    }

    private static boolean reaches(BruteForce.NumberedGame game, long key) {
        Position replay = Position.fromSetup(game.record().start(), game.record().variant(), true);
        boolean found = replay.key() == key;
        for (int move : game.record().moves()) {
            replay.play(move);
            found |= replay.key() == key;
        }
        return found;
    }

    private static boolean plays(BruteForce.NumberedGame game, long key, int move) {
        Position replay = Position.fromSetup(game.record().start(), game.record().variant(), true);
        for (int played : game.record().moves()) {
            if (replay.key() == key && played == move) {
                return true;
            }
            replay.play(played);
        }
        return false;
    }

    private static List<Long> ids(GameList list) {
        return list.games().stream().map(GameHeader::id).toList();
    }
}
