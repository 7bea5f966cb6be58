package rookery.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.io.OutputStreamWriter;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.util.LongAccumulator;

import rookery.chess.Color;
import rookery.database.GameHeader;
import rookery.database.GameRecord;
import rookery.database.RatingGroup;
import rookery.database.Speed;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.Dates;
import rookery.database.importer.Headers;
import rookery.database.importer.MoveTally;
import rookery.database.importer.RejectFile;
import rookery.database.importer.RejectedGameException;
import rookery.database.replay.GameAnalysis;
import rookery.database.replay.GameReplay;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;
import scala.Tuple2;

/**
 * The second pass over a split, as the import's reading and replay: every game not a duplicate gets
 * the id the import would give it, is replayed by {@link GameReplay}, and each position it reaches
 * within the ply limit (once per game, decided games only) gives a one-game {@link MoveTally} of the
 * move played, keyed by position and by the game's bucket. Rejected games (the reader's and the
 * replay's) are written to the output's {@code rejected/} folder as the import's reject file has them.
 */
final class SplitTallies implements Iterator<Tuple2<Tuple2<Long, Long>, long[]>> {

    /** What the tasks count for the job's summary. */
    record Counters(LongAccumulator games, LongAccumulator duplicates, LongAccumulator rejected) implements java.io.Serializable {
    }

    private final PgnSplit split;
    private final SplitGames games;
    private final long[] duplicatePlaces;
    private final GameReplay replay;
    private final Counters counters;
    private final Map<String, String> hadoopSettings;
    private final String rejectFolder;
    private final StringBuilder rejects = new StringBuilder();
    private final ArrayDeque<Tuple2<Tuple2<Long, Long>, long[]>> pending = new ArrayDeque<>();
    private long nextId;
    private int gameNumber;
    private boolean finished;

    SplitTallies(PgnSplit split, Map<String, String> hadoopSettings, long[] duplicatePlaces, long firstId, int maxPly, String rejectFolder,
            Counters counters) throws IOException {
        this.split = split;
        this.hadoopSettings = hadoopSettings;
        this.games = new SplitGames(split, hadoopSettings);
        this.duplicatePlaces = duplicatePlaces;
        this.nextId = firstId;
        this.replay = new GameReplay(maxPly, null);
        this.rejectFolder = rejectFolder;
        this.counters = counters;
    }

    @Override
    public boolean hasNext() {
        try {
            while (pending.isEmpty() && !finished) {
                PgnRecord record = games.next();
                if (record == null) {
                    finish();
                } else if (record instanceof PgnGame game) {
                    take(game);
                } else {
                    PgnRejection rejection = (PgnRejection) record;
                    reject(rejection.diagnostic().toString(), rejection.text());
                }
            }
            return !pending.isEmpty();
        } catch (IOException e) {
            throw new UncheckedIOException(split.sourceName() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Tuple2<Tuple2<Long, Long>, long[]> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return pending.poll();
    }

    private void take(PgnGame game) {
        int number = gameNumber++;
        if (Arrays.binarySearch(duplicatePlaces, SplitScan.place(split.index, number)) >= 0) {
            counters.duplicates().add(1);
            return;
        }
        long id = nextId++;
        GameRecord record = GameRecord.of(game);
        GameAnalysis analysis;
        try {
            analysis = replay.analyze(record);
        } catch (RejectedGameException rejected) {
            reject(game.source() + ":" + game.line() + ": game " + game.number() + ": " + rejected.getMessage(), game.text());
            return;
        }
        counters.games().add(1);
        int outcome = ResultCodes.code(record.result());
        if (!ResultCodes.decided(outcome)) {
            return;
        }
        GameHeader header = Headers.ofTags(id, record, name -> name);
        int month = Dates.sortable(header.date()) / 100;
        Speed speed = Speed.of(record.tag("TimeControl"));
        RatingGroup rating = RatingGroup.of(header.whiteElo(), header.blackElo());
        Color startTurn = record.start().turn();
        for (int i = 0; i < analysis.openingEntries(); i++) {
            Color mover = (analysis.plies()[i] & 1) == 0 ? startTurn : startTurn.other();
            MoveTally tally = new MoveTally();
            tally.add(outcome, mover, header.whiteElo(), header.blackElo(), header.year(), id);
            long bucket = BucketKey.of(month, speed, rating, analysis.codes()[i]);
            pending.add(new Tuple2<>(new Tuple2<>(analysis.keys()[i], bucket), TallyArrays.of(tally)));
        }
    }

    private void reject(String message, String text) {
        counters.rejected().add(1);
        rejects.append(RejectFile.entry(message, text));
    }

    private void finish() throws IOException {
        finished = true;
        games.close();
        if (rejects.isEmpty()) {
            return;
        }
        Configuration conf = new Configuration(false);
        hadoopSettings.forEach(conf::set);
        Path file = new Path(rejectFolder, String.format(Locale.ROOT, "part-%05d.pgn", split.index));
        FileSystem fs = file.getFileSystem(conf);
        try (Writer out = new OutputStreamWriter(fs.create(file, true), StandardCharsets.UTF_8)) {
            out.append(rejects);
        }
    }
}
