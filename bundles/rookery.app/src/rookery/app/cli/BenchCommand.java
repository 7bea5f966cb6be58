package rookery.app.cli;

import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.engine.Bench;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Searches a fixed set of 30 positions to a fixed depth with a cleared hash and prints the nodes",
                "and the speed, like Stockfish's bench: with one thread the node count is a signature of the search."})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--depth", paramLabel = "N", description = "Depth per position (default: ${DEFAULT-VALUE}).")
    int depth = 13;

    @Option(names = "--threads", paramLabel = "T", description = "Search threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    @Option(names = "--json", description = "Print {\"positions\":N,\"depth\":N,\"nodes\":N,\"ms\":T,\"nps\":N}.")
    boolean json;

    @Option(names = "--progress", description = "Show progress on standard error even when it is not a terminal.")
    boolean progress;

    @Override
    public Integer call() throws InterruptedException {
        if (depth < 1 || depth > 64 || threads < 1 || hashMb < 1) {
            throw new ParameterException(spec.commandLine(), "--depth must be 1..64; --threads and --hash at least 1");
        }
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "bench", Bench.POSITIONS.size(), progress);
        List<Bench.Entry> entries = Bench.run(depth, threads, hashMb, done -> bar.show(done, ""));
        bar.clear();
        long nodes = entries.stream().mapToLong(Bench.Entry::nodes).sum();
        long millis = Math.max(1, entries.stream().mapToLong(Bench.Entry::millis).sum());
        long nps = nodes * 1000 / millis;
        if (json) {
            System.out.printf("{\"positions\":%d,\"depth\":%d,\"threads\":%d,\"nodes\":%d,\"ms\":%d,\"nps\":%d}%n", entries.size(), depth, threads,
                    nodes, millis, nps);
        } else {
            for (int i = 0; i < entries.size(); i++) {
                Bench.Entry entry = entries.get(i);
                System.out.printf("%2d %10d nodes %6d ms  %s%n", i + 1, entry.nodes(), entry.millis(), entry.fen());
            }
            System.out.printf("Total time (ms) : %d%nNodes searched  : %d%nNodes/second    : %d%n", millis, nodes, nps);
        }
        return RookeryCommand.EXIT_OK;
    }
}
