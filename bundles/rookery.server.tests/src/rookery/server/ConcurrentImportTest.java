package rookery.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.Game;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;
import rookery.pgn.GameResult;

/**
 * The server reads a database while an import writes it: every answer counts the games of a whole
 * number of committed batches, never part of one. The games are the world matches as a first
 * import keeps them, so the second import takes every one and each batch boundary's count is known.
 */
class ConcurrentImportTest {

    private static final int BATCH = 40;

    @TempDir
    Path folder;

    @Test
    void eachAnswerCountsWholeCommittedBatches() throws Exception {
        List<Game> games = acceptedGames();
        Path pgn = folder.resolve("games.pgn");
        Files.writeString(pgn, games.stream().map(Game::pgn).collect(Collectors.joining()));
        Set<Long> possible = countsAtBatchBoundaries(games);
        List<Long> seen = new ArrayList<>();
        try (LiveServer live = LiveServer.serving(OpeningDatabase.open(folder.resolve("served")), ServerSettings.defaults())) {
            CompletableFuture<Void> importing = CompletableFuture.runAsync(() -> {
                try (OpeningDatabase writer = OpeningDatabase.open(folder.resolve("served"))) {
                    writer.importFiles(List.of(pgn), new ImportOptions(1, BATCH), ImportListener.NONE);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            while (!importing.isDone()) {
                seen.add(startPositionGames(live));
            }
            importing.get(5, TimeUnit.MINUTES);
            seen.add(startPositionGames(live));
        }
        for (long count : seen) {
            assertTrue(possible.contains(count), count + " games at the start is no batch boundary's count " + possible);
        }
        for (int i = 1; i < seen.size(); i++) {
            assertTrue(seen.get(i) >= seen.get(i - 1), "answers never go back: " + seen);
        }
        assertEquals(possible.stream().mapToLong(Long::longValue).max().orElseThrow(), seen.get(seen.size() - 1));
    }

    /** The world matches as the database keeps them, in import order: no duplicate, none refused, none without a move. */
    private List<Game> acceptedGames() throws Exception {
        List<Game> games = new ArrayList<>();
        try (OpeningDatabase reference = OpeningDatabase.open(folder.resolve("reference"))) {
            reference.importFiles(List.of(LiveServer.worldMatches()), ImportOptions.defaults(), ImportListener.NONE);
            long last = reference.gameCount() * 2;
            for (long id = 1; id <= last; id++) {
                Game game = reference.game(id);
                if (game != null && game.moves().length > 0 && game.header().startFen() == null) {
                    games.add(game);
                }
            }
        }
        return games;
    }

    /** For every prefix of whole batches, how many of its games have a result: the start position's count once it is committed. */
    private static Set<Long> countsAtBatchBoundaries(List<Game> games) {
        Set<Long> counts = new HashSet<>(Set.of(0L));
        long decided = 0;
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).header().result() != GameResult.UNKNOWN) {
                decided++;
            }
            if ((i + 1) % BATCH == 0 || i + 1 == games.size()) {
                counts.add(decided);
            }
        }
        return counts;
    }

    /** The games at the start position (ended there or not) that the answer counts, checked to add up. */
    @SuppressWarnings("unchecked")
    private static long startPositionGames(LiveServer live) throws Exception {
        Map<String, Object> json = JsonTree.object(live.get("/masters?moves=256&topGames=0").body());
        long total = (long) json.get("white") + (long) json.get("draws") + (long) json.get("black");
        long byMoves = 0;
        for (Map<String, Object> move : (List<Map<String, Object>>) json.get("moves")) {
            byMoves += (long) move.get("white") + (long) move.get("draws") + (long) move.get("black");
        }
        assertEquals(total, byMoves, "the moves add up to the total within one answer");
        return total;
    }

}
