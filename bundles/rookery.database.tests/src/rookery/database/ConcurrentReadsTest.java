package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.pgn.GameResult;

/**
 * Sixteen threads explore and list games in one database while an import commits batches into it:
 * every answer is that of a whole number of committed batches (the counts at each batch boundary
 * are known, as each game of the import is taken), adds up within itself, and never goes back.
 */
class ConcurrentReadsTest {

    private static final int BATCH = 40;
    private static final int READERS = 16;
    private static final int FROM_YEAR = 1950;
    private static final ExploreFilter SINCE = ExploreFilter.NONE.withYears(FROM_YEAR, 0);

    @TempDir
    Path folder;

    @Test
    void everyAnswerIsOneCommittedBatchs() throws Exception {
        List<GameHeader> games = new ArrayList<>();
        Path pgn = folder.resolve("games.pgn");
        Files.writeString(pgn, acceptedGames(games));
        Set<Long> decided = countsAtBoundaries(games, game -> game.result() != GameResult.UNKNOWN);
        Set<Long> decidedSince = countsAtBoundaries(games, game -> game.result() != GameResult.UNKNOWN && game.year() >= FROM_YEAR);
        Set<Long> all = countsAtBoundaries(games, game -> true);
        ExecutorService readers = Executors.newFixedThreadPool(READERS);
        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("live"))) {
            CompletableFuture<Void> importing = CompletableFuture.runAsync(() -> {
                try (OpeningDatabase writer = OpeningDatabase.open(folder.resolve("live"))) {
                    writer.importFiles(List.of(pgn), new ImportOptions(1, BATCH), ImportListener.NONE);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            List<Future<Integer>> answered = new ArrayList<>();
            for (int reader = 0; reader < READERS; reader++) {
                int kind = reader % 3;
                answered.add(readers.submit(() -> {
                    List<Long> seen = new ArrayList<>();
                    do {
                        seen.add(switch (kind) {
                            case 0 -> startGames(database, ExploreFilter.NONE);
                            case 1 -> startGames(database, SINCE);
                            default -> database.games(GameSearch.of(null, "", GameSort.DATE), 0, 5).total();
                        });
                    } while (!importing.isDone());
                    Set<Long> possible = switch (kind) {
                        case 0 -> decided;
                        case 1 -> decidedSince;
                        default -> all;
                    };
                    for (int i = 0; i < seen.size(); i++) {
                        long count = seen.get(i);
                        long before = i == 0 ? 0 : seen.get(i - 1);
                        assertTrue(possible.contains(count), () -> count + " is no batch boundary's count " + possible);
                        assertTrue(count >= before, () -> "answers never go back: " + count + " after " + before);
                    }
                    return seen.size();
                }));
            }
            importing.get(5, TimeUnit.MINUTES);
            int answers = 0;
            for (Future<Integer> reader : answered) {
                answers += reader.get(1, TimeUnit.MINUTES);
            }
            assertTrue(answers >= READERS, "every reader answered");
            assertEquals(max(decided), startGames(database, ExploreFilter.NONE));
            assertEquals(max(decidedSince), startGames(database, SINCE));
            assertEquals(max(all), database.games(GameSearch.of(null, "", GameSort.DATE), 0, 5).total());
        } finally {
            readers.shutdownNow();
        }
    }

    /** The world matches as a first import keeps them (no duplicate, none refused, none without a move), as PGN in import order. */
    private String acceptedGames(List<GameHeader> headers) throws Exception {
        List<Game> games = new ArrayList<>();
        try (OpeningDatabase reference = OpeningDatabase.open(folder.resolve("reference"))) {
            reference.importFiles(List.of(TestData.worldMatches()), ImportOptions.defaults(), ImportListener.NONE);
            long last = reference.lastGameId();
            for (long id = 1; id <= last; id++) {
                Game game = reference.game(id);
                if (game != null && game.moves().length > 0 && game.header().startFen() == null) {
                    games.add(game);
                    headers.add(game.header());
                }
            }
        }
        return games.stream().map(Game::pgn).collect(Collectors.joining());
    }

    /** For every prefix of whole batches, how many of its games count. */
    private static Set<Long> countsAtBoundaries(List<GameHeader> games, Predicate<GameHeader> counts) {
        Set<Long> boundaries = new HashSet<>(Set.of(0L));
        long counted = 0;
        for (int i = 0; i < games.size(); i++) {
            if (counts.test(games.get(i))) {
                counted++;
            }
            if ((i + 1) % BATCH == 0 || i + 1 == games.size()) {
                boundaries.add(counted);
            }
        }
        return boundaries;
    }

    /** The decided games at the start position, checked to add up to its moves' games and the games ended there. */
    private static long startGames(OpeningDatabase database, ExploreFilter filter) throws Exception {
        Exploration start = database.explore(Position.startpos(), filter);
        assertEquals(start.games(), start.white() + start.draws() + start.black(), "results add up");
        assertEquals(start.games(), start.moves().stream().mapToInt(MoveStatistics::games).sum() + start.ended(), "moves add up");
        return start.games();
    }

    private static long max(Set<Long> counts) {
        return counts.stream().mapToLong(Long::longValue).max().orElseThrow();
    }
}
