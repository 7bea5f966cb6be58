package rookery.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.engine.eval.TexelTuner;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnHandler;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;

@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Texel-tunes the built-in engine's evaluation weights on quiet positions of decided and drawn games",
                "and writes them as the Java source of rookery.engine.eval.Weights (the file to replace is",
                "bundles/rookery.engine/src/rookery/engine/eval/Weights.java). Deterministic for the same options."})
final class TuneCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--pgn", required = true, paramLabel = "FILE", description = "Games with results.")
    Path pgn;

    @Option(names = "--games", paramLabel = "N", description = "Read at most N games (default: ${DEFAULT-VALUE}).")
    int maxGames = 20_000;

    @Option(names = "--every", paramLabel = "M", description = "Take every M-th ply of a game (default: ${DEFAULT-VALUE}).")
    int every = 7;

    @Option(names = "--min-ply", paramLabel = "P", description = "Skip the first P plies (the opening) (default: ${DEFAULT-VALUE}).")
    int minPly = 16;

    @Option(names = "--epochs", paramLabel = "E", description = "Gradient steps (default: ${DEFAULT-VALUE}).")
    int epochs = 400;

    @Option(names = "--rate", paramLabel = "R", description = "Adam learning rate in centipawns (default: ${DEFAULT-VALUE}).")
    double rate = 1.0;

    @Option(names = "--only", split = ",", paramLabel = "PREFIX", description = "Tune only the weight groups whose names start so, e.g. passed,king,pawn (default: all).")
    List<String> only;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where to write the weights source.")
    Path out;

    @Option(names = "--threads", paramLabel = "T", description = "PGN parser threads (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws IOException {
        if (maxGames < 1 || every < 1 || minPly < 0 || epochs < 0 || rate <= 0 || threads < 1) {
            throw new ParameterException(spec.commandLine(), "--games, --every, --threads must be at least 1, --rate positive, --min-ply and --epochs not negative");
        }
        if (!Files.isRegularFile(pgn)) {
            throw new NoSuchFileException(pgn.toString(), null, "no such PGN file");
        }
        TexelTuner tuner = new TexelTuner();
        if (only != null) {
            tuner.tuneOnly(only);
        }
        int[] games = {0};
        ProgressBar reading = new ProgressBar(spec.commandLine().getErr(), "tune: reading", maxGames, progress.progress);
        try (PgnReader reader = PgnReader.open(pgn, PgnOptions.defaults().withMainlineOnly(true))) {
            reader.forEachParallel(threads, new PgnHandler() {
                @Override
                public void game(PgnGame game) {
                    if (games[0] >= maxGames) {
                        throw new StopReading();
                    }
                    games[0]++;
                    learn(tuner, game);
                    reading.show(games[0], tuner.positions() + " positions");
                }
            });
        } catch (StopReading enough) {
            // The requested number of games has been read.
        }
        reading.clear();
        if (tuner.positions() == 0) {
            throw new IllegalArgumentException(pgn + ": no quiet positions in games with a result");
        }
        double k = tuner.fitScalingConstant();
        double before = tuner.error();
        System.out.printf(Locale.ROOT, "%d quiet positions from %d games, K = %.4f, error %.6f%n", tuner.positions(), games[0], k, before);
        ProgressBar tuning = new ProgressBar(spec.commandLine().getErr(), "tune: epochs", epochs, progress.progress);
        tuner.tune(epochs, rate, Math.max(1, epochs / 10), epoch -> tuning.show(epoch, ""), line -> {
            tuning.clear();
            System.out.println(line);
        });
        tuning.clear();
        double after = tuner.error();
        String provenance = String.format(Locale.ROOT,
                "Texel-tuned on %d quiet positions (every %d. ply from ply %d) of the first %d games of %s, K = %.4f,"
                        + " mean squared error %.6f -> %.6f after %d Adam epochs at rate %s"
                        + "%s (./rookery tune --pgn %s --games %d --every %d --min-ply %d --epochs %d --rate %s%s --out ...).",
                tuner.positions(), every, minPly, games[0], pgn.getFileName(), k, before, after, epochs, rate,
                only == null ? "" : ", groups " + String.join(",", only), pgn.getFileName(), maxGames, every, minPly, epochs, rate,
                only == null ? "" : " --only " + String.join(",", only));
        tuner.writeWeights(out, provenance);
        System.out.printf(Locale.ROOT, "error %.6f -> %.6f; weights written to %s%n", before, after, out);
        return RookeryCommand.EXIT_OK;
    }

    private void learn(TexelTuner tuner, PgnGame game) {
        GameResult result = game.result();
        double score = switch (result) {
            case WHITE_WINS -> 1;
            case BLACK_WINS -> 0;
            case DRAW -> 0.5;
            default -> -1;
        };
        if (score < 0 || game.variant().isChess960()) {
            return;
        }
        Position board = game.startPosition();
        int[] moves = game.mainline();
        for (int ply = 0; ply < moves.length; ply++) {
            if (moves[ply] == Move.NONE) {
                return;
            }
            if (ply >= minPly && (ply - minPly) % every == 0) {
                tuner.add(board, score);
            }
            board.play(moves[ply]);
        }
    }
}
