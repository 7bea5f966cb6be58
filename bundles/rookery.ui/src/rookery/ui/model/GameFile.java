package rookery.ui.model;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

import rookery.database.GameCatalog;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.ui.game.GameTree;

/**
 * A PGN file opened as a games list, never loaded whole: one pass of the reader, in a job of its
 * own, adds each game's header to a {@link GameCatalog} (searched and sorted like a database)
 * and records where the game starts, so that opening a game reads it again from there. The list
 * can be queried while the pass goes on: it holds the games read so far.
 */
public final class GameFile implements AutoCloseable {
    private static final long PROGRESS_NANOS = 500_000_000L;

    private final Path file;
    private final GameCatalog catalog = new GameCatalog();
    private volatile Runnable onProgress = () -> { };
    private long[] offsets = new long[1024];
    private volatile long rejected;
    private volatile boolean complete;
    private volatile String problem = "";
    private volatile boolean closed;

    private GameFile(Path file) {
        this.file = file;
    }

    /** Starts reading the file; see {@link #onProgress} for when its listener hears of it. */
    public static GameFile open(Path file, int firstGames) {
        GameFile opened = new GameFile(file);
        Job reading = Job.create("Listing the games of " + file.getFileName(), monitor -> {
            opened.read(firstGames);
            return Status.OK_STATUS;
        });
        reading.setSystem(true);
        reading.schedule();
        return opened;
    }

    private void read(int firstGames) {
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
            long lastReport = System.nanoTime();
            boolean firstReported = false;
            for (PgnRecord record = reader.next(); record != null && !closed; record = reader.next()) {
                if (record instanceof PgnGame game) {
                    add(game);
                } else {
                    rejected++;
                }
                long now = System.nanoTime();
                if (!firstReported && catalog.size() >= firstGames || now - lastReport > PROGRESS_NANOS) {
                    firstReported = true;
                    lastReport = now;
                    onProgress.run();
                }
            }
        } catch (IOException | RuntimeException e) {
            if (!closed) {
                problem = e.getMessage() != null ? e.getMessage() : e.toString();
            }
        }
        complete = true;
        if (!closed) {
            onProgress.run();
        }
    }

    private void add(PgnGame game) throws IOException {
        int id = Math.toIntExact(catalog.add(game).id());
        synchronized (this) {
            if (id == offsets.length) {
                offsets = Arrays.copyOf(offsets, id * 2);
            }
            offsets[id] = game.offset();
        }
    }

    /**
     * Makes {@code listener} the one that runs on the reading thread once the first
     * {@code firstGames} games are listed, then at most twice a second, and when the pass ends.
     */
    public void onProgress(Runnable listener) {
        onProgress = listener;
    }

    public Path file() {
        return file;
    }

    /** Games listed so far. */
    public int games() {
        return catalog.size();
    }

    /** Games the reader refused (each with its reason, as an import would count it). */
    public long rejected() {
        return rejected;
    }

    /** Whether the pass over the file has ended, at the end of the file or at a problem. */
    public boolean complete() {
        return complete;
    }

    /** Why the pass stopped before the end of the file (the reader's message naming the place), empty if it did not. */
    public String problem() {
        return problem;
    }

    /** The ids of every game read so far matching the search's query, in its order. */
    public long[] gameIds(GameSearch search) throws IOException {
        return catalog.gameIds(search);
    }

    /** The headers of these games of the list. */
    public GameList listed(long[] ids) {
        return catalog.listed(ids);
    }

    /** The game {@code id} of the list, read again from the file with its variations and comments. */
    public GameTree game(long id) throws IOException {
        long offset;
        synchronized (this) {
            offset = offsets[Math.toIntExact(id)];
        }
        try (PgnReader reader = PgnReader.openAt(file, offset, PgnOptions.defaults())) {
            if (!(reader.next() instanceof PgnGame game)) {
                throw new IOException(file + ": game " + (id + 1) + " cannot be read again at byte " + offset);
            }
            return GameTree.fromPgn(game);
        }
    }

    @Override
    public void close() throws IOException {
        closed = true;
        catalog.close();
    }
}
