package rookery.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.IntStream;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Move;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnWriter;

@Command(name = "generate-games", mixinStandardHelpOptions = true,
        description = {"Writes games that diverge from real ones, for scale benchmarks (releng/make-scale-pgn.sh --diverse): each",
                "replays a source game to a random ply, deviates with a random legal move, then mostly follows the source",
                "where it stays legal; new players, ratings, time controls of every lichess speed (and none) and months.",
                "The same --seed and sources give the same file."})
final class GenerateGamesCommand implements Callable<Integer> {

    /** Games made in parallel and then written in order. */
    private static final int BLOCK = 4096;

    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, arity = "1..*", paramLabel = "PGN", description = "Source games (standard chess from the start position).")
    List<Path> sources;

    @Option(names = "--games", required = true, paramLabel = "N", description = "Games to write.")
    long games;

    @Option(names = "--seed", paramLabel = "S", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The PGN file written (.gz or .zst compressed by its name).")
    Path out;

    @Mixin
    ThreadsOption threads;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws IOException, InterruptedException, ExecutionException {
        if (games < 1) {
            throw new ParameterException(spec.commandLine(), "--games must be at least 1, not " + games);
        }
        long start = System.nanoTime();
        DivergingGames generator = new DivergingGames(readSources(), seed);
        ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "generate-games", games, progress.progress);
        ForkJoinPool pool = new ForkJoinPool(threads.count());
        try (Writer writer = PgnWriter.open(out)) {
            for (long first = 0; first < games; first += BLOCK) {
                long base = first;
                int size = (int) Math.min(BLOCK, games - first);
                String[] block = pool.submit(() -> IntStream.range(0, size).parallel()
                        .mapToObj(i -> PgnWriter.write(generator.game(base + i))).toArray(String[]::new)).get();
                for (String game : block) {
                    writer.write(game);
                }
                bar.show(first + size, "");
            }
        } finally {
            pool.shutdown();
        }
        bar.clear();
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%d games written to %s in %.1f s, %.0f games/s%n", games, out, seconds, games / seconds);
        return RookeryCommand.EXIT_OK;
    }

    private List<DivergingGames.Line> readSources() throws IOException {
        List<DivergingGames.Line> lines = new ArrayList<>();
        for (Path file : sources) {
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString(), null, "no such PGN file (--from)");
            }
            try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults().withMainlineOnly(true))) {
                for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                    if (record instanceof PgnGame game && isReplayable(game)) {
                        lines.add(new DivergingGames.Line(game.mainline(), game.result()));
                    }
                }
            }
        }
        if (lines.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "--from: no standard game of at least " + DivergingGames.MIN_SOURCE_PLIES
                    + " plies from the start position in " + sources);
        }
        return lines;
    }

    private static boolean isReplayable(PgnGame game) {
        return game.variant() == Variant.STANDARD && game.startSetup().equals(Setup.standard())
                && game.plies() >= DivergingGames.MIN_SOURCE_PLIES && IntStream.of(game.mainline()).noneMatch(move -> move == Move.NONE);
    }
}
