package rookery.cli;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "aggregate", mixinStandardHelpOptions = true,
        description = {"Aggregates the opening statistics of PGN files on Apache Spark (docs/scale-out.md): statistics files for "
                + "'rookery import-statistics', Parquet for analysis, and the rejected games, under --out.",
                "With SPARK_HOME set the job goes through $SPARK_HOME/bin/spark-submit; otherwise it runs with this Java and the Spark "
                        + "libraries the build put in spark/target/spark-libs, on --master (default local[*], every core of this machine)."})
final class AggregateCommand implements Callable<Integer> {

    private static final String JOB = "rookery.spark.AggregateJob";

    @Parameters(arity = "1..*", paramLabel = "FILE|DIR|URI", description = "PGN files (plain, .gz, .zst), folders or URIs of any Hadoop "
            + "file system (hdfs://, s3a://), read in this order.")
    List<String> inputs;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The output folder or URI (must not exist yet).")
    String out;

    @Option(names = "--master", paramLabel = "URL", defaultValue = "local[*]", description = "Spark master (default: ${DEFAULT-VALUE}).")
    String master;

    @Option(names = "--partitions", paramLabel = "N", description = "Output partitions (default: Spark's default parallelism).")
    Integer partitions;

    @Override
    public Integer call() throws Exception {
        Path root = Path.of(System.getProperty("rookery.root", "."));
        Path jar = Path.of(System.getenv().getOrDefault("ROOKERY_SPARK_JAR", root.resolve("spark/target/rookery-spark.jar").toString()));
        if (!Files.isRegularFile(jar)) {
            throw new NoSuchFileException(jar.toString(), null, "the job's jar is not built (./build builds it; or set ROOKERY_SPARK_JAR)");
        }
        List<String> jobArguments = new ArrayList<>(inputs);
        jobArguments.addAll(List.of("--out", out));
        if (partitions != null) {
            jobArguments.addAll(List.of("--partitions", partitions.toString()));
        }
        List<String> command = new ArrayList<>();
        String sparkHome = System.getenv("SPARK_HOME");
        if (sparkHome != null && !sparkHome.isBlank()) {
            command.addAll(List.of(Path.of(sparkHome, "bin", "spark-submit").toString(), "--master", master, "--class", JOB, jar.toString()));
        } else {
            Path libraries = jar.resolveSibling("spark-libs");
            if (!Files.isDirectory(libraries)) {
                throw new NoSuchFileException(libraries.toString(), null, "no Spark libraries beside the job's jar: set SPARK_HOME");
            }
            command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "@" + root.resolve("spark/java-options"), "-cp", jar + java.io.File.pathSeparator + libraries.resolve("*"), JOB,
                    "--master", master));
        }
        command.addAll(jobArguments);
        return new ProcessBuilder(command).inheritIO().start().waitFor();
    }
}
