package rookery.database.index;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.Query;

import rookery.database.GameHeader;
import rookery.database.ImportOptions;
import rookery.database.PawnStructure;
import rookery.database.Speed;
import rookery.database.StatisticsBucket;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.Dates;
import rookery.database.importer.ImportedGame;

/**
 * The Lucene side of the database: one document per game, nothing stored (headers come from
 * SQLite by the {@link #ID} doc value). Names, event, site and opening are analysed text; ECO,
 * result, date and round exact keywords (lower-cased); years, Elo and plies points with doc values
 * for sorting and filtering; {@link #POSITION} and {@link #DEEP_POSITION} hold {@link PositionPoints}.
 */
public final class GameIndex {

    /** {@link PositionPoints} within the ply limit. */
    public static final String POSITION = "pos";
    /** {@link PositionPoints} beyond the ply limit. */
    public static final String DEEP_POSITION = "deep";
    /** The {@link PawnStructure#key()}s of a game's pawn structures, {@link PositionPoints#PAWN_KEY_BYTES} bytes each. */
    static final String PAWNS = "pawns";
    static final String WHITE = "white";
    static final String BLACK = "black";
    static final String EVENT = "event";
    static final String SITE = "site";
    static final String OPENING = "opening";
    static final String ECO = "eco";
    static final String RESULT = "result";
    static final String DATE = "date";
    static final String ROUND = "round";
    public static final String YEAR = "year";
    /** The average of both players' Elo, 0 unless both are known. */
    public static final String ELO = "elo";
    public static final String WHITE_ELO = "white_elo";
    public static final String BLACK_ELO = "black_elo";
    public static final String PLIES = "plies";
    public static final String ID = "id";
    public static final String BATCH = "batch";
    /** {@link ResultCodes} code, a doc value. */
    public static final String OUTCOME = "outcome";
    /** yyyymmdd, a doc value for sorting by date. */
    public static final String DAY = "day";
    /** The {@link Speed} of the TimeControl tag, its ordinal + 1 (0 when the tag does not tell), a point. */
    public static final String SPEED = "speed";
    /** The game's {@link StatisticsBucket#encoded()}, a doc value: how its statistics are bucketed. */
    public static final String BUCKET = "bucket";

    static final Set<String> TEXT_FIELDS = Set.of(WHITE, BLACK, EVENT, SITE, OPENING);
    static final Set<String> KEYWORD_FIELDS = Set.of(ECO, RESULT, DATE, ROUND);
    static final Set<String> POINT_FIELDS = Set.of(YEAR, ELO, WHITE_ELO, BLACK_ELO, PLIES);

    private GameIndex() {
    }

    /** No import makes segments of fewer documents than this, however small its batches. */
    public static final int MIN_FLUSH_DOCS = 4_096;

    /**
     * Documents an indexing thread buffers before it writes them as a segment in an import: each
     * thread's share of a batch. Each worker then writes the segment it filled as the batch
     * ends. A larger buffer left one segment to write at the end of each batch, on one worker,
     * while the other waited for the commit: 0.2-0.3 s per batch of 50,000 games on two cores
     * (docs/benchmarks.md, "Database, ninth session"). Smaller buffers leave more segments and
     * slower queries.
     */
    public static int flushDocs(ImportOptions options) {
        return Math.clamp(options.batchGames() / options.threads(), MIN_FLUSH_DOCS, SegmentSizeLimit.MAX_DOCS);
    }

    /** Segments written only at the segment limit: for recovery, which adds no documents. */
    public static IndexWriterConfig writerConfig() {
        return writerConfig(SegmentSizeLimit.MAX_DOCS, null);
    }

    /**
     * Segments of at most {@link SegmentSizeLimit#MAX_DOCS} documents, whether flushed or merged.
     *
     * @param flushDocs documents a thread buffers, at most {@link SegmentSizeLimit#MAX_DOCS}
     * @param pending the positions whose tickets the documents carry, for an import's writer; null for a writer that adds none
     */
    public static IndexWriterConfig writerConfig(int flushDocs, PositionPoints.Pending pending) {
        return new IndexWriterConfig(new StandardAnalyzer()).setCodec(new FlatPointsCodec(pending)).setRAMBufferSizeMB(64)
                .setMaxBufferedDocs(flushDocs).setMergePolicy(new SegmentSizeLimit());
    }

    /**
     * @param texts the calling thread's
     * @param pending the positions of the documents the index writer holds, which the writer's codec reads
     */
    public static Iterable<IndexableField> document(ImportedGame game, long batch, TextFields texts, PositionPoints.Pending pending) {
        List<IndexableField> document = new ArrayList<>(32);
        document.add(new NumericDocValuesField(ID, game.id));
        document.add(new IntPoint(BATCH, (int) batch));
        document.add(new NumericDocValuesField(BATCH, batch));
        headerFields(document, game.header, texts);
        document.addAll(pending.fields(game.analysis));
        document.add(StructureIndex.materialField(game.analysis));
        StructureIndex.addFamilies(document, game.analysis);
        return document;
    }

    /** The fields of the header that queries search and orders read: names, codes, numbers, outcome and day. */
    public static void headerFields(List<IndexableField> document, GameHeader header, TextFields texts) {
        text(document, texts, WHITE, header.white());
        text(document, texts, BLACK, header.black());
        text(document, texts, EVENT, header.event());
        text(document, texts, SITE, header.site());
        text(document, texts, OPENING, header.opening());
        keyword(document, ECO, header.eco());
        keyword(document, RESULT, header.result().pgn());
        keyword(document, DATE, header.date());
        keyword(document, ROUND, header.round());
        number(document, YEAR, header.year());
        number(document, ELO, header.averageElo());
        number(document, WHITE_ELO, header.whiteElo());
        number(document, BLACK_ELO, header.blackElo());
        number(document, PLIES, header.plies());
        document.add(new NumericDocValuesField(OUTCOME, ResultCodes.code(header.result())));
        document.add(new NumericDocValuesField(DAY, Dates.sortable(header.date())));
        StatisticsBucket bucket = StatisticsBucket.of(header);
        document.add(new IntPoint(SPEED, speedCode(bucket.speed())));
        document.add(new NumericDocValuesField(BUCKET, bucket.encoded()));
    }

    /** The {@link #SPEED} point of a speed (null: unknown). */
    public static int speedCode(Speed speed) {
        return speed == null ? 0 : speed.ordinal() + 1;
    }

    private static void text(List<IndexableField> document, TextFields texts, String field, String value) {
        if (value != null) {
            document.add(texts.field(field, value));
        }
    }

    private static void keyword(List<IndexableField> document, String field, String value) {
        if (value != null) {
            document.add(new StringField(field, keywordTerm(value), Field.Store.NO));
        }
    }

    static String keywordTerm(String value) {
        return value.toLowerCase(Locale.ROOT);
    }

    private static void number(List<IndexableField> document, String field, int value) {
        document.add(new IntPoint(field, value));
        document.add(new NumericDocValuesField(field, value));
    }

    /** The documents of the batches after {@code lastBatch}: those of an import that did not finish. */
    public static Query batchesAfter(long lastBatch) {
        return IntPoint.newRangeQuery(BATCH, (int) lastBatch + 1, Integer.MAX_VALUE);
    }

    /** The documents up to {@code lastBatch}: what a reader may see. */
    public static Query batchesUpTo(long lastBatch) {
        return IntPoint.newRangeQuery(BATCH, Integer.MIN_VALUE, (int) lastBatch);
    }
}
