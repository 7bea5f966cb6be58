package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.eco.EcoTable;
import rookery.database.importer.GameDeletion;
import rookery.database.importer.Recovery;
import rookery.database.index.GameIndex;
import rookery.database.sql.Schema;

/**
 * Games deleted from a database, and one replaced by an edited version, leave exactly the
 * statistics of an import of the games that remain: every position the games reach (stored rows
 * and index tallies alike), with and without filters, the endgames, the years, the games lists.
 */
class DeleteGamesTest {
    private static final DatabaseSettings SETTINGS = new DatabaseSettings(30, 3);

    @TempDir
    Path folder;

    @Test
    void deletingAndReplacingGamesGivesTheStatisticsOfAnImportOfTheGamesThatRemain() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        try (OpeningDatabase edited = OpeningDatabase.open(folder.resolve("edited"), SETTINGS, EcoTable.EMPTY)) {
            edited.importFiles(List.of(pgn), new ImportOptions(2, 97), ImportListener.NONE);
            assertEquals(texts.size(), edited.gameCount(), "every game of the file is stored, ids in file order");
            List<String> remaining = new ArrayList<>();
            List<Long> doomed = new ArrayList<>();
            for (int i = 0; i < texts.size(); i++) {
                if (i % 7 == 3) {
                    doomed.add(i + 1L);
                } else if (i != 10) {
                    remaining.add(texts.get(i));
                }
            }
            assertEquals(doomed.size(), edited.deleteGames(doomed.stream().mapToLong(Long::longValue).toArray()));
            assertEquals(0, edited.deleteGames(doomed.get(0)), "a deleted game is not there to delete again");
            List<BruteForce.NumberedGame> games = BruteForce.games(pgn);
            String replacement = shortened(texts.get(10), games.get(10).record());
            ImportSummary replaced = edited.replaceGame(11, replacement);
            assertEquals(1, replaced.imported(), "the edited game replaces game 11: " + replaced + "\n" + replacement);
            remaining.add(replacement);
            assertEquals(remaining.size(), edited.gameCount());
            for (GameSort sort : new GameSort[] {GameSort.ELO, GameSort.WHITE, GameSort.RELEVANCE}) {
                long[] listed = edited.gameIds(GameSearch.of(null, "", sort));
                assertEquals(remaining.size(), listed.length, "the list without pages holds no deleted game: " + sort);
                assertTrue(java.util.Arrays.stream(listed).noneMatch(doomed::contains), sort.toString());
            }

            Path rest = folder.resolve("remaining.pgn");
            Files.writeString(rest, String.join("\n", remaining), StandardCharsets.UTF_8);
            try (OpeningDatabase imported = OpeningDatabase.open(folder.resolve("imported"), SETTINGS, EcoTable.EMPTY)) {
                imported.importFiles(List.of(rest), new ImportOptions(2, 97), ImportListener.NONE);
                SameStatistics.assertSame(imported, edited, games);
            }
        }
    }

    /** A crash right after a deletion's index commit: opening the database finishes the deletion from the ids the commit recorded. */
    @Test
    void aDeletionCutOffAfterItsIndexCommitIsFinishedWhenTheDatabaseOpensAgain() throws Exception {
        Path pgn = TestData.worldMatches();
        long[] doomed = {2, 9, 16, 23, 30};
        for (String copy : List.of("deleted", "crashed")) {
            try (OpeningDatabase database = OpeningDatabase.open(folder.resolve(copy), SETTINGS, EcoTable.EMPTY)) {
                database.importFiles(List.of(pgn), new ImportOptions(2, 97), ImportListener.NONE);
                if (copy.equals("deleted")) {
                    database.deleteGames(doomed);
                }
            }
        }
        long lastBatch;
        try (Connection connection = Storage.openSqlite(folder.resolve("crashed"))) {
            lastBatch = Schema.meta(connection, Schema.LAST_BATCH_KEY, 0);
        }
        try (Directory directory = Storage.openIndex(folder.resolve("crashed"));
                IndexWriter writer = new IndexWriter(directory, GameIndex.writerConfig())) {
            writer.deleteDocuments(NumericDocValuesField.newSlowSetQuery(GameIndex.ID, doomed));
            writer.setLiveCommitData(Map.of(Recovery.BATCH_KEY, Long.toString(lastBatch + 1), GameDeletion.DELETED_KEY, "2,9,16,23,30")
                    .entrySet());
            writer.commit();
        }
        try (OpeningDatabase deleted = OpeningDatabase.open(folder.resolve("deleted"), SETTINGS, EcoTable.EMPTY);
                OpeningDatabase crashed = OpeningDatabase.open(folder.resolve("crashed"), SETTINGS, EcoTable.EMPTY)) {
            assertEquals(deleted.gameCount(), crashed.gameCount());
            SameStatistics.assertSame(deleted, crashed, BruteForce.games(pgn));
        }
    }

    /** The game cut to its first 24 plies and drawn: other moves, another result. */
    private static String shortened(String text, GameRecord record) {
        Position position = Position.fromSetup(record.start(), record.variant(), true);
        StringBuilder moves = new StringBuilder();
        for (int ply = 0; ply < 24; ply++) {
            if (ply % 2 == 0) {
                moves.append(ply / 2 + 1).append(". ");
            }
            moves.append(San.format(position, record.moves()[ply])).append(' ');
            position.play(record.moves()[ply]);
        }
        StringBuilder tags = new StringBuilder();
        text.lines().filter(line -> line.startsWith("[")).forEach(line -> tags.append(line.startsWith("[Result ")
                ? "[Result \"1/2-1/2\"]" : line.strip()).append('\n'));
        tags.append('\n');
        return tags.toString() + moves + "1/2-1/2\n";
    }
}
