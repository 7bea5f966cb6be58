package rookery.database;

import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import rookery.database.collections.LongHash;
import rookery.database.importer.GameFeed;
import rookery.database.importer.ImportedGame;
import rookery.database.maintenance.NameKind;
import rookery.database.sql.GameTable;
import rookery.database.sql.ReviewTable;

/**
 * Spellings of a name merged into one: the games carrying a variant are added again, renamed,
 * through the import (so that their index entries and fingerprints follow), their reviews moved to
 * the new games, and then the old games deleted. A game is known again by its players, date,
 * result, moves, event and site; a game whose renamed self is stored already is not added twice, so
 * a merge cut short by a crash leaves each game under its old name, its new one or both, and merging
 * again finishes it.
 */
final class NameMerge {

    private NameMerge() {
    }

    /** Returns how many games were renamed. */
    static long merge(OpeningDatabase database, NameKind kind, String into, Set<String> variants, ImportOptions options,
            ImportListener listener) throws IOException, SQLException {
        Set<String> others = new TreeSet<>(variants);
        others.remove(into);
        if (others.isEmpty()) {
            return 0;
        }
        try (Connection reading = Storage.openSqlite(database.folder()); GameTable.Reader games = new GameTable.Reader(reading)) {
            long[] renamed = gamesNamed(reading, kind, others);
            Map<Long, Long> stored = new HashMap<>();
            for (long id : gamesNamed(reading, kind, Set.of(into))) {
                Game game = games.read(id);
                if (game != null) {
                    stored.put(key(game.record()), id);
                }
            }
            Map<Long, Long> newKeys = new LinkedHashMap<>();
            GameFeed feed = new GameFeed() {
                int next;

                @Override
                public GameRecord next() throws SQLException {
                    while (next < renamed.length) {
                        long id = renamed[next++];
                        Game game = games.read(id);
                        if (game == null) {
                            continue;
                        }
                        GameRecord record = renamedRecord(game.record(), kind, into, others);
                        long key = key(record);
                        newKeys.put(id, key);
                        if (!stored.containsKey(key)) {
                            stored.put(key, 0L);
                            return record;
                        }
                    }
                    return null;
                }

                @Override
                public long delivered() {
                    return next;
                }

                @Override
                public boolean keepsDuplicates() {
                    return true;
                }
            };
            String name = "names merged into " + into + " at " + Instant.now();
            ImportSource source = new ImportSource(name, into, renamed.length, System.currentTimeMillis(), () -> {
                throw new IOException(name + " is not read as PGN");
            });
            database.importGames(source, feed, options, listener);

            Map<Long, Long> now = new HashMap<>();
            for (long id : gamesNamed(reading, kind, Set.of(into))) {
                Game game = games.read(id);
                if (game != null) {
                    now.put(key(game.record()), id);
                }
            }
            List<Long> done = new ArrayList<>();
            for (Map.Entry<Long, Long> old : newKeys.entrySet()) {
                Long newId = now.get(old.getValue());
                if (newId != null) {
                    StoredReview review = ReviewTable.of(reading, new long[] {old.getKey()}).get(old.getKey());
                    if (review != null && database.review(newId) == null) {
                        database.storeReview(newId, review);
                    }
                    done.add(old.getKey());
                }
            }
            return database.deleteGames(done.stream().mapToLong(Long::longValue).toArray());
        }
    }

    /** A game as a merge knows it again: its fingerprint with its event and site. */
    private static long key(GameRecord record) {
        return LongHash.combine(LongHash.combine(ImportedGame.fingerprint(record), record.tag("Event")), record.tag("Site"));
    }

    private static GameRecord renamedRecord(GameRecord record, NameKind kind, String into, Set<String> others) {
        Map<String, String> tags = new LinkedHashMap<>(record.tags());
        for (String tag : kind.tags()) {
            if (others.contains(record.tag(tag))) {
                tags.put(tag, into);
            }
        }
        return new GameRecord(tags, record.variant(), record.start(), record.moves(), record.result());
    }

    /** The ids of the games carrying one of the names, ascending. */
    private static long[] gamesNamed(Connection connection, NameKind kind, Set<String> names) throws SQLException {
        Set<Long> ids = new TreeSet<>();
        try (PreparedStatement query = connection.prepareStatement(String.join(" UNION ", kind.columns().stream()
                .map(column -> "SELECT g.id FROM games g JOIN " + kind.table() + " n ON n.id = g." + column + " WHERE n.name = ?")
                .toList()))) {
            for (String name : names) {
                for (int i = 1; i <= kind.columns().size(); i++) {
                    query.setString(i, name);
                }
                try (ResultSet rows = query.executeQuery()) {
                    while (rows.next()) {
                        ids.add(rows.getLong(1));
                    }
                }
            }
        }
        return ids.stream().mapToLong(Long::longValue).toArray();
    }
}
