package rookery.cli;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.engine.BuiltinEngine;
import rookery.engine.nnue.Network;
import rookery.engine.nnue.TrainingRecord;

/** datagen and train as ./rookery runs them: data appended run after run, a network the engine reads. */
class NnueCommandsTest {

    private static final Path SAMPLE = Path.of("../../data/sample/rookery-sample.pgn");

    @TempDir
    Path folder;

    @Test
    void datagenAppendsAndTrainWritesANetworkTheEngineReads() throws Exception {
        Path data = folder.resolve("data.bin");
        for (int run = 1; run <= 2; run++) {
            CommandRun generated = CommandRun.of("datagen", "--out", data.toString(), "--positions", "40", "--nodes", "300", "--threads", "1");
            assertEquals(0, generated.exit(), generated.err());
            assertTrue(generated.out().startsWith("40 positions written to " + data + " (" + 40 * (run - 1) + " before)"), generated.out());
        }
        CommandRun labelled = CommandRun.of("datagen", "--out", data.toString(), "--positions", "30", "--depth", "2", "--from-pgn", SAMPLE.toString());
        assertEquals(0, labelled.exit(), labelled.err());
        assertTrue(labelled.out().startsWith("30 positions written to " + data + " (80 before)"), labelled.out());
        assertEquals(110L * TrainingRecord.BYTES, Files.size(data));

        Path net = folder.resolve("net.nnue");
        CommandRun trained = CommandRun.of("train", "--data", data.toString(), "--out", net.toString(), "--hidden", "16", "--epochs", "2",
                "--threads", "2");
        assertEquals(0, trained.exit(), trained.err());
        Matcher split = Pattern.compile("^110 positions of (\\d+) games \\((\\d+) for training, (\\d+) held out by whole games\\)")
                .matcher(trained.out());
        assertTrue(split.find(), trained.out());
        assertTrue(Integer.parseInt(split.group(1)) >= 2, trained.out());
        assertEquals(110, Integer.parseInt(split.group(2)) + Integer.parseInt(split.group(3)), trained.out());
        assertTrue(trained.out().contains("search score = "), trained.out());
        assertTrue(trained.out().contains("epoch 2: training loss "), trained.out());
        assertEquals(16, Network.read(net).hidden());
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("EvalFile", net.toString());
        }
    }

    @Test
    void badArgumentsAreUsageErrorsNamingTheOption() {
        Path data = folder.resolve("never.bin");
        usageError("--positions", "datagen", "--out", data.toString(), "--positions", "0");
        usageError("--nodes", "datagen", "--out", data.toString(), "--nodes", "1", "--depth", "2");
        usageError("--lambda", "train", "--data", SAMPLE.toString(), "--out", folder.resolve("x.nnue").toString(), "--lambda", "2");
        assertFalse(Files.exists(data));
        CommandRun missing = CommandRun.of("train", "--data", folder.resolve("missing.bin").toString(), "--out", folder.resolve("x.nnue").toString());
        assertNotEquals(0, missing.exit());
        assertTrue(missing.err().contains("missing.bin"), missing.err());
    }

    private static void usageError(String option, String... arguments) {
        CommandRun run = CommandRun.of(arguments);
        assertEquals(2, run.exit(), String.join(" ", arguments) + ": " + run.err());
        assertTrue(run.err().contains(option), run.err());
    }
}
