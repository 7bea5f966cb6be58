package rookery.database;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;

import rookery.pgn.PgnGame;
import rookery.pgn.PgnHandler;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRejection;

/**
 * Imports PGN files: parsing on {@code threads} threads, replaying and indexing on as many
 * workers, and committing every {@code batchGames} games (and at the end of each file) as one
 * batch: first the Lucene commit, then one SQLite transaction with the games, the statistics,
 * the file's progress and the batch id (see {@link Recovery}). Games are numbered, deduplicated
 * and batched in file order, so an interrupted import that is run again resumes at the same
 * batch boundary and ends with the same statistics.
 */
final class Importer {

    private static final int CHUNK_GAMES = 64;
    private static final int PROGRESS_EVERY = 2048;

    private final Connection connection;
    private final IndexWriter writer;
    private final DatabaseSettings settings;
    private final EcoTable eco;
    private final ImportOptions options;
    private final ImportListener listener;
    private final Runnable onCommit;
    private final Path rejectFile;

    private final NameTable players;
    private final NameTable events;
    private final NameTable sites;
    private final LongHashSet fingerprints;
    private long[] storedKeys;
    private long lastBatch;
    private long nextId;

    private final ExecutorService workers;
    private final ThreadLocal<GameReplay> replays;
    private final List<ImportedGame> batch = new ArrayList<>();
    private final List<ImportedGame> chunk = new ArrayList<>(CHUNK_GAMES);
    private final List<Future<?>> inFlight = new ArrayList<>();
    private final StringBuilder rejects = new StringBuilder();

    private final Map<String, Long> rejectedByReason = new TreeMap<>();
    private long imported;
    private long duplicates;
    private long resumed;
    private long rejectedCount;
    private int batches;
    private long startNanos;
    private long bytesBefore;
    private long totalBytes;

    Importer(Path folder, Connection connection, IndexWriter writer, long lastBatch, DatabaseSettings settings, EcoTable eco,
            ImportOptions options, ImportListener listener, Runnable onCommit) throws SQLException {
        this.connection = connection;
        this.writer = writer;
        this.lastBatch = lastBatch;
        this.settings = settings;
        this.eco = eco;
        this.options = options;
        this.listener = listener;
        this.onCommit = onCommit;
        this.rejectFile = RejectFile.of(folder);
        this.players = new NameTable(connection, "players");
        this.events = new NameTable(connection, "events");
        this.sites = new NameTable(connection, "sites");
        this.fingerprints = GameTable.fingerprints(connection);
        this.storedKeys = PositionTable.storedKeys(connection);
        this.nextId = GameTable.maxId(connection) + 1;
        this.replays = ThreadLocal.withInitial(() -> new GameReplay(settings.maxPly()));
        this.workers = Executors.newFixedThreadPool(options.threads(), task -> {
            Thread thread = new Thread(task, "rookery-import");
            thread.setDaemon(true);
            return thread;
        });
    }

    ImportSummary run(List<Path> files) throws IOException, SQLException {
        startNanos = System.nanoTime();
        for (Path file : files) {
            totalBytes += Files.size(file);
        }
        int alreadyImported = 0;
        boolean cancelled = false;
        try {
            for (Path file : files) {
                if (!importFile(file)) {
                    alreadyImported++;
                }
                bytesBefore += Files.size(file);
            }
        } catch (Cancelled stop) {
            cancelled = true;
        } finally {
            workers.shutdownNow();
        }
        report(null, bytesBefore);
        return new ImportSummary(files.size(), alreadyImported, imported, duplicates, resumed, rejectedByReason,
                rejectedCount == 0 ? null : rejectFile, totalBytes, System.nanoTime() - startNanos, batches, cancelled);
    }

    /** Imports one file; false when it was imported completely before. */
    private boolean importFile(Path file) throws IOException, SQLException {
        Path absolute = file.toAbsolutePath().normalize();
        String path = absolute.toString();
        long size = Files.size(absolute);
        long modified = Files.getLastModifiedTime(absolute).toMillis();
        ImportLog.FileState state = ImportLog.state(connection, path, size, modified);
        if (state != null && state.complete()) {
            return false;
        }
        long skip = state == null ? 0 : state.records();
        FileBatches fileBatches = new FileBatches(path, size, modified, skip);
        try (PgnReader reader = PgnReader.open(absolute, PgnOptions.defaults().withMainlineOnly(true))) {
            fileBatches.reader = reader;
            reader.forEachParallel(options.threads(), fileBatches);
        } catch (Cancelled stop) {
            fileBatches.flush(false);
            throw stop;
        } catch (Failure failure) {
            failure.rethrow();
        }
        fileBatches.flush(true);
        return true;
    }

    /** The handler of one file's games: numbers, deduplicates and batches them. */
    private final class FileBatches implements PgnHandler {
        final String path;
        final long size;
        final long modified;
        final long skip;
        PgnReader reader;
        long records;

        FileBatches(String path, long size, long modified, long skip) {
            this.path = path;
            this.size = size;
            this.modified = modified;
            this.skip = skip;
            this.records = skip;
        }

        @Override
        public void game(PgnGame game) {
            if (skipped(game.number())) {
                return;
            }
            GameRecord record = GameRecord.of(game);
            long fingerprint = ImportedGame.fingerprint(record);
            if (!fingerprints.add(fingerprint)) {
                duplicates++;
            } else {
                ImportedGame imported = new ImportedGame(nextId++, record, fingerprint, game);
                batch.add(imported);
                chunk.add(imported);
                if (chunk.size() == CHUNK_GAMES) {
                    dispatch();
                }
            }
            afterRecord(game.number());
        }

        @Override
        public void rejected(PgnRejection rejection) {
            if (skipped(rejection.number())) {
                return;
            }
            reject(rejection.diagnostic().reason().name().toLowerCase(Locale.ROOT), rejection.diagnostic().toString(),
                    rejection.text());
            afterRecord(rejection.number());
        }

        private boolean skipped(long number) {
            if (listener.isCancelled()) {
                throw new Cancelled();
            }
            if (number <= skip) {
                resumed++;
                return true;
            }
            return false;
        }

        private void afterRecord(long number) {
            records = number;
            if (batch.size() >= options.batchGames()) {
                try {
                    flush(false);
                } catch (IOException | SQLException e) {
                    throw new Failure(e);
                }
            } else if (number % PROGRESS_EVERY == 0) {
                report(Path.of(path), bytesBefore + reader.bytesRead());
            }
        }

        void flush(boolean complete) throws IOException, SQLException {
            dispatch();
            commitBatch(this, complete);
            report(Path.of(path), bytesBefore + (reader == null ? 0 : reader.bytesRead()));
        }
    }

    private void reject(String reason, String message, String text) {
        rejectedByReason.merge(reason, 1L, Long::sum);
        rejectedCount++;
        rejects.append(RejectFile.entry(message, text));
    }

    private void dispatch() {
        if (chunk.isEmpty()) {
            return;
        }
        List<ImportedGame> games = List.copyOf(chunk);
        chunk.clear();
        long batchId = lastBatch + 1;
        inFlight.add(workers.submit(() -> {
            for (ImportedGame game : games) {
                analyzeAndIndex(game, batchId);
            }
            return null;
        }));
    }

    private void analyzeAndIndex(ImportedGame game, long batchId) throws IOException {
        try {
            game.analysis = replays.get().analyze(game.record);
        } catch (RejectedGameException rejected) {
            game.rejection = rejected;
            return;
        }
        game.header = Headers.of(game.id, game.record, game.analysis, eco);
        writer.addDocument(GameIndex.document(game, batchId));
    }

    private void commitBatch(FileBatches file, boolean complete) throws IOException, SQLException {
        awaitWorkers();
        List<ImportedGame> accepted = new ArrayList<>(batch.size());
        for (ImportedGame game : batch) {
            if (game.rejection == null) {
                accepted.add(game);
            } else {
                PgnGame origin = game.origin;
                reject(game.rejection.reason(), origin.source() + ":" + origin.line() + ": game " + origin.number() + ": "
                        + game.rejection.getMessage(), origin.text());
            }
        }
        long batchId = lastBatch + 1;
        Recovery.commit(writer, batchId);
        BatchStatistics statistics;
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            statistics = BatchStatistics.of(accepted, storedKeys, settings.rowThreshold(), reader, batchId);
        }
        long rejectLength = RejectFile.append(rejectFile, rejects);
        connection.setAutoCommit(false);
        try {
            GameTable.insert(connection, accepted, batchId, players, events, sites);
            PositionTable.add(connection, statistics.rows);
            EndgameTable.add(connection, statistics.endgames);
            ImportLog.record(connection, file.path, file.size, file.modified, file.records, complete);
            Schema.setMeta(connection, Schema.LAST_BATCH_KEY, batchId);
            Schema.setMeta(connection, Schema.REJECT_LENGTH_KEY, rejectLength);
            connection.commit();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        } finally {
            connection.setAutoCommit(true);
        }
        storedKeys = SortedKeys.union(storedKeys, statistics.newKeys);
        lastBatch = batchId;
        batches++;
        imported += accepted.size();
        batch.clear();
        rejects.setLength(0);
        onCommit.run();
    }

    private void awaitWorkers() throws IOException {
        try {
            for (Future<?> future : inFlight) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while indexing games", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IllegalStateException("indexing a game failed: " + e.getCause(), e.getCause());
        } finally {
            inFlight.clear();
        }
    }

    private void report(Path file, long bytesRead) {
        listener.progress(new ImportProgress(file, bytesRead, totalBytes, imported + batch.size(), duplicates, rejectedCount,
                System.nanoTime() - startNanos));
    }

    /** Thrown through the PGN reader to stop at the listener's request. */
    private static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super(null, null, false, false);
        }
    }

    /** Carries a checked failure of a batch commit through the PGN reader's handler. */
    private static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Failure(Exception cause) {
            super(cause);
        }

        void rethrow() throws IOException, SQLException {
            if (getCause() instanceof SQLException sql) {
                throw sql;
            }
            throw (IOException) getCause();
        }
    }
}
