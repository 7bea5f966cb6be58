package rookery.database.importer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;

import rookery.database.DatabaseSettings;
import rookery.database.GameRecord;
import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.ImportProgress;
import rookery.database.ImportSource;
import rookery.database.ImportSummary;
import rookery.database.collections.LongHashSet;
import rookery.database.eco.EcoTable;
import rookery.database.index.GameIndex;
import rookery.database.index.PositionPoints;
import rookery.database.index.TextFields;
import rookery.database.replay.GameReplay;
import rookery.database.sql.EndgameTable;
import rookery.database.sql.GameTable;
import rookery.database.sql.NameTable;
import rookery.database.sql.PositionTable;
import rookery.database.sql.Schema;
import rookery.database.sql.TheoryTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnHandler;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRejection;

/**
 * Imports PGN files. The reading thread numbers, deduplicates and batches the games in file
 * order (parsing runs on {@code threads} threads); workers replay them, add their documents
 * to the index and aggregate the batch's statistics (against the index as of the previous
 * batch's commit); one committer thread commits each batch: first the Lucene commit, then one
 * SQLite transaction with the games, the statistics, the file's progress and the batch id (see
 * {@link Recovery}). While a batch commits, the next one is read and replayed; its documents
 * and statistics wait for the Lucene commit, which must not contain them, but not for the
 * SQLite transaction. Batches end every
 * {@code batchGames} games and at the end of each file, so an interrupted import that is run
 * again resumes at the same boundary and ends with the same statistics.
 */
public final class Importer {

    private static final int CHUNK_GAMES = 64;
    private static final int PROGRESS_EVERY = 2048;

    private final Connection connection;
    private final IndexWriter writer;
    private final PositionPoints.Pending pending;
    private final DatabaseSettings settings;
    private final EcoTable eco;
    private final ImportOptions options;
    private final ImportListener listener;
    private final Runnable onCommit;
    private final Path folder;
    private final Path rejectFile;

    private final NameTable players;
    private final NameTable events;
    private final NameTable sites;
    private final NameTable openings;
    private final LongHashSet fingerprints;
    /** Keys of the positions with stored rows; a batch's statistics read them once the previous batch is committed. */
    private final LongHashSet storedKeys;
    private long nextBatchId;
    private long nextId;

    private final ExecutorService workers;
    private final ExecutorService committer;
    private final ThreadLocal<GameReplay> replays;
    private final ThreadLocal<TextFields> texts;
    private final ThreadLocal<SharedStrings> names = ThreadLocal.withInitial(SharedStrings::new);
    /** The whole commit of the last batch handed to the committer. */
    private CompletableFuture<Void> lastCommit = CompletableFuture.completedFuture(null);
    /** The Lucene commit of that batch, which the next batch's documents and statistics wait for. */
    private CompletableFuture<?> lastIndexCommit = CompletableFuture.completedFuture(null);

    private final Map<String, Long> rejectedByReason = new TreeMap<>();
    private final AtomicLong imported = new AtomicLong();
    private final AtomicLong partial = new AtomicLong();
    private final boolean keepsBuckets;
    private long gamesRead;
    private final AtomicLong gamesCommitted = new AtomicLong();
    private final AtomicLong batches = new AtomicLong();
    private long duplicates;
    private long resumed;
    private long startNanos;
    private long bytesBefore;
    private long totalBytes;

    /** @param pending the positions of the documents {@code writer} holds, which its codec reads */
    public Importer(Path folder, Connection connection, IndexWriter writer, PositionPoints.Pending pending, long lastBatch, DatabaseSettings settings,
            EcoTable eco, ImportOptions options, ImportListener listener, Runnable onCommit) throws SQLException {
        this.connection = connection;
        this.writer = writer;
        this.pending = pending;
        this.nextBatchId = lastBatch + 1;
        this.settings = settings;
        this.eco = eco;
        this.options = options;
        this.listener = listener;
        this.onCommit = onCommit;
        this.folder = folder;
        this.rejectFile = RejectFile.of(folder);
        this.players = new NameTable(connection, "players");
        this.events = new NameTable(connection, "events");
        this.sites = new NameTable(connection, "sites");
        this.openings = new NameTable(connection, "openings");
        this.fingerprints = GameTable.fingerprints(connection);
        this.storedKeys = PositionTable.storedKeys(connection);
        this.keepsBuckets = Schema.keepsBuckets(connection);
        this.nextId = GameTable.maxId(connection) + 1;
        this.replays = ThreadLocal.withInitial(() -> new GameReplay(settings.maxPly(), settings.structurePlies(), options.tables()));
        this.texts = ThreadLocal.withInitial(() -> new TextFields(writer.getAnalyzer()));
        this.workers = Executors.newFixedThreadPool(options.threads(), daemon("rookery-import"));
        this.committer = Executors.newSingleThreadExecutor(daemon("rookery-commit"));
    }

    private static ThreadFactory daemon(String name) {
        return task -> {
            Thread thread = new Thread(task, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    public ImportSummary run(List<ImportSource> sources) throws IOException, SQLException {
        totalBytes = ImportSource.totalSize(sources);
        return run(sources.size(), () -> {
            int alreadyImported = 0;
            for (ImportSource source : sources) {
                long read = importFile(source);
                if (read < 0) {
                    alreadyImported++;
                }
                bytesBefore += source.size() >= 0 ? source.size() : Math.max(0, read);
            }
            return alreadyImported;
        });
    }

    /**
     * Imports games handed over in memory (a copy out of another database) as one source named
     * {@code source}, whose size is the number of games: progress and the summary's bytes count games.
     */
    public ImportSummary run(ImportSource source, GameFeed games) throws IOException, SQLException {
        totalBytes = source.size();
        return run(1, () -> {
            FileBatches fileBatches = new FileBatches(source, 0);
            fileBatches.position = games::delivered;
            fileBatches.keepDuplicates = games.keepsDuplicates();
            try {
                for (GameRecord game = games.next(); game != null; game = games.next()) {
                    fileBatches.accept(games.delivered(), game, null);
                }
                fileBatches.finish(true);
            } catch (Cancelled stop) {
                fileBatches.finish(false);
                throw stop;
            }
            bytesBefore = games.delivered();
            return 0;
        });
    }

    /** The sources' import, which returns how many of them were imported completely before. */
    @FunctionalInterface
    private interface Sources {
        int importAll() throws IOException, SQLException;
    }

    private ImportSummary run(int sourceCount, Sources sources) throws IOException, SQLException {
        startNanos = System.nanoTime();
        int alreadyImported = 0;
        boolean cancelled = false;
        try {
            alreadyImported = sources.importAll();
        } catch (Cancelled stop) {
            cancelled = true;
        } catch (Failure failure) {
            failure.rethrow();
        } finally {
            workers.shutdownNow();
            committer.shutdownNow();
        }
        report(null, bytesBefore, 0);
        return new ImportSummary(sourceCount, alreadyImported, imported.get(), duplicates, resumed, rejectedByReason,
                rejectedByReason.isEmpty() ? null : rejectFile, bytesBefore, System.nanoTime() - startNanos,
                (int) batches.get(), cancelled, partial.get());
    }

    /** Imports one file or download: the bytes read, or -1 when it was imported completely before. */
    private long importFile(ImportSource source) throws IOException, SQLException {
        ImportLog.FileState state = ImportLog.state(connection, source.name(), source.size(), source.modified());
        if (state != null && state.complete()) {
            return -1;
        }
        FileBatches fileBatches = new FileBatches(source, state == null ? 0 : state.records());
        try (PgnReader reader = PgnReader.of(source.opener().open(), source.name(), PgnOptions.defaults().withMainlineOnly(true)
                .withKeepLegalPrefix(options.partialGames()))) {
            fileBatches.position = reader::bytesRead;
            reader.forEachParallel(options.threads(), fileBatches);
            fileBatches.finish(true);
            return reader.bytesRead();
        } catch (Cancelled stop) {
            fileBatches.finish(false);
            throw stop;
        } catch (Failure failure) {
            failure.rethrow();
            throw failure;
        }
    }

    /** The reading thread's handler of one file: numbers, deduplicates and batches its games. */
    private final class FileBatches implements PgnHandler {
        final ImportSource source;
        final long skip;
        /** How far reading went: bytes of a file, games of a {@link GameFeed}. */
        LongSupplier position = () -> 0;
        boolean keepDuplicates;
        /** The game the last {@link #accept} added to the batch, null when it was skipped. */
        ImportedGame lastAccepted;
        Batch batch;
        long records;

        FileBatches(ImportSource source, long skip) {
            this.source = source;
            this.skip = skip;
            this.records = skip;
            this.batch = new Batch(nextBatchId++, lastIndexCommit);
        }

        @Override
        public void game(PgnGame game) {
            accept(game.number(), null, game);
        }

        /** Takes the game numbered {@code number} of the source: its record, or the PGN game to make it of. */
        void accept(long number, GameRecord given, PgnGame game) {
            if (skipped(number)) {
                return;
            }
            GameRecord record = given != null ? given : GameRecord.of(game);
            long fingerprint = ImportedGame.fingerprint(record);
            lastAccepted = null;
            if (fingerprints.add(fingerprint) || keepDuplicates) {
                lastAccepted = new ImportedGame(nextId++, record, fingerprint, game);
                batch.add(lastAccepted);
            } else {
                duplicates++;
            }
            afterRecord(number);
        }

        @Override
        public void rejected(PgnRejection rejection) {
            if (options.partialGames() && PartialGames.keeps(rejection)) {
                PgnGame prefix = rejection.legalPrefix().orElseThrow();
                accept(rejection.number(), PartialGames.record(prefix), prefix);
                if (lastAccepted != null) {
                    lastAccepted.partialPgn = PartialGames.annotated(rejection);
                }
                return;
            }
            if (skipped(rejection.number())) {
                return;
            }
            batch.reject(rejection.diagnostic().reason().name().toLowerCase(Locale.ROOT), rejection.diagnostic().toString(),
                    rejection.text());
            afterRecord(rejection.number());
        }

        /** Counts the game read; true when an interrupted import of the file had committed it. */
        private boolean skipped(long number) {
            if (listener.isCancelled()) {
                throw new Cancelled();
            }
            gamesRead++;
            if (number <= skip) {
                resumed++;
                gamesCommitted.incrementAndGet();
                return true;
            }
            return false;
        }

        private void afterRecord(long number) {
            records = number;
            batch.delivered++;
            if (batch.games.size() >= options.batchGames()) {
                submit(false, false);
                batch = new Batch(nextBatchId++, lastIndexCommit);
                report(source.shortName(), bytesBefore + position.getAsLong(), 0);
            } else if (number % PROGRESS_EVERY == 0) {
                report(source.shortName(), bytesBefore + position.getAsLong(), batch.games.size());
            }
        }

        /** Commits the last batch of the file and waits for every commit. */
        void finish(boolean complete) {
            submit(complete, true);
            awaitCommits();
            report(source.shortName(), bytesBefore + position.getAsLong(), 0);
        }

        /**
         * Hands the batch to the committer once the previous commit is done, so that at most two
         * batches are in memory. The committer commits the index first; the next batch's documents
         * and statistics wait for that only, while the committer writes the games to SQLite. The
         * last batch of a file has no next batch to overlap with: its SQLite transaction starts with
         * its games and statistics while the workers still flush its documents, and commits after
         * the Lucene commit all the same.
         */
        private void submit(boolean complete, boolean last) {
            batch.dispatch();
            batch.summarize();
            awaitCommits();
            Batch full = batch;
            full.lastOfFile = last;
            long fileRecords = records;
            CompletableFuture<Void> rowsWritten = last ? CompletableFuture.runAsync(() -> writeRows(full), committer)
                    : CompletableFuture.completedFuture(null);
            CompletableFuture<Void> indexCommit = rowsWritten.thenRunAsync(() -> commitIndex(full), committer);
            lastIndexCommit = indexCommit;
            lastCommit = indexCommit
                    .thenRunAsync(() -> commitGames(full, source, fileRecords, complete), committer)
                    .whenCompleteAsync((done, failure) -> {
                        if (failure != null) {
                            rollBack();
                        }
                    }, committer);
        }
    }

    /** Games on their way in: replayed as they come, indexed once the previous batch is committed to the index. */
    private final class Batch {
        final long id;
        /** The last batch of a file merges the bucketed statistics of the positions it reaches into one row a year. */
        boolean lastOfFile;
        /** The Lucene commit of the batch before. */
        final CompletableFuture<?> previousCommit;
        final List<ImportedGame> games = new ArrayList<>();
        final List<ImportedGame> chunk = new ArrayList<>(CHUNK_GAMES);
        final List<CompletableFuture<Void>> replayed = new ArrayList<>();
        final List<CompletableFuture<Void>> indexed = new ArrayList<>();
        final StringBuilder rejects = new StringBuilder();
        /** The games the reader delivered while this batch was being filled: its games, duplicates and rejections. */
        int delivered;
        /** The games written to SQLite and the reject file's length after this batch, once its rows are written. */
        List<ImportedGame> accepted;
        long rejectLength;
        CompletableFuture<Void> analyzed;
        CompletableFuture<BatchStatistics> statistics;
        CompletableFuture<Void> flushed;

        Batch(long id, CompletableFuture<?> previousCommit) {
            this.id = id;
            this.previousCommit = previousCommit;
        }

        void add(ImportedGame game) {
            games.add(game);
            chunk.add(game);
            if (chunk.size() == CHUNK_GAMES) {
                dispatch();
            }
        }

        void dispatch() {
            if (chunk.isEmpty()) {
                return;
            }
            List<ImportedGame> part = List.copyOf(chunk);
            chunk.clear();
            CompletableFuture<Void> analyzed = CompletableFuture.runAsync(() -> part.forEach(Importer.this::analyze), workers);
            replayed.add(analyzed);
            indexed.add(analyzed.thenCombine(previousCommit, (done, committed) -> done).thenRunAsync(() -> index(part), workers));
        }

        /**
         * Aggregates the statistics on the workers, beside the indexing, once every game is replayed
         * and the previous batch committed; once every document is added, the workers write the
         * index buffers out side by side, which the commit would otherwise do on one thread.
         */
        void summarize() {
            analyzed = CompletableFuture.allOf(replayed.toArray(CompletableFuture[]::new));
            statistics = analyzed.thenCombine(previousCommit, (done, committed) -> done)
                    .thenApplyAsync(done -> statistics(), workers);
            flushed = CompletableFuture.allOf(indexed.toArray(CompletableFuture[]::new)).thenCompose(done -> {
                CompletableFuture<?>[] flushes = new CompletableFuture<?>[options.threads()];
                for (int i = 0; i < flushes.length; i++) {
                    flushes[i] = CompletableFuture.runAsync(this::flushBuffer, workers);
                }
                return CompletableFuture.allOf(flushes);
            });
        }

        private void flushBuffer() {
            try {
                writer.flushNextBuffer();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private BatchStatistics statistics() {
            List<ImportedGame> accepted = games.stream().filter(game -> game.rejection == null).toList();
            try (DirectoryReader earlier = DirectoryReader.open(writer.getDirectory())) {
                return BatchStatistics.of(accepted, storedKeys, settings.rowThreshold(), earlier, id, keepsBuckets);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        void reject(String reason, String message, String text) {
            countReject(reason);
            rejects.append(RejectFile.entry(message, text));
        }

        private void index(List<ImportedGame> part) {
            try {
                TextFields threadTexts = texts.get();
                for (ImportedGame game : part) {
                    if (game.rejection == null) {
                        writer.addDocument(GameIndex.document(game, id, threadTexts, pending));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private void analyze(ImportedGame game) {
        try {
            game.analysis = replays.get().analyze(game.record);
            game.header = Headers.of(game.id, game.record, game.analysis, eco, names.get());
            game.record = game.record.withoutTagsAndMoves();
            game.origin = null;
        } catch (RejectedGameException rejected) {
            if (game.origin == null) {
                throw new IllegalStateException("game " + game.id + " passed the PGN reader's checks but not its replay: " + rejected.getMessage(),
                        rejected);
            }
            game.rejection = rejected;
        }
    }

    private synchronized void countReject(String reason) {
        rejectedByReason.merge(reason, 1L, Long::sum);
    }

    /**
     * On the committer thread: the Lucene commit of one batch, after which the next batch may add
     * documents and read the index and the stored keys for its statistics.
     */
    private void commitIndex(Batch batch) {
        try {
            batch.flushed.join();
            BatchStatistics statistics = batch.statistics.join();
            Recovery.commit(writer, batch.id);
            // The next batch adds no document before this commit is done.
            pending.allWritten();
            for (long key : statistics.newKeys) {
                storedKeys.add(key);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * On the committer thread: opens the batch's SQLite transaction with its games and statistics,
     * and writes its rejected games to the reject file, whose length the transaction records.
     */
    private void writeRows(Batch batch) {
        try {
            batch.analyzed.join();
            batch.accepted = new ArrayList<>(batch.games.size());
            for (ImportedGame game : batch.games) {
                if (game.rejection == null) {
                    batch.accepted.add(game);
                } else {
                    PgnGame origin = game.origin;
                    batch.reject(game.rejection.reason(), origin.source() + ":" + origin.line() + ": game " + origin.number() + ": "
                            + game.rejection.getMessage(), origin.text());
                }
            }
            batch.rejectLength = RejectFile.append(rejectFile, batch.rejects);
            for (ImportedGame game : batch.accepted) {
                if (game.partialPgn != null) {
                    PartialGames.keepAnnotated(folder, game.id, game.partialPgn);
                }
            }
            connection.setAutoCommit(false);
            GameTable.insert(connection, batch.accepted, batch.id, players, events, sites, openings);
            TheoryTable.insert(connection, batch.accepted);
            BatchStatistics statistics = batch.statistics.join();
            PositionTable.add(connection, statistics.rows);
            statistics.writeBuckets(connection, batch.id, batch.lastOfFile);
            EndgameTable.add(connection, statistics.endgames);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SQLException e) {
            throw new CompletionException(e);
        }
    }

    /** On the committer thread, after the batch's Lucene commit: the rest of its SQLite transaction, and its commit. */
    private void commitGames(Batch batch, ImportSource source, long records, boolean complete) {
        if (batch.accepted == null) {
            writeRows(batch);
        }
        try {
            ImportLog.record(connection, source.name(), source.size(), source.modified(), records, complete);
            Schema.setMeta(connection, Schema.LAST_BATCH_KEY, batch.id);
            Schema.setMeta(connection, Schema.REJECT_LENGTH_KEY, batch.rejectLength);
            Schema.setMeta(connection, Schema.LAST_IMPORT_KEY, System.currentTimeMillis());
            connection.commit();
            connection.setAutoCommit(true);
            imported.addAndGet(batch.accepted.size());
            partial.addAndGet(batch.accepted.stream().filter(game -> game.partialPgn != null).count());
            gamesCommitted.addAndGet(batch.delivered);
            batches.incrementAndGet();
            onCommit.run();
        } catch (SQLException e) {
            throw new CompletionException(e);
        }
    }

    /** After a failed commit, on the committer thread: takes back a transaction left open. */
    private void rollBack() {
        try {
            if (!connection.getAutoCommit()) {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new CompletionException(e);
        }
    }

    /** Waits for the batches handed to the committer; a failed commit fails the import. */
    private void awaitCommits() {
        try {
            lastCommit.join();
        } catch (CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof UncheckedIOException io) {
                throw new Failure(io.getCause());
            }
            if (cause instanceof IOException || cause instanceof SQLException) {
                throw new Failure((Exception) cause);
            }
            throw new IllegalStateException("import failed: " + cause, cause);
        }
    }

    private void report(String source, long bytesRead, int pending) {
        listener.progress(new ImportProgress(source, bytesRead, totalBytes, imported.get() + pending, duplicates,
                rejectedCount(), gamesRead, gamesCommitted.get(), System.nanoTime() - startNanos));
    }

    private synchronized long rejectedCount() {
        return rejectedByReason.values().stream().mapToLong(Long::longValue).sum();
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
