package rookery.database.importer;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;

import rookery.database.DatabaseSettings;
import rookery.database.EndgameStatistics;
import rookery.database.Game;
import rookery.database.GameRecord;
import rookery.database.collections.LongHashSet;
import rookery.database.index.GameIndex;
import rookery.database.replay.GameReplay;
import rookery.database.sql.EndgameTable;
import rookery.database.sql.GameTable;
import rookery.database.sql.PositionTable;
import rookery.database.sql.Schema;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/**
 * Deletes games as one batch of their own, with the statistics exactly as an import of the games
 * that remain would give them. The index goes first: its commit deletes the games' documents and
 * records the batch with the deleted ids; then one SQLite transaction deletes the games, counts the
 * stored rows of every position they reached again from the index, takes their endgames out and
 * records the batch. A crash between the two leaves the index one batch ahead with the deleted ids
 * in its commit, and {@link Recovery} finishes the SQLite part from them.
 */
public final class GameDeletion {
    /** The index commit's entry with the ids a deletion batch deleted, comma separated. */
    public static final String DELETED_KEY = "deleted";

    private GameDeletion() {
    }

    /** Deletes those of {@code ids} that are stored; returns how many. */
    public static int run(Connection connection, IndexWriter writer, DatabaseSettings settings, long batch, long[] ids)
            throws IOException, SQLException {
        List<ImportedGame> games = stored(connection, settings, ids);
        if (games.isEmpty()) {
            return 0;
        }
        long[] found = games.stream().mapToLong(game -> game.id).toArray();
        writer.deleteDocuments(NumericDocValuesField.newSlowSetQuery(GameIndex.ID, found));
        writer.setLiveCommitData(Map.of(Recovery.BATCH_KEY, Long.toString(batch), DELETED_KEY,
                Arrays.stream(found).mapToObj(Long::toString).collect(Collectors.joining(","))).entrySet());
        writer.commit();
        finish(connection, writer, games, batch);
        return games.size();
    }

    /** The ids a deletion batch's index commit records, or null when the commit is an import's. */
    static long[] deletedIds(IndexWriter writer) {
        for (Map.Entry<String, String> data : writer.getLiveCommitData()) {
            if (data.getKey().equals(DELETED_KEY)) {
                return data.getValue().isEmpty() ? new long[0] : Arrays.stream(data.getValue().split(",")).mapToLong(Long::parseLong).toArray();
            }
        }
        return null;
    }

    /** The SQLite part of a deletion whose index commit is done (again after a crash: the games are still stored). */
    static void finish(Connection connection, IndexWriter writer, DatabaseSettings settings, long batch, long[] ids)
            throws IOException, SQLException {
        finish(connection, writer, stored(connection, settings, ids), batch);
    }

    private static void finish(Connection connection, IndexWriter writer, List<ImportedGame> games, long batch)
            throws IOException, SQLException {
        LongHashSet storedKeys = PositionTable.storedKeys(connection);
        BatchStatistics recounted;
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            recounted = BatchStatistics.recount(games, storedKeys, reader, batch, Schema.keepsBuckets(connection));
        }
        Map<String, EndgameStatistics> taken = new HashMap<>();
        BatchStatistics.endgamesOf(games).forEach((signature, counted) -> taken.put(signature,
                new EndgameStatistics(signature, -counted.games(), -counted.wins(), -counted.draws(), -counted.losses())));
        connection.setAutoCommit(false);
        try {
            try (PreparedStatement deleteGame = connection.prepareStatement("DELETE FROM games WHERE id = ?");
                    PreparedStatement deleteRows = connection.prepareStatement("DELETE FROM position_moves WHERE key = ?");
                    PreparedStatement deleteBuckets = connection.prepareStatement("DELETE FROM position_buckets WHERE key = ?")) {
                for (ImportedGame game : games) {
                    deleteGame.setLong(1, game.id);
                    deleteGame.addBatch();
                    for (int i = 0; i < game.analysis.openingEntries(); i++) {
                        long key = game.analysis.keys()[i];
                        if (storedKeys.contains(key)) {
                            deleteRows.setLong(1, key);
                            deleteRows.addBatch();
                            deleteBuckets.setLong(1, key);
                            deleteBuckets.addBatch();
                        }
                    }
                }
                deleteGame.executeBatch();
                deleteRows.executeBatch();
                deleteBuckets.executeBatch();
            }
            PositionTable.add(connection, recounted.rows);
            recounted.writeBuckets(connection, batch, true);
            EndgameTable.add(connection, taken);
            try (Statement statement = connection.createStatement()) {
                statement.execute("DELETE FROM endgames WHERE games <= 0");
            }
            Schema.setMeta(connection, Schema.LAST_BATCH_KEY, batch);
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
    }

    /** The stored games among {@code ids}, read back and replayed as an import analyses them. */
    private static List<ImportedGame> stored(Connection connection, DatabaseSettings settings, long[] ids) throws SQLException, IOException {
        GameReplay replay = new GameReplay(settings.maxPly(), settings.structurePlies(), null);
        List<ImportedGame> games = new ArrayList<>();
        for (long id : ids) {
            Game game = GameTable.game(connection, id);
            if (game == null) {
                continue;
            }
            try (PgnReader reader = PgnReader.of(new java.io.ByteArrayInputStream(game.pgn().getBytes(StandardCharsets.UTF_8)),
                    "game " + id, PgnOptions.defaults().withMainlineOnly(true))) {
                PgnRecord record = reader.next();
                if (!(record instanceof PgnGame pgn)) {
                    throw new IOException("stored game " + id + " does not read back as PGN: " + record);
                }
                GameRecord gameRecord = GameRecord.of(pgn);
                ImportedGame imported = new ImportedGame(id, gameRecord, ImportedGame.fingerprint(gameRecord), pgn);
                imported.analysis = replay.analyze(gameRecord);
                games.add(imported);
            }
        }
        return games;
    }
}
