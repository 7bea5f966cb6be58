package rookery.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import rookery.database.DatabaseSettings;
import scala.Tuple2;

/**
 * The opening statistics of PGN files aggregated on Apache Spark with Rookery's own reader, replay,
 * position keys and tally merge (docs/scale-out.md). Writes {@code statistics/} (the files
 * {@code rookery import-statistics} loads), {@code parquet/} and {@code rejected/} under the output folder.
 */
@Command(name = "aggregate", mixinStandardHelpOptions = true,
        description = "Aggregates the opening statistics of PGN files (plain, .gz, .zst; files, folders or globs on any Hadoop"
                + " file system) on Apache Spark.")
public final class AggregateJob implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE|DIR|URI", description = "The PGN input, in the order an import would read it.")
    List<String> inputs;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The output folder (must not exist yet).")
    String out;

    @Option(names = "--master", paramLabel = "URL", description = "Spark master when spark-submit gives none (default: local[*]).")
    String master;

    @Option(names = "--partitions", paramLabel = "N", description = "Output partitions (default: Spark's default parallelism).")
    Integer partitions;

    @Option(names = "--split-size", paramLabel = "BYTES", defaultValue = "134217728",
            description = "Byte range a task reads of a plain PGN file (default: ${DEFAULT-VALUE}).")
    long splitBytes;

    @Option(names = "--max-ply", paramLabel = "N", defaultValue = "50", description = "Plies counted, as the database's setting (default: ${DEFAULT-VALUE}).")
    int maxPly;

    @Option(names = "--row-threshold", paramLabel = "N", defaultValue = "8",
            description = "Games a position needs to be kept, as the database's stored-row threshold (default: ${DEFAULT-VALUE}).")
    int rowThreshold;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the job as its command line does; returns the exit code. Bad input is one line naming it, not a stack trace. */
    public static int run(String... args) {
        return run(new CommandLine(new AggregateJob()), args);
    }

    static int run(CommandLine commandLine, String... args) {
        return commandLine.setExecutionExceptionHandler((failure, failed, parsed) -> {
            if (!(failure instanceof IllegalArgumentException || failure instanceof java.io.FileNotFoundException)) {
                throw failure;
            }
            failed.getErr().println("rookery aggregate: " + failure.getMessage());
            return 1;
        }).execute(args);
    }

    @Override
    public Integer call() throws IOException {
        new DatabaseSettings(maxPly, rowThreshold);
        if (splitBytes < 1 << 16) {
            throw new IllegalArgumentException("--split-size must be at least 65536 bytes, not " + splitBytes);
        }
        SparkConf conf = new SparkConf().setAppName("rookery aggregate");
        if (!conf.contains("spark.master")) {
            conf.setMaster(master != null ? master : "local[*]");
        }
        conf.setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        conf.setIfMissing("spark.ui.enabled", "false");
        try (SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
                JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext())) {
            AggregateSummary summary = aggregate(spark, context);
            System.out.println(summary);
        }
        return 0;
    }

    private AggregateSummary aggregate(SparkSession spark, JavaSparkContext context) throws IOException {
        long startNanos = System.nanoTime();
        Configuration hadoop = context.hadoopConfiguration();
        Path output = new Path(out);
        FileSystem outputFs = output.getFileSystem(hadoop);
        if (outputFs.exists(output)) {
            throw new IllegalArgumentException("--out " + out + ": exists already; the job writes a new folder");
        }
        List<PgnSplit> splits = PgnSplits.of(inputs, hadoop, splitBytes);
        Map<String, String> settings = SplitGames.settings(hadoop);
        JavaRDD<PgnSplit> splitRdd = context.parallelize(splits, splits.size());

        JavaRDD<SplitScan> scans = splitRdd.map(split -> SplitScan.of(split, settings)).persist(StorageLevel.MEMORY_AND_DISK_SER());
        long[] gamesPerSplit = new long[splits.size()];
        scans.map(scan -> new long[] { scan.split, scan.fingerprints.length }).collect()
                .forEach(count -> gamesPerSplit[(int) count[0]] = count[1]);
        long[] duplicates = duplicatePlaces(scans);
        scans.unpersist();
        long[] firstIds = firstIds(gamesPerSplit, duplicates);

        Broadcast<long[]> duplicatePlaces = context.broadcast(duplicates);
        Broadcast<long[]> splitFirstIds = context.broadcast(firstIds);
        SplitTallies.Counters counters = new SplitTallies.Counters(context.sc().longAccumulator("games"),
                context.sc().longAccumulator("duplicates"), context.sc().longAccumulator("rejected"));
        String rejectFolder = new Path(output, "rejected").toString();
        int maxPly = this.maxPly;
        int rowThreshold = this.rowThreshold;
        JavaPairRDD<Tuple2<Long, Long>, long[]> tallies = splitRdd.mapPartitionsToPair(split -> {
            PgnSplit only = split.next();
            return new SplitTallies(only, settings, duplicatePlaces.value(), splitFirstIds.value()[only.index], maxPly, rejectFolder,
                    counters);
        });
        int outputPartitions = partitions != null ? partitions : context.defaultParallelism();
        JavaRDD<Tuple2<Tuple2<Long, Long>, long[]>> stored = tallies
                .reduceByKey(new PositionPartitioner(outputPartitions), TallyArrays::merge)
                .mapPartitions(rows -> StoredPositions.of(rows, rowThreshold), true)
                .persist(StorageLevel.MEMORY_AND_DISK_SER());
        stored.map(StatisticsRows::line).saveAsTextFile(new Path(output, "statistics").toString());
        spark.createDataFrame(stored.map(StatisticsRows::row), StatisticsRows.SCHEMA).write().parquet(new Path(output, "parquet").toString());
        long rows = stored.count();
        long positions = stored.map(row -> row._1()._1()).distinct().count();
        stored.unpersist();
        return new AggregateSummary(splits.size(), counters.games().value(), counters.duplicates().value(), counters.rejected().value(),
                positions, rows, (System.nanoTime() - startNanos) / 1_000_000, out);
    }

    /** The places ({@link SplitScan#place}) of the games whose fingerprint an earlier game of the input has, in order. */
    private static long[] duplicatePlaces(JavaRDD<SplitScan> scans) {
        List<Long> later = scans.flatMapToPair(scan -> {
            List<Tuple2<Long, Long>> places = new ArrayList<>(scan.fingerprints.length);
            for (int i = 0; i < scan.fingerprints.length; i++) {
                places.add(new Tuple2<>(scan.fingerprints[i], SplitScan.place(scan.split, i)));
            }
            return places.iterator();
        }).combineByKey(place -> new long[] { place }, AggregateJob::append, AggregateJob::concat)
                .filter(places -> places._2().length > 1)
                .flatMap(places -> {
                    long[] sorted = places._2().clone();
                    Arrays.sort(sorted);
                    List<Long> duplicates = new ArrayList<>();
                    for (int i = 1; i < sorted.length; i++) {
                        duplicates.add(sorted[i]);
                    }
                    return duplicates.iterator();
                }).collect();
        return later.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    private static long[] append(long[] places, long place) {
        long[] more = Arrays.copyOf(places, places.length + 1);
        more[places.length] = place;
        return more;
    }

    private static long[] concat(long[] a, long[] b) {
        long[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    /** The id the import gives the first kept game of each split: ids count the games kept before it, from 1. */
    private static long[] firstIds(long[] gamesPerSplit, long[] duplicates) {
        Map<Integer, Long> duplicatesPerSplit = new HashMap<>();
        for (long place : duplicates) {
            duplicatesPerSplit.merge((int) (place >>> 40), 1L, Long::sum);
        }
        long[] firstIds = new long[gamesPerSplit.length];
        long next = 1;
        for (int split = 0; split < gamesPerSplit.length; split++) {
            firstIds[split] = next;
            next += gamesPerSplit[split] - duplicatesPerSplit.getOrDefault(split, 0L);
        }
        return firstIds;
    }
}
