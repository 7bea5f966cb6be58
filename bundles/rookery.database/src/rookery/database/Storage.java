package rookery.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

import rookery.database.index.WriteBufferDirectory;

/**
 * The files of one database folder: {@code games.sqlite} and the Lucene index under {@code index/}.
 * The SQLite driver is used through its data source, not DriverManager, which cannot see
 * drivers of other bundles inside OSGi.
 */
public final class Storage {
    public static final String SQLITE_FILE = "games.sqlite";
    public static final String INDEX_DIR = "index";

    private Storage() {
    }

    public static Connection openSqlite(Path databaseFolder) throws IOException, SQLException {
        Files.createDirectories(databaseFolder);
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + databaseFolder.resolve(SQLITE_FILE));
        Connection connection = dataSource.getConnection();
        try (Statement statement = connection.createStatement()) {
            statement.execute("PRAGMA temp_store = MEMORY");
        }
        return connection;
    }

    public static Directory openIndex(Path databaseFolder) throws IOException {
        return new WriteBufferDirectory(FSDirectory.open(Files.createDirectories(databaseFolder.resolve(INDEX_DIR))));
    }
}
