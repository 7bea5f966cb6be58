package rookery.database;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.ReaderUtil;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Scorer;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.Weight;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.LockObtainFailedException;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.collections.LongHashSet;
import rookery.database.eco.EcoTable;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.GameDeletion;
import rookery.database.importer.GameFeed;
import rookery.database.importer.ImportedGame;
import rookery.database.importer.Importer;
import rookery.database.importer.IndexTally;
import rookery.database.importer.MoveTally;
import rookery.database.importer.Recovery;
import rookery.database.importer.RejectFile;
import rookery.database.importer.StatisticsLoad;
import rookery.database.importer.TheoryTally;
import rookery.database.index.GameIndex;
import rookery.database.maintenance.AnnotatedGameFiles;
import rookery.database.maintenance.CompactSummary;
import rookery.database.maintenance.DuplicateCriteria;
import rookery.database.maintenance.DuplicateGroup;
import rookery.database.maintenance.Duplicates;
import rookery.database.maintenance.NameKind;
import rookery.database.maintenance.NameSpellings;
import rookery.database.maintenance.NameVariants;
import rookery.database.maintenance.SpellingFile;
import rookery.database.index.GameFlags;
import rookery.database.index.GameQueryParser;
import rookery.database.index.PlayerFilter;
import rookery.database.index.PositionPoints;
import rookery.database.index.StructureIndex;
import rookery.database.replay.DeepMatches;
import rookery.database.replay.GameAnalysis;
import rookery.database.replay.PieceMoves;
import rookery.database.replay.StructureScan;
import rookery.database.replay.UnfinishedGames;
import rookery.database.sql.EndgameTable;
import rookery.database.sql.GameTable;
import rookery.database.sql.SortKeys;
import rookery.database.sql.BucketTable;
import rookery.database.sql.PositionTable;
import rookery.database.sql.ReviewTable;
import rookery.database.sql.Schema;
import rookery.database.sql.StoredGames;
import rookery.database.sql.TheoryTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;

/**
 * An opening database: a folder with the SQLite games store and statistics
 * ({@link Storage#SQLITE_FILE}) and the Lucene index of the games ({@link Storage#INDEX_DIR}).
 * Explorations, game lists and searches run at once from any number of threads, each on a read
 * connection of its own and the index searcher of one committed batch ({@link DatabaseRead});
 * the other queries are serialised. One import runs at a time, and queries see each of its
 * batches once committed. Readers only see the batches both stores committed, so a database
 * left by a crashed import reads consistently; the next import (or open) also cleans it up.
 */
public final class OpeningDatabase implements AutoCloseable {

    /**
     * The folder, inside a database's, of the games saved from the workbench with their comments,
     * glyphs, variations and drawings ({@code <id>.pgn}), which the database does not keep.
     */
    public static final String ANNOTATED_GAMES_DIR = "annotated-games";

    /** The folder, inside a database's, of the games added one at a time ({@link #addGame}). */
    public static final String SAVED_GAMES_DIR = "saved-games";

    /** The most pieces, kings included, of the materials whose endgame statistics are kept. */
    public static final int MAX_ENDGAME_PIECES = MaterialSignature.MAX_PIECES;

    private final Path folder;
    private final DatabaseSettings settings;
    private final EcoTable eco;
    private final Connection connection;
    private final Directory directory;
    private final StandardAnalyzer analyzer = new StandardAnalyzer();
    private final Object importLock = new Object();
    private final ReadConnections readConnections;
    private final ReadSnapshots snapshots;
    /** The last orders by name's keys ({@link SortKeys}) and the batch they were read in. */
    private final Map<GameSort, int[]> sortKeys = new LinkedHashMap<>();
    private long sortKeysBatch = -1;
    private final boolean indexesStructures;
    private final boolean keepsBuckets;

    private OpeningDatabase(Path folder, DatabaseSettings settingsForNew, EcoTable eco) throws IOException, SQLException {
        this.folder = folder;
        this.eco = eco;
        this.connection = Storage.openSqlite(folder);
        try {
            Schema.create(connection, settingsForNew);
            this.settings = Schema.settings(connection);
            PositionTable.registerFunctions(connection);
            this.directory = Storage.openIndex(folder);
            recoverIfPossible();
            long batch = Schema.meta(connection, Schema.LAST_BATCH_KEY, 0);
            this.readConnections = new ReadConnections(folder);
            this.snapshots = new ReadSnapshots(DirectoryReader.open(directory), batch, readConnections::committedBatch);
            this.indexesStructures = Schema.meta(connection, Schema.STRUCTURE_INDEX_KEY, 0) == Schema.STRUCTURE_INDEX;
            this.keepsBuckets = Schema.keepsBuckets(connection);
        } catch (IOException | SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    /** Whether {@code failure} came of another process writing the database (its index locked by an import or a copy there). */
    public static boolean writtenByAnotherProcess(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof LockObtainFailedException) {
                return true;
            }
        }
        return false;
    }

    /** Opens the database in the folder, creating it with the default settings if it does not exist. */
    public static OpeningDatabase open(Path folder) throws IOException, SQLException {
        return open(folder, DatabaseSettings.DEFAULT, EcoTable.builtIn());
    }

    /**
     * Opens the database in the folder; a new one is created with {@code settingsForNew}, an
     * existing one keeps the settings it was created with ({@link #settings()}).
     */
    public static OpeningDatabase open(Path folder, DatabaseSettings settingsForNew, EcoTable eco) throws IOException, SQLException {
        return new OpeningDatabase(folder, settingsForNew, eco);
    }

    public Path folder() {
        return folder;
    }

    public DatabaseSettings settings() {
        return settings;
    }

    public EcoTable eco() {
        return eco;
    }

    /** Where rejected games of imports are written: {@code <folder>.rejected.pgn} next to the folder. */
    public Path rejectFile() {
        return RejectFile.of(folder);
    }

    /**
     * Brings the index in line with the games store when no other process is importing into it.
     * When their last batches agree there is nothing to do (the reject file, too, can only be
     * longer than recorded when the index is ahead), and no writer is opened: that took 25-40 ms
     * of each command's start.
     */
    private void recoverIfPossible() throws IOException, SQLException {
        if (Recovery.agree(connection, directory)) {
            return;
        }
        try (IndexWriter writer = new IndexWriter(directory, GameIndex.writerConfig())) {
            if (!DirectoryReader.indexExists(directory)) {
                Recovery.commit(writer, 0);
            }
            Recovery.reconcile(connection, writer, rejectFile());
        } catch (LockObtainFailedException importing) {
            // Another process is importing; reads stay consistent by ignoring its uncommitted batches.
        }
    }

    /**
     * Imports PGN files (plain, gzip or Zstandard). Files imported completely before are skipped; an
     * interrupted import of a file resumes after its last committed batch. Duplicate games
     * (same players, date, result and moves) are skipped and counted; rejected games are counted
     * by reason and written to {@link #rejectFile()}.
     */
    public ImportSummary importFiles(List<Path> files, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        List<ImportSource> sources = new ArrayList<>(files.size());
        for (Path file : files) {
            sources.add(ImportSource.file(file));
        }
        return importSources(sources, options, listener);
    }

    /** Imports files and downloads ({@link ImportSource}) as {@link #importFiles} does files. */
    public ImportSummary importSources(List<ImportSource> sources, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        return runImporter(options, listener, importer -> importer.run(sources));
    }

    /**
     * Bulk-loads the statistics files of the aggregation on Spark (docs/scale-out.md): the positions'
     * rows are added to the stored ones in one transaction, so the unfiltered explorer answers from
     * them as after an import of the games; the games themselves are not in the files.
     */
    public StatisticsLoadSummary importStatistics(Path statistics) throws IOException, SQLException {
        synchronized (importLock) {
            try (Connection writeConnection = Storage.openSqlite(folder)) {
                PositionTable.registerFunctions(writeConnection);
                StatisticsLoadSummary summary = StatisticsLoad.load(writeConnection, statistics);
                checkpoint(writeConnection);
                return summary;
            }
        }
    }

    /** Imports games handed over in memory, as {@link Importer#run(ImportSource, GameFeed)}: a copy out of another database. */
    ImportSummary importGames(ImportSource source, GameFeed games, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        return runImporter(options, listener, importer -> importer.run(source, games));
    }

    @FunctionalInterface
    private interface ImportRun {
        ImportSummary run(Importer importer) throws IOException, SQLException;
    }

    private ImportSummary runImporter(ImportOptions options, ImportListener listener, ImportRun run) throws IOException, SQLException {
        synchronized (importLock) {
            PositionPoints.Pending pending = new PositionPoints.Pending();
            IndexWriterConfig config = GameIndex.writerConfig(GameIndex.flushDocs(options), pending);
            Connection writeConnection = Storage.openSqlite(folder);
            try (writeConnection; IndexWriter writer = new IndexWriter(directory, config)) {
                PositionTable.registerFunctions(writeConnection);
                long lastBatch = Recovery.reconcile(writeConnection, writer, rejectFile());
                Importer importer = new Importer(folder, writeConnection, writer, pending, lastBatch, settings, eco, options, listener,
                        this::refresh);
                ImportSummary summary = run.run(importer);
                checkpoint(writeConnection);
                return summary;
            }
        }
    }

    /**
     * Copies the selected games into {@code target} through its import (so its statistics, index
     * and endgame theory are exactly what an import of the games gives), in the order they were
     * stored, with their engine reviews; games the target holds already are counted as duplicates.
     * Progress counts games; a cancelled copy keeps the batches it committed.
     *
     * @throws IllegalArgumentException when the target is this database
     */
    public CopySummary copyGames(OpeningDatabase target, GameSelection selection, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        return GameTransfer.copy(this, target, selection, false, options, listener);
    }

    /**
     * Moves the selected games into {@code target}: copies them as {@link #copyGames} does, and once
     * the copy is committed deletes from this database the selected games the target holds, so
     * that a crash between the two leaves a game in both databases, never in neither. A cancelled
     * move deletes only the games copied.
     *
     * @throws IllegalArgumentException when the target is this database
     */
    public CopySummary moveGames(OpeningDatabase target, GameSelection selection, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        return GameTransfer.copy(this, target, selection, true, options, listener);
    }

    /**
     * Writes the selected games to {@code out} in PGN ({@link Game#pgn()}), in the order they were
     * stored, read with a connection of their own so that other queries go on meanwhile; tells
     * {@code progress} every {@value #EXPORT_PROGRESS_EVERY} games and stops when it cancels.
     * Returns how many games were written.
     */
    public long exportGames(GameSelection selection, Appendable out, ScanProgress progress) throws IOException, SQLException {
        long[] ids = selectedIds(selection);
        long written = 0;
        try (Connection reading = Storage.openSqlite(folder); GameTable.Reader games = new GameTable.Reader(reading)) {
            for (int i = 0; i < ids.length && !progress.cancelled(); i++) {
                Game game = games.read(ids[i]);
                if (game != null) {
                    out.append(game.pgn());
                    written++;
                }
                if ((i + 1) % EXPORT_PROGRESS_EVERY == 0 || i + 1 == ids.length) {
                    progress.scanned(i + 1, ids.length, 0);
                }
            }
        }
        return written;
    }

    private static final int EXPORT_PROGRESS_EVERY = 1024;

    /**
     * Groups of duplicate games by the criteria, read with a connection of their own (other
     * queries go on meanwhile); null when {@code progress} cancels. {@link #deleteGames} of each
     * group's {@link DuplicateGroup#others()} keeps the best-annotated game of each.
     */
    public List<DuplicateGroup> findDuplicates(DuplicateCriteria criteria, ScanProgress progress) throws IOException, SQLException {
        try (Connection reading = Storage.openSqlite(folder)) {
            return Duplicates.find(reading, folder.resolve(ANNOTATED_GAMES_DIR), criteria, progress);
        }
    }

    /** Names of that kind spelt in several ways (see {@link NameSpellings}), with a spelling file's help when given (may be null). */
    public synchronized List<NameVariants> nameVariants(NameKind kind, SpellingFile spellings) throws SQLException {
        return NameSpellings.find(connection, kind, spellings);
    }

    /**
     * Merges spellings of a name: the games carrying one of {@code variants} carry {@code into}
     * instead, their statistics, index and reviews as before; crash-safe as {@link NameMerge} says.
     * Returns how many games were renamed.
     */
    public long mergeNames(NameKind kind, String into, Set<String> variants, ImportOptions options, ImportListener listener)
            throws IOException, SQLException {
        return NameMerge.merge(this, kind, into, variants, options, listener);
    }

    /**
     * Reclaims the space deleted games left: the index's segments with deleted games merged (within
     * the segment size limit) and SQLite's file rewritten (VACUUM). Returns the folder's size before and after.
     */
    public CompactSummary compact() throws IOException, SQLException {
        synchronized (importLock) {
            long before = size(folder);
            Connection writeConnection = Storage.openSqlite(folder);
            try (writeConnection; IndexWriter writer = new IndexWriter(directory, GameIndex.writerConfig())) {
                PositionTable.registerFunctions(writeConnection);
                long lastBatch = Recovery.reconcile(writeConnection, writer, rejectFile());
                writer.forceMergeDeletes(true);
                Recovery.commit(writer, lastBatch);
                try (var statement = writeConnection.createStatement()) {
                    statement.execute("VACUUM");
                }
                checkpoint(writeConnection);
            }
            refresh();
            return new CompactSummary(before, size(folder));
        }
    }

    /** The bytes of the files in a folder and its subfolders. */
    static long size(Path folder) throws IOException {
        try (var files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> file.toFile().length()).sum();
        }
    }

    /**
     * The dossier of a player ({@link PlayerDossier}): the games the explorer's player filter finds
     * for the name, the player's moves in {@code prepare} (null: the start position).
     *
     * @throws IllegalArgumentException when the name is blank
     */
    public PlayerDossier playerDossier(String player, Position prepare) throws IOException, SQLException {
        return DossierBuilder.build(this, player, prepare);
    }

    /** The ids of the selected games, ascending; given ids are taken as they are (the ones not stored are passed over when read). */
    long[] selectedIds(GameSelection selection) throws IOException, SQLException {
        long[] ids = selection.ids();
        if (ids == null) {
            try (DatabaseRead read = beginRead()) {
                ids = matchingIds(read.snapshot.searcher, query(read, selection.search()));
            }
        }
        return Arrays.stream(ids).sorted().distinct().toArray();
    }

    /**
     * Adds one game, given as PGN, exactly as an import of it would: its statistics, index entry
     * and crash safety are the import's. The text is first written whole (and synced) into the
     * folder's {@code saved-games} directory, which keeps every game added this way; a duplicate
     * of a stored game is skipped and counted as such. Its first position in the endgame tables of
     * the default folder, when there are any, is found as the import finds it.
     */
    public ImportSummary addGame(String pgn) throws IOException, SQLException {
        Path saved = folder.resolve(SAVED_GAMES_DIR);
        Files.createDirectories(saved);
        Path file = Files.createTempFile(saved, DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-").withZone(ZoneOffset.UTC)
                .format(Instant.now()), ".pgn");
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            channel.write(ByteBuffer.wrap(pgn.getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
        }
        return importFiles(List.of(file), ImportOptions.defaultsWithTables().withThreads(1), ImportListener.NONE);
    }

    /**
     * Deletes the games with these ids (ids not stored are ignored) as one crash-safe batch: the
     * statistics become exactly what an import of the remaining games gives. Returns how many were deleted.
     */
    public int deleteGames(long... ids) throws IOException, SQLException {
        synchronized (importLock) {
            PositionPoints.Pending pending = new PositionPoints.Pending();
            IndexWriterConfig config = GameIndex.writerConfig(GameIndex.flushDocs(ImportOptions.defaults()), pending);
            Connection writeConnection = Storage.openSqlite(folder);
            try (writeConnection; IndexWriter writer = new IndexWriter(directory, config)) {
                PositionTable.registerFunctions(writeConnection);
                long lastBatch = Recovery.reconcile(writeConnection, writer, rejectFile());
                int deleted = GameDeletion.run(writeConnection, writer, settings, lastBatch + 1, ids);
                checkpoint(writeConnection);
                refresh();
                return deleted;
            }
        }
    }

    /**
     * Puts {@code pgn} (one game) in the place of the stored game {@code id}: the new game is added
     * first (as {@link #addGame}), then the old one deleted, so that a crash between the two steps
     * keeps both and never neither. When the new game differs from the old only in tags that do not
     * tell games apart (players, date, result and moves are the same, so it counts as the same
     * game), the old one is deleted first and the new one added; its PGN is already kept in the
     * {@code saved-games} folder then. Returns the new game's summary; a game refused, or the
     * duplicate of another stored game, leaves the old one in place.
     */
    public ImportSummary replaceGame(long id, String pgn) throws IOException, SQLException {
        ImportSummary added = addGame(pgn);
        if (added.imported() == 1) {
            deleteGames(id);
            return added;
        }
        if (added.duplicates() == 1 && sameGame(id, pgn)) {
            deleteGames(id);
            return addGame(pgn);
        }
        return added;
    }

    /** Whether {@code pgn} is stored game {@code id} as its fingerprint (players, date, result, moves) tells. */
    private synchronized boolean sameGame(long id, String pgn) throws IOException, SQLException {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "replacement",
                PgnOptions.defaults().withMainlineOnly(true));
                PreparedStatement query = connection.prepareStatement("SELECT fingerprint FROM games WHERE id = ?")) {
            if (!(reader.next() instanceof PgnGame game)) {
                return false;
            }
            query.setLong(1, id);
            try (ResultSet row = query.executeQuery()) {
                return row.next() && row.getLong(1) == ImportedGame.fingerprint(GameRecord.of(game));
            }
        }
    }

    /** Moves the write-ahead log into the database file, so that the folder holds the data once. */
    private static void checkpoint(Connection connection) throws SQLException {
        try (var statement = connection.createStatement()) {
            statement.execute("PRAGMA wal_checkpoint(TRUNCATE)");
        }
    }

    /** Renews the read snapshot when a newer batch is committed (by this process or another). */
    private void refresh() {
        try {
            snapshots.maybeRefreshBlocking();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Begins a read of the last committed batch; its statements and searches see that batch only. */
    private DatabaseRead beginRead() throws IOException, SQLException {
        return DatabaseRead.begin(readConnections, snapshots);
    }

    /** {@link #beginRead} for the reads that only ask SQLite: the index's failures are unchecked there. */
    private DatabaseRead beginSqlRead() throws SQLException {
        try {
            return beginRead();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The statistics of the position. Unfiltered, a position with stored rows is one range read;
     * otherwise, and with a filter, they are tallied from the index.
     */
    public Exploration explore(Position position, ExploreFilter filter) throws IOException, SQLException {
        try (DatabaseRead read = beginRead()) {
            if (!filter.restricts()) {
                return tally(read, position, filter);
            }
            ReadSnapshot.FilteredPosition asked = new ReadSnapshot.FilteredPosition(position.fen(), filter);
            Exploration known = read.snapshot.filtered(asked);
            if (known == null) {
                known = tally(read, position, filter);
                read.snapshot.keep(asked, known);
            }
            return known;
        }
    }

    private Exploration tally(DatabaseRead read, Position position, ExploreFilter filter) throws IOException, SQLException {
        long key = position.key();
        boolean bucketable = keepsBuckets && filter.alignsWithBuckets();
        Map<Integer, MoveTally> byCode = !filter.restricts() || bucketable ? PositionTable.read(read.sql.positionRows, key) : Map.of();
        boolean fromBuckets = filter.restricts() && !byCode.isEmpty();
        if (fromBuckets) {
            byCode = BucketTable.read(read.sql.bucketRows, key, BucketFilter.of(filter));
        }
        int[] buffer = new int[Position.MAX_MOVES];
        boolean stored = fromBuckets || !filter.restricts() && !byCode.isEmpty();
        if (!stored) {
            IndexTally.DocFilter docFilter = docFilter(read, filter);
            byCode = new HashMap<>();
            for (Map.Entry<Integer, MoveTally> entry : IndexTally.tally(read.snapshot.reader, key, position.turn(), docFilter).entrySet()) {
                int mark = entry.getKey();
                int code = mark == GameAnalysis.ENDED ? MoveCode.NONE : MoveCode.of(MoveCode.atRank(position, mark, buffer));
                if (mark == GameAnalysis.ENDED || code != MoveCode.NONE) {
                    byCode.put(code, entry.getValue());
                }
            }
        }
        return exploration(position, byCode, unfinishedGames(read, position, filter, fromBuckets), filter.lowSampleThreshold(), buffer);
    }

    /**
     * The games with an unknown result that the games list shows for the position and filter:
     * unfiltered, or with a filter the buckets answer, read from the replay of the unfinished games
     * of the filter made once a committed batch; with another filter, counted in the index (filtered
     * explorations are kept per batch).
     */
    private int unfinishedGames(DatabaseRead read, Position position, ExploreFilter filter, boolean fromBuckets)
            throws IOException, SQLException {
        Query unfinished = NumericDocValuesField.newSlowExactQuery(GameIndex.OUTCOME, ResultCodes.UNKNOWN);
        if (fromBuckets) {
            ExploreFilter games = filter.withLowSampleThreshold(ExploreFilter.DEFAULT_LOW_SAMPLE);
            return unfinishedReaching(read, position, games, new BooleanQuery.Builder()
                    .add(query(read, new GameSearch(null, "", games, GameSort.RELEVANCE, false)), Occur.MUST).add(unfinished, Occur.FILTER).build());
        }
        if (filter.restricts()) {
            return read.snapshot.searcher.count(new BooleanQuery.Builder()
                    .add(query(read, new GameSearch(position, "", filter, GameSort.RELEVANCE, false)), Occur.MUST)
                    .add(unfinished, Occur.FILTER)
                    .build());
        }
        return unfinishedReaching(read, position, ExploreFilter.NONE, unfinished);
    }

    /** The unfinished games {@code unfinished} finds that reach the position, from their replay kept per batch under {@code filter}. */
    private int unfinishedReaching(DatabaseRead read, Position position, ExploreFilter filter, Query unfinished)
            throws IOException, SQLException {
        return read.snapshot.unfinishedReaching(filter, () -> UnfinishedGames.reaching(read.connection(),
                matchingIds(read.snapshot.searcher, unfinished))).get(position.key());
    }

    /**
     * Year by year, the results of the games that played {@code move} in the position, with the
     * explorer's filter: the games its row for that move counts, the undated ones left out.
     */
    public List<YearResults> resultsByYear(Position position, int move, ExploreFilter filter)
            throws IOException, SQLException {
        int mark = MoveCode.rank(position, move, new int[Position.MAX_MOVES]);
        List<YearResults> years = new ArrayList<>();
        try (DatabaseRead read = beginRead()) {
            IndexTally.resultsByYear(read.snapshot.reader, position.key(), mark, docFilter(read, filter))
                    .forEach((year, results) -> years.add(new YearResults(year, results[0], results[1], results[2])));
        }
        return years;
    }

    private IndexTally.DocFilter docFilter(DatabaseRead read, ExploreFilter filter) throws IOException {
        return new IndexTally.DocFilter(read.batch(), filter.minElo(), filter.maxElo(), filter.fromYear(), filter.toYear(),
                PlayerFilter.bits(read.snapshot.reader, analyzer, filter.player(), filter.color()), filter.speeds());
    }

    private Exploration exploration(Position position, Map<Integer, MoveTally> byCode, int unfinished, int lowSample, int[] buffer) {
        MoveTally total = new MoveTally();
        int ended = 0;
        List<MoveStatistics> moves = new ArrayList<>();
        for (Map.Entry<Integer, MoveTally> entry : byCode.entrySet()) {
            MoveTally tally = entry.getValue();
            total.merge(tally);
            if (entry.getKey() == MoveCode.NONE) {
                ended = tally.games;
                continue;
            }
            int move = MoveCode.find(position, entry.getKey(), buffer);
            if (move == Move.NONE) {
                continue;
            }
            moves.add(statistics(position, move, tally, lowSample));
        }
        moves.sort(Comparator.comparingInt(MoveStatistics::games).reversed().thenComparing(MoveStatistics::san));
        return new Exploration(position.fen(), position.key(), total.games, total.white, total.draws, total.black, ended, unfinished,
                eco.classify(position), moves);
    }

    private static MoveStatistics statistics(Position position, int move, MoveTally tally, int lowSample) {
        boolean whiteMoves = position.turn() == Color.WHITE;
        int wins = whiteMoves ? tally.white : tally.black;
        double score = tally.games == 0 ? 0 : (wins + tally.draws / 2.0) * 100 / tally.games;
        int averageElo = tally.ratedGames == 0 ? 0 : (int) Math.round((double) tally.moverEloSum / tally.ratedGames);
        int averageOpponentElo = tally.ratedGames == 0 ? 0 : (int) Math.round((double) tally.opponentEloSum / tally.ratedGames);
        int performance = tally.ratedGames == 0 ? 0
                : Performance.rating((double) tally.opponentEloSum / tally.ratedGames, tally.ratedPoints2 / 2.0 / tally.ratedGames);
        int averageYear = tally.datedGames == 0 ? 0 : (int) Math.round((double) tally.yearSum / tally.datedGames);
        List<Long> top = new ArrayList<>();
        for (long id : tally.topGameIds()) {
            top.add(id);
        }
        return new MoveStatistics(move, San.format(position, move), position.uci(move), tally.games, tally.white, tally.draws,
                tally.black, score, averageElo, performance, averageYear, tally.firstYear, tally.lastYear, tally.games < lowSample,
                top, averageOpponentElo);
    }

    /**
     * Game headers matching a query in Lucene's syntax ({@link GameQueryParser}; blank for all) and,
     * when {@code position} is given, reaching that position at any ply: the first {@code limit} in
     * the sort's usual direction.
     *
     * @throws IllegalArgumentException when the query does not parse
     */
    public GameList games(Position position, String query, GameSort sort, int limit) throws IOException, SQLException {
        return games(GameSearch.of(position, query, sort), 0, limit);
    }

    /**
     * The page [{@code offset}, {@code offset + limit}) of the games a search describes, sorted over
     * all of them, and how many there are.
     *
     * @throws IllegalArgumentException when the query does not parse
     */
    public GameList games(GameSearch search, int offset, int limit) throws IOException, SQLException {
        try (DatabaseRead read = beginRead()) {
            Query combined = query(read, search);
            IndexSearcher searcher = read.snapshot.searcher;
            int total = searcher.count(combined);
            long[] ids;
            if (search.sort().byName()) {
                long[] all = ListOrder.ids(searcher, combined, search.sort(), search.descending(), sortKeys(read, search.sort()));
                ids = Arrays.copyOfRange(all, Math.min(offset, all.length), (int) Math.min(all.length, (long) offset + limit));
            } else {
                TopDocs top = searcher.search(combined, Math.max(1, offset + limit), indexOrder(search.sort(), search.descending()));
                int from = Math.min(offset, top.scoreDocs.length);
                ids = new long[top.scoreDocs.length - from];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = idOf(searcher, top.scoreDocs[from + i]);
                }
            }
            return new GameList(total, GameTable.headers(read.connection(), ids), ReviewTable.of(read.connection(), ids));
        }
    }

    /**
     * The ids of every game the search describes, sorted over all of them (what a list without
     * pages holds; {@link #listed} reads any block of them).
     *
     * @throws IllegalArgumentException when the query does not parse
     */
    public long[] gameIds(GameSearch search) throws IOException, SQLException {
        try (DatabaseRead read = beginRead()) {
            GameSort sort = search.sort();
            return ListOrder.ids(read.snapshot.searcher, query(read, search), sort, search.descending(), sort.byName() ? sortKeys(read, sort) : null);
        }
    }

    /**
     * The keys of an order by name, read again only when a batch was committed since (every write
     * is one); the two most recently used are kept (4 bytes a game each). A reversed order reuses its keys.
     */
    private int[] sortKeys(DatabaseRead read, GameSort sort) throws SQLException {
        synchronized (sortKeys) {
            if (read.batch() != sortKeysBatch) {
                sortKeys.clear();
                sortKeysBatch = read.batch();
            }
            int[] keys = sortKeys.remove(sort);
            if (keys == null) {
                keys = SortKeys.of(read.connection(), sort);
            }
            sortKeys.put(sort, keys);
            if (sortKeys.size() > 2) {
                sortKeys.remove(sortKeys.keySet().iterator().next());
            }
            return keys;
        }
    }

    /** The headers and stored reviews of these games, in the order of the ids (a block of {@link #gameIds}); ids no longer stored are left out. */
    public GameList listed(long[] ids) throws IOException, SQLException {
        try (DatabaseRead read = beginRead()) {
            return new GameList(ids.length, GameTable.headers(read.connection(), ids), ReviewTable.of(read.connection(), ids));
        }
    }

    /** The reviewed games of the read and the annotated ones kept in the folder, for the query language's yes-or-no fields. */
    private GameFlags flags(DatabaseRead read) {
        return field -> {
            long[] ids;
            if (field.equals(GameQueryParser.REVIEWED)) {
                try {
                    ids = ReviewTable.reviewedGames(read.connection());
                } catch (SQLException e) {
                    throw new IOException("cannot read the stored reviews", e);
                }
            } else {
                ids = AnnotatedGameFiles.ids(folder.resolve(ANNOTATED_GAMES_DIR)).stream().mapToLong(Long::longValue).toArray();
            }
            return NumericDocValuesField.newSlowSetQuery(GameIndex.ID, ids);
        };
    }

    private Query query(DatabaseRead read, GameSearch search) throws IOException, SQLException {
        BooleanQuery.Builder builder = new BooleanQuery.Builder();
        if (!search.query().isEmpty()) {
            builder.add(GameQueryParser.parse(analyzer, search.query(), flags(read)), Occur.MUST);
        } else {
            builder.add(new MatchAllDocsQuery(), Occur.MUST);
        }
        Position position = search.position();
        if (position != null) {
            builder.add(PositionPoints.reaching(position.key()), Occur.FILTER);
            long[] falseMatches = DeepMatches.falseMatches(read.snapshot.reader, read.connection(), position.key());
            if (falseMatches.length > 0) {
                builder.add(NumericDocValuesField.newSlowSetQuery(GameIndex.ID, falseMatches), Occur.MUST_NOT);
            }
        }
        StructureMatches structure = search.structure();
        if (structure != null) {
            Query indexed = structure.indexed() ? StructureIndex.query(structure.query()) : null;
            builder.add(indexed != null ? indexed : NumericDocValuesField.newSlowSetQuery(GameIndex.ID, structure.ids()), Occur.FILTER);
        }
        ExploreFilter filter = search.filter();
        if (filter.restricts()) {
            if (filter.minElo() > 0 || filter.maxElo() > 0) {
                builder.add(IntPoint.newRangeQuery(GameIndex.ELO, Math.max(1, filter.minElo()),
                        filter.maxElo() == 0 ? Integer.MAX_VALUE : filter.maxElo()), Occur.FILTER);
            }
            if (filter.fromYear() > 0 || filter.toYear() > 0) {
                builder.add(IntPoint.newRangeQuery(GameIndex.YEAR, Math.max(1, filter.fromYear()),
                        filter.toYear() == 0 ? Integer.MAX_VALUE : filter.toYear()), Occur.FILTER);
            }
            if (filter.player() != null) {
                builder.add(PlayerFilter.query(analyzer, filter.player(), filter.color()), Occur.FILTER);
            }
            if (!filter.speeds().isEmpty()) {
                builder.add(IntPoint.newSetQuery(GameIndex.SPEED, filter.speeds().stream().mapToInt(GameIndex::speedCode).toArray()),
                        Occur.FILTER);
            }
        }
        builder.add(GameIndex.batchesUpTo(read.batch()), Occur.FILTER);
        return builder.build();
    }

    /** Whether the index has the games' pawn structures, named structures and materials (databases created since it has). */
    public boolean indexesStructures() {
        return indexesStructures;
    }

    /**
     * The games meeting a search by structure: looked up in the index for a pawn structure, a named
     * structure or a material when {@link #indexesStructures()}, otherwise found by replaying every stored game on
     * {@code threads} threads (with a connection of its own, so other queries go on meanwhile),
     * telling {@code progress} and stopping early when it cancels.
     */
    public StructureMatches findGames(StructureQuery query, int threads, ScanProgress progress)
            throws IOException, SQLException, InterruptedException {
        long started = System.nanoTime();
        Query indexed = indexesStructures ? StructureIndex.query(query) : null;
        long batch;
        try (DatabaseRead read = beginRead()) {
            batch = read.batch();
            if (indexed != null) {
                Query visible = new BooleanQuery.Builder().add(indexed, Occur.FILTER).add(GameIndex.batchesUpTo(batch), Occur.FILTER)
                        .build();
                long[] ids = matchingIds(read.snapshot.searcher, visible);
                Arrays.sort(ids);
                return new StructureMatches(query, ids, null, true, 0, (System.nanoTime() - started) / 1_000_000, true);
            }
        }
        try (Connection scanning = Storage.openSqlite(folder)) {
            return StructureScan.scan(scanning, batch, query, threads, progress);
        }
    }

    /** The ply at which a stored game first meets a search by structure, by replaying it; -1 if it never does or does not exist. */
    public synchronized int firstPly(StructureQuery query, long id) throws SQLException {
        try (StoredGames.Reader games = new StoredGames.Reader(connection)) {
            StoredGames.StoredGame game = games.read(id);
            return game == null ? -1 : (int) new StructureScan.Replayer(query).visit(game.start(), game.variant(), game.moves());
        }
    }

    /** The ply of the game's first position in the endgame tables as the theory report counts it, -1 when it has none. */
    public synchronized int theoryPly(long id) throws SQLException {
        return TheoryTable.ply(connection, id);
    }

    /**
     * The piece moves most played by the games found while they had the pawn structure, most played
     * first; from the first {@value #PIECE_MOVE_GAMES} games found, replayed with a connection of
     * their own so that other queries go on meanwhile.
     */
    public List<StructureMove> pieceMoves(PawnStructure structure, StructureMatches matches, int limit) throws IOException, SQLException {
        long[] ids = matches.ids().length <= PIECE_MOVE_GAMES ? matches.ids() : Arrays.copyOf(matches.ids(), PIECE_MOVE_GAMES);
        try (Connection reading = Storage.openSqlite(folder)) {
            return PieceMoves.of(reading, structure, ids, limit);
        }
    }

    /** The most games whose piece moves {@link #pieceMoves} tallies. */
    public static final int PIECE_MOVE_GAMES = 20_000;

    /**
     * Practice against theory in the database's endgames ({@link TheoryReport}), only the games of
     * {@code player} (a part of the name, any case) when given, with up to {@code examples} game
     * ids per row.
     */
    public TheoryReport theoryReport(String player, int examples) throws SQLException {
        try (DatabaseRead read = beginSqlRead()) {
            return TheoryTally.report(read.connection(), read.batch(), player, examples);
        }
    }

    /**
     * Finds every stored game's first position in these endgame tables (Rookery's own, Syzygy's)
     * again (for a database imported without them, or after more tables were generated) by replaying the games on
     * {@code threads} threads, and puts the result in the place of the old in one transaction;
     * a cancelled replay changes nothing. Returns how many games have a position in the tables, or
     * -1 when cancelled.
     */
    public long updateTheory(TheoryTables tables, int threads, ScanProgress progress) throws IOException, SQLException, InterruptedException {
        long batch;
        try (DatabaseRead read = beginRead()) {
            batch = read.batch();
        }
        StructureScan.Result found;
        try (Connection scanning = Storage.openSqlite(folder)) {
            found = StructureScan.theories(scanning, batch, tables, threads, progress);
        }
        if (!found.complete()) {
            return -1;
        }
        synchronized (this) {
            TheoryTable.replaceAll(connection, found.ids(), found.values());
        }
        return found.ids().length;
    }

    /** How the games a search describes ended (all of them, not a page). */
    public ResultCounts results(GameSearch search) throws IOException, SQLException {
        long[] counts = new long[4];
        try (DatabaseRead read = beginRead()) {
            countResults(read, search, counts);
        }
        return new ResultCounts(counts[ResultCodes.WHITE_WINS], counts[ResultCodes.DRAW], counts[ResultCodes.BLACK_WINS],
                counts[ResultCodes.UNKNOWN]);
    }

    private void countResults(DatabaseRead read, GameSearch search, long[] counts) throws IOException, SQLException {
        IndexSearcher searcher = read.snapshot.searcher;
        Query query = searcher.rewrite(query(read, search));
        Weight weight = searcher.createWeight(query, ScoreMode.COMPLETE_NO_SCORES, 1);
        for (LeafReaderContext leaf : read.snapshot.reader.leaves()) {
            Scorer scorer = weight.scorer(leaf);
            NumericDocValues outcomes = leaf.reader().getNumericDocValues(GameIndex.OUTCOME);
            if (scorer == null) {
                continue;
            }
            DocIdSetIterator docs = scorer.iterator();
            for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                counts[outcomes != null && outcomes.advanceExact(doc) ? (int) outcomes.longValue() : ResultCodes.UNKNOWN]++;
            }
        }
    }

    /** The index's order of a sort by a number or relevance, ties in import order. */
    static Sort indexOrder(GameSort sort, boolean descending) {
        SortField byImport = new SortField(GameIndex.ID, SortField.Type.LONG);
        SortField first = switch (sort) {
            case RELEVANCE -> new SortField(null, SortField.Type.SCORE, !descending);
            case ELO -> new SortField(GameIndex.ELO, SortField.Type.INT, descending);
            case WHITE_ELO -> new SortField(GameIndex.WHITE_ELO, SortField.Type.INT, descending);
            case BLACK_ELO -> new SortField(GameIndex.BLACK_ELO, SortField.Type.INT, descending);
            case PLIES -> new SortField(GameIndex.PLIES, SortField.Type.INT, descending);
            case DATE -> new SortField(GameIndex.DAY, SortField.Type.LONG, descending);
            case RESULT -> new SortField(GameIndex.OUTCOME, SortField.Type.LONG, descending);
            case WHITE, BLACK, EVENT, SITE, ROUND, ECO, OPENING, TIME_CONTROL, WHITE_ACCURACY, BLACK_ACCURACY -> throw new IllegalArgumentException(sort + " is sorted by SQLite");
        };
        return new Sort(first, byImport);
    }

    /** The ids of every game matching {@code query}, in index order. */
    private static long[] matchingIds(IndexSearcher searcher, Query query) throws IOException {
        Weight weight = searcher.createWeight(searcher.rewrite(query), ScoreMode.COMPLETE_NO_SCORES, 1);
        long[] ids = new long[64];
        int count = 0;
        for (LeafReaderContext leaf : searcher.getIndexReader().leaves()) {
            Scorer scorer = weight.scorer(leaf);
            NumericDocValues values = leaf.reader().getNumericDocValues(GameIndex.ID);
            if (scorer == null || values == null) {
                continue;
            }
            DocIdSetIterator docs = scorer.iterator();
            for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                if (values.advanceExact(doc)) {
                    if (count == ids.length) {
                        ids = Arrays.copyOf(ids, count * 2);
                    }
                    ids[count++] = values.longValue();
                }
            }
        }
        return Arrays.copyOf(ids, count);
    }

    static long idOf(IndexSearcher searcher, ScoreDoc hit) throws IOException {
        var leaves = searcher.getIndexReader().leaves();
        var leaf = leaves.get(ReaderUtil.subIndex(hit.doc, leaves));
        NumericDocValues ids = leaf.reader().getNumericDocValues(GameIndex.ID);
        int doc = hit.doc - leaf.docBase;
        return ids != null && ids.advanceExact(doc) ? ids.longValue() : 0;
    }

    /** The headers of the games with these ids, in the order of the ids; ids not stored are left out. */
    public List<GameHeader> headers(long... ids) throws SQLException {
        try (DatabaseRead read = beginSqlRead()) {
            return GameTable.headers(read.connection(), ids);
        }
    }

    /** The game with this id, or null. */
    public Game game(long id) throws SQLException {
        try (DatabaseRead read = beginSqlRead()) {
            return GameTable.game(read.connection(), id);
        }
    }

    /**
     * The endgame statistics of the position's material (at most {@link #MAX_ENDGAME_PIECES}
     * pieces): its name with the stronger side first, and the games that reached it (0 games when
     * none did); null with more pieces.
     */
    public synchronized EndgameStatistics endgameStatistics(Position position) throws SQLException {
        if (Long.bitCount(position.occupied()) > MAX_ENDGAME_PIECES) {
            return null;
        }
        String name = MaterialSignature.name(MaterialSignature.of(position));
        EndgameStatistics found = EndgameTable.of(connection, name);
        return found != null ? found : new EndgameStatistics(name, 0, 0, 0, 0);
    }

    /**
     * Keeps an engine's review of a stored game beside it, replacing an earlier review; false when
     * there is no game with that id.
     *
     * @throws IllegalArgumentException when the review does not judge as many moves as the game has
     */
    public synchronized boolean storeReview(long id, StoredReview review) throws SQLException {
        return ReviewTable.store(connection, id, review);
    }

    /** The stored review of the game, or null. */
    public synchronized StoredReview review(long id) throws SQLException {
        return ReviewTable.of(connection, new long[] {id}).get(id);
    }

    /** Whether any game of the database has a stored review. */
    public synchronized boolean hasReviews() throws SQLException {
        return ReviewTable.any(connection);
    }

    /** Endgame statistics by material signature, most games first. */
    public synchronized List<EndgameStatistics> endgameStatistics() throws SQLException {
        return EndgameTable.all(connection);
    }

    /** The id of the game stored last (the highest), or 0 for an empty database. */
    public synchronized long lastGameId() throws SQLException {
        return GameTable.maxId(connection);
    }

    /** The ids of the stored games with these fingerprints ({@link ImportedGame#fingerprint}), by fingerprint. */
    synchronized Map<Long, Long> idsOf(LongHashSet fingerprints) throws SQLException {
        return GameTable.idsOf(connection, fingerprints);
    }

    /** How many games the database holds. */
    public synchronized long gameCount() throws SQLException {
        try (var statement = connection.createStatement(); var row = statement.executeQuery("SELECT count(*) FROM games")) {
            return row.next() ? row.getLong(1) : 0;
        }
    }

    @Override
    public synchronized void close() throws IOException, SQLException {
        try (connection; directory; readConnections) {
            snapshots.close();
        }
    }
}
