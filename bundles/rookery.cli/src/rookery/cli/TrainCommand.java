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
import rookery.engine.nnue.Trainer;
import rookery.engine.nnue.TrainingSet;

@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Trains the engine's network (docs/engine.md) on data files of ./rookery datagen: a (768 -> H) x2",
                "perspective network with a clipped ReLU, Adam on the CPU, target lambda * sigmoid(score / 400) + (1 - lambda) * result.",
                "Prints the loss per epoch on the training and the held-out positions; writes the int16 network for EvalFile."})
final class TrainCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--data", required = true, arity = "1..*", paramLabel = "FILE", description = "Data files.")
    List<Path> data;

    @Option(names = "--out", required = true, paramLabel = "NET", description = "Where to write the network.")
    Path out;

    @Option(names = "--hidden", paramLabel = "H", description = "Neurons of each perspective's layer (default: ${DEFAULT-VALUE}).")
    int hidden = Trainer.Settings.defaults().hidden();

    @Option(names = "--epochs", paramLabel = "E", description = "Passes over the training positions (default: ${DEFAULT-VALUE}).")
    int epochs = Trainer.Settings.defaults().epochs();

    @Option(names = "--lambda", paramLabel = "L", description = "Weight of the search score against the game's result (default: ${DEFAULT-VALUE}).")
    double lambda = Trainer.Settings.defaults().lambda();

    @Option(names = "--batch", paramLabel = "B", description = "Positions a step (default: ${DEFAULT-VALUE}).")
    int batch = Trainer.Settings.defaults().batchSize();

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the initial weights, the held-out games and the order (default: ${DEFAULT-VALUE}).")
    long seed = Trainer.Settings.defaults().seed();

    @Mixin
    ThreadsOption threads;

    @Override
    public Integer call() throws IOException, InterruptedException {
        for (Path file : data) {
            if (!Files.isRegularFile(file)) {
                throw new NoSuchFileException(file.toString(), null, "no such data file");
            }
        }
        Trainer.Settings settings;
        try {
            settings = Trainer.Settings.defaults().withHidden(hidden).withEpochs(epochs).withLambda(lambda).withThreads(threads.count())
                    .withSeed(seed).withBatchSize(batch);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--hidden (1 to 1024), --epochs (0 or more), --lambda (0 to 1), --batch (1 or more): "
                    + e.getMessage());
        }
        long start = System.nanoTime();
        TrainingSet set = TrainingSet.read(data);
        if (set.size() < 2) {
            throw new IllegalArgumentException(String.join(", ", data.stream().map(Path::toString).toList()) + ": fewer than two positions");
        }
        Trainer trainer = new Trainer(set, settings);
        System.out.printf(Locale.ROOT, "%d positions of %d games (%d for training, %d held out by whole games), read in %.1f s; validation loss %.6f%n",
                set.size(), set.games(), trainer.trainingPositions(), trainer.validationPositions(), (System.nanoTime() - start) / 1e9, trainer.validationLoss());
        trainer.train(epoch -> System.out.println(epoch));
        System.out.println(trainer.scaleFit());
        trainer.quantise().write(out);
        System.out.printf(Locale.ROOT, "network of %d neurons written to %s (%d bytes) in %.1f s%n", hidden, out, Files.size(out),
                (System.nanoTime() - start) / 1e9);
        return RookeryCommand.EXIT_OK;
    }
}
