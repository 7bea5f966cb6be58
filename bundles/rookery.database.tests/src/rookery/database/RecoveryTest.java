package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.eco.EcoTable;
import rookery.database.importer.Headers;
import rookery.database.importer.ImportedGame;
import rookery.database.importer.Recovery;
import rookery.database.importer.RejectFile;
import rookery.database.index.GameIndex;
import rookery.database.index.PositionPoints;
import rookery.database.index.SegmentSizeLimit;
import rookery.database.index.TextFields;
import rookery.database.replay.GameReplay;
import rookery.database.sql.Schema;
import rookery.pgn.GameResult;

/**
 * The state a crash leaves between the Lucene commit and the SQLite commit of a batch: the index
 * has a batch the games store does not, and the reject file has its entries. Reopening undoes both.
 */
class RecoveryTest {

    @TempDir
    Path folder;

    @Test
    void aBatchOnlyTheIndexCommittedIsRemovedOnOpen() throws Exception {
        Path pgn = TestData.worldMatches();
        Path database = folder.resolve("db");
        Exploration before;
        long games;
        try (OpeningDatabase opened = OpeningDatabase.open(database, DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            opened.importFiles(List.of(pgn), new ImportOptions(2, 200), ImportListener.NONE);
            before = opened.explore(Position.startpos(), ExploreFilter.NONE.withElo(2000, 0));
            games = opened.gameCount();
        }
        long rejectLength = Files.exists(RejectFile.of(database)) ? Files.size(RejectFile.of(database)) : 0;
        PositionPoints.Pending pending = new PositionPoints.Pending();
        try (Directory directory = Storage.openIndex(database);
                IndexWriter writer = new IndexWriter(directory, GameIndex.writerConfig(SegmentSizeLimit.MAX_DOCS, pending))) {
            long lastBatch = Recovery.indexBatch(writer);
            Position start = Position.startpos();
            TextFields texts = new TextFields(writer.getAnalyzer());
            GameRecord record = new GameRecord(Map.of("White", "Orphan", "Black", "Game", "WhiteElo", "2800", "BlackElo", "2800"),
                    Variant.STANDARD, Setup.standard(), MoveText.play(start, "1. e4 e5 2. Nf3"), GameResult.WHITE_WINS);
            for (int id = 1; id <= 30; id++) {
                ImportedGame orphan = new ImportedGame(games + id, record, id, null);
                orphan.analysis = new GameReplay(50, null).analyze(record);
                orphan.header = Headers.of(orphan.id, record, orphan.analysis, EcoTable.EMPTY, UnaryOperator.identity());
                writer.addDocument(GameIndex.document(orphan, lastBatch + 1, texts, pending));
            }
            Recovery.commit(writer, lastBatch + 1);
        }
        Files.writeString(RejectFile.of(database), "% rejected: from a batch that never committed\n\n", StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
        try (OpeningDatabase reopened = OpeningDatabase.open(database, DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            assertEquals(before, reopened.explore(Position.startpos(), ExploreFilter.NONE.withElo(2000, 0)));
            assertEquals(games, reopened.games(null, "", GameSort.RELEVANCE, 1).total());
            assertEquals(rejectLength, Files.exists(RejectFile.of(database)) ? Files.size(RejectFile.of(database)) : 0);
        }
        try (Directory directory = Storage.openIndex(database); DirectoryReader reader = DirectoryReader.open(directory)) {
            assertEquals(games, reader.numDocs());
            assertEquals(Long.toString(lastBatchOf(database)), reader.getIndexCommit().getUserData().get(Recovery.BATCH_KEY));
        }
    }

    private static long lastBatchOf(Path database) throws Exception {
        try (var connection = Storage.openSqlite(database)) {
            return Schema.meta(connection, Schema.LAST_BATCH_KEY, -1);
        }
    }
}
