package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;

/**
 * Games copied and moved between databases: the target ends with exactly the games, statistics
 * and index of an import of those games, the source of a move with those of an import of the rest.
 */
class CopyGamesTest {
    private static final DatabaseSettings SETTINGS = new DatabaseSettings(30, 3);
    private static final ImportOptions OPTIONS = new ImportOptions(2, 97);

    @TempDir
    Path folder;

    @Test
    void copiedGamesGiveTheTargetTheStatisticsOfAnImportOfThem() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        long[] chosen = everyThird(texts.size());
        try (OpeningDatabase source = imported("source", pgn); OpeningDatabase target = open("target")) {
            int plies = source.game(chosen[1]).moves().length;
            StoredReview review = StoredReviewTest.review("Rookery, depth 8 a position", 81.5, 64.0,
                    Collections.nCopies(plies + 1, "0.30"), new int[plies]);
            assertTrue(source.storeReview(chosen[1], review));
            CopySummary summary = source.copyGames(target, GameSelection.ids(chosen), OPTIONS, ImportListener.NONE);
            assertEquals(chosen.length, summary.copied(), summary.toString());
            assertEquals(1, summary.reviews());
            assertEquals(texts.size(), source.gameCount(), "a copy leaves the source as it was");
            StoredReviewTest.assertReview(review, target.review(2));

            try (OpeningDatabase expected = importedTexts("expected", select(texts, chosen))) {
                assertSameGames(expected, target);
                SameStatistics.assertSame(expected, target, BruteForce.games(pgn));
            }
            CopySummary again = source.copyGames(target, GameSelection.ids(chosen), OPTIONS, ImportListener.NONE);
            assertEquals(0, again.copied());
            assertEquals(chosen.length, again.duplicates(), "the target holds them already");
        }
    }

    @Test
    void movedGamesLeaveTheSourceWithTheStatisticsOfAnImportOfTheRest() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        try (OpeningDatabase source = imported("source", pgn); OpeningDatabase target = open("target")) {
            Position sicilian = Position.startpos();
            MoveText.play(sicilian, "1. e4 c5");
            GameSelection selection = GameSelection.matching(GameSearch.of(sicilian, "kasparov", GameSort.DATE));
            long[] chosen = source.selectedIds(selection);
            assertTrue(chosen.length >= 5, "Kasparov's Sicilians: " + chosen.length);
            CopySummary summary = source.moveGames(target, selection, OPTIONS, ImportListener.NONE);
            assertEquals(chosen.length, summary.copied());
            assertEquals(chosen.length, summary.deleted());
            assertEquals(texts.size() - chosen.length, source.gameCount());
            assertEquals(0, source.games(sicilian, "kasparov", GameSort.DATE, 10).total());

            List<String> rest = new ArrayList<>(texts);
            for (int i = chosen.length - 1; i >= 0; i--) {
                rest.remove((int) chosen[i] - 1);
            }
            try (OpeningDatabase expectedTarget = importedTexts("expected-target", select(texts, chosen));
                    OpeningDatabase expectedSource = importedTexts("expected-source", rest)) {
                assertSameGames(expectedTarget, target);
                SameStatistics.assertSame(expectedTarget, target, BruteForce.games(pgn));
                SameStatistics.assertSame(expectedSource, source, BruteForce.games(pgn));
            }
        }
    }

    @Test
    void aCancelledMoveLeavesEveryGameInOnePlace() throws Exception {
        Path pgn = TestData.worldMatches();
        try (OpeningDatabase source = imported("source", pgn); OpeningDatabase target = open("target")) {
            long total = source.gameCount();
            ImportListener cancelAfterFirstBatch = new ImportListener() {
                long committed;

                @Override
                public void progress(ImportProgress progress) {
                    committed = progress.gamesCommitted();
                }

                @Override
                public boolean isCancelled() {
                    return committed > 0;
                }
            };
            CopySummary summary = source.moveGames(target, GameSelection.all(), OPTIONS, cancelAfterFirstBatch);
            assertTrue(summary.cancelled());
            assertTrue(summary.copied() > 0 && summary.copied() < total, summary.toString());
            assertEquals(summary.copied(), summary.deleted(), "only the games copied are deleted");
            assertEquals(total, source.gameCount() + target.gameCount(), "each game in one place");
        }
    }

    @Test
    void aCopyOntoTheSameDatabaseIsRefused() throws Exception {
        try (OpeningDatabase source = imported("source", TestData.worldMatches());
                OpeningDatabase same = OpeningDatabase.open(folder.resolve("source/../source"), SETTINGS, EcoTable.EMPTY)) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> source.copyGames(same, GameSelection.all(), OPTIONS, ImportListener.NONE));
            assertTrue(refused.getMessage().contains("same database"), refused.getMessage());
        }
    }

    private static long[] everyThird(int count) {
        List<Long> ids = new ArrayList<>();
        for (long id = 2; id <= count; id += 3) {
            ids.add(id);
        }
        return ids.stream().mapToLong(Long::longValue).toArray();
    }

    private static List<String> select(List<String> texts, long[] ids) {
        List<String> selected = new ArrayList<>();
        for (long id : ids) {
            selected.add(texts.get((int) id - 1));
        }
        return selected;
    }

    /** Game by game, the same headers and moves (the ids are both in order from 1). */
    private static void assertSameGames(OpeningDatabase expected, OpeningDatabase actual) throws Exception {
        assertEquals(expected.gameCount(), actual.gameCount());
        for (long id = 1; id <= expected.gameCount(); id++) {
            Game game = expected.game(id);
            assertNotNull(game);
            assertEquals(game, actual.game(id));
        }
    }

    private OpeningDatabase open(String name) throws Exception {
        return OpeningDatabase.open(folder.resolve(name), SETTINGS, EcoTable.EMPTY);
    }

    private OpeningDatabase imported(String name, Path pgn) throws Exception {
        OpeningDatabase database = open(name);
        database.importFiles(List.of(pgn), OPTIONS, ImportListener.NONE);
        return database;
    }

    private OpeningDatabase importedTexts(String name, List<String> texts) throws Exception {
        Path file = folder.resolve(name + ".pgn");
        Files.writeString(file, String.join("\n", texts), StandardCharsets.UTF_8);
        return imported(name, file);
    }
}
