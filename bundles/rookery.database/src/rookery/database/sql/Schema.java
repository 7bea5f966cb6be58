package rookery.database.sql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import rookery.database.DatabaseSettings;
import rookery.database.encoding.MoveCode;
import rookery.database.index.StructureIndex;

/**
 * The SQLite tables. {@code position_moves} is clustered by position key (WITHOUT ROWID), so one
 * position's moves are one range read; a row with move {@link MoveCode#NONE} counts the games
 * that ended in the position. {@code meta} holds the settings fixed at creation and the id of the
 * last committed import batch, which ties the SQLite file to the Lucene index.
 */
public final class Schema {

    /** 2: opening names normalised, positions beyond the ply limit in their own index field. */
    static final int VERSION = 2;

    static final String VERSION_KEY = "schema_version";
    static final String MAX_PLY_KEY = "max_ply";
    static final String ROW_THRESHOLD_KEY = "row_threshold";
    public static final String LAST_BATCH_KEY = "last_batch";
    public static final String REJECT_LENGTH_KEY = "reject_file_length";
    /** When an import (or a copy, which is one) last committed a batch, in milliseconds since 1970. */
    public static final String LAST_IMPORT_KEY = "last_import_millis";
    /**
     * {@link #STRUCTURE_INDEX} in databases created since games carry their pawn structures, named
     * structures and material histories in the index ({@link StructureIndex}); older ones (and those
     * of an earlier form of that index) are searched by replaying their games. The key keeps the name
     * it had when that index was made of terms, which existing databases store.
     */
    public static final String STRUCTURE_INDEX_KEY = "structure_terms";
    public static final int STRUCTURE_INDEX = 2;
    static final String STRUCTURE_PLIES_KEY = "structure_plies";
    /**
     * 1 in databases created since the statistics are also kept by bucket ({@link BucketTable}) and
     * games carry their bucket in the index; older ones answer every filter game by game.
     */
    static final String BUCKETS_KEY = "bucket_statistics";

    /** {@code meta} first: it tells the version of an existing database. */
    private static final String[] TABLES = {
        "CREATE TABLE IF NOT EXISTS meta(name TEXT PRIMARY KEY, value INTEGER NOT NULL) WITHOUT ROWID",
        "CREATE TABLE IF NOT EXISTS players(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE IF NOT EXISTS events(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE IF NOT EXISTS sites(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE IF NOT EXISTS openings(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)",
        "CREATE TABLE IF NOT EXISTS games(id INTEGER PRIMARY KEY, batch INTEGER NOT NULL,"
                + " white INTEGER REFERENCES players, black INTEGER REFERENCES players, white_elo INTEGER, black_elo INTEGER,"
                + " event INTEGER REFERENCES events, site INTEGER REFERENCES sites, round TEXT, date TEXT, result TEXT NOT NULL,"
                + " eco TEXT, opening INTEGER REFERENCES openings, variant TEXT, start_fen TEXT, plies INTEGER NOT NULL, moves BLOB NOT NULL,"
                + " fingerprint INTEGER NOT NULL, time_control TEXT)",
        "CREATE TABLE IF NOT EXISTS position_moves(key INTEGER NOT NULL, move INTEGER NOT NULL, games INTEGER NOT NULL,"
                + " white INTEGER NOT NULL, draws INTEGER NOT NULL, black INTEGER NOT NULL, rated_games INTEGER NOT NULL,"
                + " mover_elo_sum INTEGER NOT NULL, opponent_elo_sum INTEGER NOT NULL, rated_points2 INTEGER NOT NULL,"
                + " dated_games INTEGER NOT NULL, year_sum INTEGER NOT NULL, first_year INTEGER NOT NULL, last_year INTEGER NOT NULL,"
                + " top BLOB, PRIMARY KEY(key, move)) WITHOUT ROWID",
        "CREATE TABLE IF NOT EXISTS endgames(signature TEXT PRIMARY KEY, games INTEGER NOT NULL, wins INTEGER NOT NULL,"
                + " draws INTEGER NOT NULL, losses INTEGER NOT NULL) WITHOUT ROWID",
        "CREATE TABLE IF NOT EXISTS imported_files(path TEXT PRIMARY KEY, size INTEGER NOT NULL, modified INTEGER NOT NULL,"
                + " records INTEGER NOT NULL, complete INTEGER NOT NULL) WITHOUT ROWID",
        ReviewTable.CREATE,
        TheoryTable.CREATE,
        BucketTable.CREATE,
    };

    private Schema() {
    }

    /** Creates the tables of a new database with its settings, or checks an existing one's version (before touching its tables). */
    public static void create(Connection connection, DatabaseSettings settings) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(TABLES[0]);
            long version = meta(connection, VERSION_KEY, 0);
            if (version != 0 && version != VERSION) {
                throw new SQLException("database schema version " + version + " is not supported (this version reads " + VERSION
                        + "): import the PGN files again into a new database folder");
            }
            for (String table : TABLES) {
                statement.execute(table);
            }
            addTimeControlColumn(statement);
        }
        if (meta(connection, VERSION_KEY, 0) == 0) {
            setMeta(connection, VERSION_KEY, VERSION);
            setMeta(connection, MAX_PLY_KEY, settings.maxPly());
            setMeta(connection, ROW_THRESHOLD_KEY, settings.rowThreshold());
            setMeta(connection, LAST_BATCH_KEY, 0);
            setMeta(connection, REJECT_LENGTH_KEY, 0);
            setMeta(connection, STRUCTURE_INDEX_KEY, STRUCTURE_INDEX);
            setMeta(connection, STRUCTURE_PLIES_KEY, settings.structurePlies());
            setMeta(connection, BUCKETS_KEY, 1);
        }
    }

    /** Whether the database keeps its statistics by bucket too (see {@link #BUCKETS_KEY}). */
    public static boolean keepsBuckets(Connection connection) throws SQLException {
        return meta(connection, BUCKETS_KEY, 0) == 1;
    }

    /** Databases made before games kept their TimeControl tag get the column, empty for their games. */
    private static void addTimeControlColumn(Statement statement) throws SQLException {
        try (ResultSet column = statement.executeQuery("SELECT 1 FROM pragma_table_info('games') WHERE name = 'time_control'")) {
            if (column.next()) {
                return;
            }
        }
        statement.execute("ALTER TABLE games ADD COLUMN time_control TEXT");
    }

    public static DatabaseSettings settings(Connection connection) throws SQLException {
        return new DatabaseSettings((int) meta(connection, MAX_PLY_KEY, DatabaseSettings.DEFAULT.maxPly()),
                (int) meta(connection, ROW_THRESHOLD_KEY, DatabaseSettings.DEFAULT.rowThreshold()), (int) meta(connection, STRUCTURE_PLIES_KEY, 0));
    }

    public static long meta(Connection connection, String name, long absent) throws SQLException {
        try (PreparedStatement query = prepareMeta(connection, name)) {
            return meta(query, absent);
        }
    }

    /** The query of one meta value, prepared to be asked again ({@link #meta(PreparedStatement, long)}). */
    public static PreparedStatement prepareMeta(Connection connection, String name) throws SQLException {
        PreparedStatement query = connection.prepareStatement("SELECT value FROM meta WHERE name = ?");
        query.setString(1, name);
        return query;
    }

    public static long meta(PreparedStatement query, long absent) throws SQLException {
        try (ResultSet row = query.executeQuery()) {
            return row.next() ? row.getLong(1) : absent;
        }
    }

    public static void setMeta(Connection connection, String name, long value) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement("INSERT OR REPLACE INTO meta(name, value) VALUES (?, ?)")) {
            update.setString(1, name);
            update.setLong(2, value);
            update.executeUpdate();
        }
    }
}
