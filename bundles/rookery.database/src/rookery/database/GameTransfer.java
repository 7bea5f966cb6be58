package rookery.database;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.Map;

import rookery.database.collections.LongHashSet;
import rookery.database.importer.GameFeed;
import rookery.database.importer.ImportedGame;
import rookery.database.sql.GameTable;
import rookery.database.sql.ReviewTable;

/**
 * Games copied or moved from one database into another: the selected games are read from the
 * source in the order they were stored and handed to the target's import; their reviews follow
 * them, and a move deletes from the source, after the copy is committed, the games the target holds.
 */
final class GameTransfer {

    private GameTransfer() {
    }

    static CopySummary copy(OpeningDatabase from, OpeningDatabase to, GameSelection selection, boolean move, ImportOptions options,
            ImportListener listener) throws IOException, SQLException {
        if (Files.isSameFile(from.folder(), to.folder())) {
            throw new IllegalArgumentException("cannot " + (move ? "move" : "copy") + " the games of " + from.folder()
                    + " onto the same database: choose another one");
        }
        long[] ids = from.selectedIds(selection);
        try (Connection reading = Storage.openSqlite(from.folder()); GameTable.Reader games = new GameTable.Reader(reading)) {
            Feed feed = new Feed(ids, games);
            String name = "copy of " + from.folder() + " at " + Instant.now();
            ImportSource source = new ImportSource(name, from.folder().getFileName().toString(), ids.length,
                    System.currentTimeMillis(), () -> {
                        throw new IOException(name + " is not read as PGN");
                    });
            ImportSummary imported = to.importGames(source, feed, options, listener);
            Map<Long, Long> held = to.idsOf(feed.fingerprintSet);
            long reviews = copyReviews(reading, feed, held, to);
            long deleted = 0;
            if (move) {
                long[] copied = new long[ids.length];
                int count = 0;
                for (int i = 0; i < feed.next; i++) {
                    if (feed.read[i] && held.containsKey(feed.fingerprints[i])) {
                        copied[count++] = ids[i];
                    }
                }
                deleted = from.deleteGames(Arrays.copyOf(copied, count));
            }
            return new CopySummary(ids.length, imported, reviews, deleted);
        }
    }

    /** The reviews of the selected games the target holds, stored beside them there; how many. */
    private static long copyReviews(Connection reading, Feed feed, Map<Long, Long> held, OpeningDatabase to) throws SQLException {
        long[] reviewed = ReviewTable.reviewedGames(reading);
        long copied = 0;
        for (int i = 0; i < feed.next; i++) {
            Long target = feed.read[i] ? held.get(feed.fingerprints[i]) : null;
            if (target != null && Arrays.binarySearch(reviewed, feed.ids[i]) >= 0) {
                StoredReview review = ReviewTable.of(reading, new long[] {feed.ids[i]}).get(feed.ids[i]);
                if (review != null && to.storeReview(target, review)) {
                    copied++;
                }
            }
        }
        return copied;
    }

    /** The selected games read one by one, each game's fingerprint kept beside its id. */
    private static final class Feed implements GameFeed {
        final long[] ids;
        final GameTable.Reader games;
        final long[] fingerprints;
        final boolean[] read;
        final LongHashSet fingerprintSet;
        int next;

        Feed(long[] ids, GameTable.Reader games) {
            this.ids = ids;
            this.games = games;
            this.fingerprints = new long[ids.length];
            this.read = new boolean[ids.length];
            this.fingerprintSet = new LongHashSet(ids.length + 16);
        }

        @Override
        public GameRecord next() throws SQLException {
            while (next < ids.length) {
                int index = next++;
                Game game = games.read(ids[index]);
                if (game != null) {
                    GameRecord record = game.record();
                    fingerprints[index] = ImportedGame.fingerprint(record);
                    read[index] = true;
                    fingerprintSet.add(fingerprints[index]);
                    return record;
                }
            }
            return null;
        }

        @Override
        public long delivered() {
            return next;
        }
    }
}
