package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.LongField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StorageTest {

    @TempDir
    Path folder;

    @Test
    void aDatabaseOfAnotherSchemaVersionIsRefusedUntouchedWithAMessage() throws Exception {
        try (Connection connection = Storage.openSqlite(folder); Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE meta(name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID");
            statement.execute("INSERT INTO meta VALUES ('schema_version', 1)");
        }
        SQLException refused = assertThrows(SQLException.class, () -> OpeningDatabase.open(folder));
        assertTrue(refused.getMessage().contains("schema version 1") && refused.getMessage().contains("import the PGN files again"),
                refused.getMessage());
        try (Connection connection = Storage.openSqlite(folder); Statement statement = connection.createStatement();
                ResultSet tables = statement.executeQuery("SELECT count(*) FROM sqlite_schema WHERE type = 'table'")) {
            assertEquals(1, tables.getInt(1));
        }
    }

    @Test
    void sqliteFileSurvivesCommitAndReopen() throws Exception {
        try (Connection connection = Storage.openSqlite(folder)) {
            connection.setAutoCommit(false);
            try (Statement statement = connection.createStatement()) {
                statement.execute("CREATE TABLE position_move(key INTEGER, move INTEGER, games INTEGER,"
                        + " PRIMARY KEY(key, move)) WITHOUT ROWID");
            }
            try (PreparedStatement insert = connection.prepareStatement("INSERT INTO position_move VALUES (?, ?, ?)")) {
                insert.setLong(1, 0x463b96181691fc9cL);
                insert.setInt(2, 796);
                insert.setInt(3, 242221);
                insert.executeUpdate();
            }
            connection.commit();
        }
        assertTrue(Files.size(folder.resolve(Storage.SQLITE_FILE)) > 0);
        try (Connection connection = Storage.openSqlite(folder);
                PreparedStatement query = connection.prepareStatement("SELECT move, games FROM position_move WHERE key = ?")) {
            query.setLong(1, 0x463b96181691fc9cL);
            try (ResultSet rows = query.executeQuery()) {
                assertTrue(rows.next());
                assertEquals(796, rows.getInt(1));
                assertEquals(242221, rows.getInt(2));
            }
        }
    }

    @Test
    void luceneIndexSurvivesCommitAndReopen() throws Exception {
        try (Directory directory = Storage.openIndex(folder);
                IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(new StandardAnalyzer()))) {
            writer.addDocument(game("Carlsen, Magnus", 2882, 0x463b96181691fc9cL));
            writer.addDocument(game("Kasparov, Garry", 2851, 0x823c9b50fd114196L));
            writer.commit();
        }
        try (Directory directory = Storage.openIndex(folder); DirectoryReader reader = DirectoryReader.open(directory)) {
            IndexSearcher searcher = new IndexSearcher(reader);
            var player = new QueryParser("white", new StandardAnalyzer()).parse("white:carlsen");
            var query = new BooleanQuery.Builder()
                    .add(player, Occur.MUST)
                    .add(LongField.newExactQuery("position", 0x463b96181691fc9cL), Occur.FILTER)
                    .add(IntPoint.newRangeQuery("elo", 2800, 2900), Occur.FILTER)
                    .build();
            TopDocs hits = searcher.search(query, 10);
            assertEquals(1, hits.totalHits.value());
            assertEquals(2882, searcher.storedFields().document(hits.scoreDocs[0].doc).getField("elo_stored").numericValue().intValue());
        }
    }

    private static Document game(String white, int elo, long positionKey) {
        Document document = new Document();
        document.add(new TextField("white", white, Field.Store.YES));
        document.add(new IntPoint("elo", elo));
        document.add(new StoredField("elo_stored", elo));
        document.add(new LongField("position", positionKey, Field.Store.NO));
        return document;
    }
}
