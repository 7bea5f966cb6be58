package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.engine.AnalysisLine;
import rookery.engine.AnalysisListener;
import rookery.engine.AnalysisOptions;
import rookery.engine.BestMove;
import rookery.engine.BuiltinEngine;
import rookery.engine.Limits;
import rookery.engine.eval.EndgameKnowledge;
import rookery.engine.search.Scores;

/** The engine's Evaluation and EvalFile options. */
class EvalFileTest {

    /** Kings and a pawn each: no capture or check anywhere two plies deep, so a depth-1 search's score is the best child's evaluation; no drawish scale. */
    private static final Position QUIET = Position.fromFen("k7/p7/8/8/8/8/P7/K7 w - - 0 1");

    @TempDir
    Path folder;

    @Test
    void theSearchEvaluatesWithTheNetworkOfEvalFile() throws Exception {
        Network network = RandomNetworks.of(16, 2);
        Path file = folder.resolve("random.nnue");
        network.write(file);
        assertEquals(network.evaluate(QUIET), Network.read(file).evaluate(QUIET));
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("Evaluation", "nnue");
            engine.setOption("EvalFile", file.toString());
            assertEquals(expectedDepthOneScore(network), depthOneScore(engine));
            engine.setOption("Evaluation", "classical");
            assertNotEquals(expectedDepthOneScore(network), depthOneScore(engine));
        }
    }

    @Test
    void theOptionsAreDeclared() {
        try (BuiltinEngine engine = new BuiltinEngine()) {
            java.util.List<String> declared = engine.options().stream().map(rookery.engine.EngineOption::toUci).toList();
            assertTrue(declared.contains("option name Evaluation type combo default classical var nnue var classical"), declared.toString());
            assertTrue(declared.contains("option name EvalFile type string default <built-in>"), declared.toString());
        }
    }

    @Test
    void aMissingOrDamagedEvalFileIsReportedAndTheNetworkKept() throws Exception {
        Network network = RandomNetworks.of(16, 3);
        Path good = folder.resolve("good.nnue");
        network.write(good);
        byte[] bytes = Files.readAllBytes(good);
        Path damaged = folder.resolve("damaged.nnue");
        bytes[1000] ^= 1;
        Files.write(damaged, bytes);
        Path truncated = folder.resolve("truncated.nnue");
        Files.write(truncated, java.util.Arrays.copyOf(bytes, 5000));
        Path text = folder.resolve("text.nnue");
        Files.writeString(text, "not a network at all");
        try (BuiltinEngine engine = new BuiltinEngine()) {
            engine.setOption("Evaluation", "nnue");
            Path missing = folder.resolve("missing.nnue");
            assertEquals("EvalFile: " + missing + ": no such file; keeping the network <built-in>",
                    assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", missing.toString())).getMessage());
            int builtIn = depthOneScore(engine);
            assertEquals(expectedDepthOneScore(Network.builtIn()), builtIn, "the shipped network is in use");

            engine.setOption("EvalFile", good.toString());
            assertEquals("EvalFile: " + damaged + ": damaged (checksum mismatch); keeping the network " + good,
                    assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", damaged.toString())).getMessage());
            assertEquals("EvalFile: " + truncated + ": 5000 bytes, a network of 16 neurons and 8 output buckets has 25172; keeping the network " + good,
                    assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", truncated.toString())).getMessage());
            assertEquals("EvalFile: " + text + ": not a Rookery network (no RKNN header); keeping the network " + good,
                    assertThrows(IllegalArgumentException.class, () -> engine.setOption("EvalFile", text.toString())).getMessage());
            assertEquals(expectedDepthOneScore(network), depthOneScore(engine));

            engine.setOption("EvalFile", "<built-in>");
            assertEquals(builtIn, depthOneScore(engine));
            assertThrows(IllegalArgumentException.class, () -> engine.setOption("Evaluation", "neural"));
        }
    }

    @Test
    void theOutputBucketFollowsThePieceCount() throws Exception {
        assertEquals(0, Network.outputBucket(2, 8));
        assertEquals(0, Network.outputBucket(5, 8));
        assertEquals(1, Network.outputBucket(6, 8));
        assertEquals(7, Network.outputBucket(30, 8));
        assertEquals(7, Network.outputBucket(32, 8));
        assertEquals(0, Network.outputBucket(32, 1));
        Network network = RandomNetworks.of(16, 4);
        Path file = folder.resolve("buckets.nnue");
        network.write(file);
        byte[] bytes = Files.readAllBytes(file);
        java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(bytes.length - 8, 12345);
        Files.write(file, withChecksum(bytes));
        Network lastBucketChanged = Network.read(file);
        assertEquals(network.evaluate(QUIET), lastBucketChanged.evaluate(QUIET), "four pieces: the first bucket");
        assertNotEquals(network.evaluate(Position.startpos()), lastBucketChanged.evaluate(Position.startpos()), "32 pieces: the last bucket");
    }

    @Test
    void aVersionOneFileIsReadAsOneOutputBucket() throws Exception {
        Network network = RandomNetworks.of(16, 1, 5);
        assertEquals(1, network.outputBuckets());
        Path file = folder.resolve("one-bucket.nnue");
        network.write(file);
        byte[] two = Files.readAllBytes(file);
        byte[] one = new byte[two.length - 4];
        System.arraycopy(two, 0, one, 0, 12);
        System.arraycopy(two, 16, one, 12, two.length - 16);
        java.nio.ByteBuffer.wrap(one).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(4, 1);
        Path old = folder.resolve("version-one.nnue");
        Files.write(old, withChecksum(one));
        Network read = Network.read(old);
        assertEquals(1, read.outputBuckets());
        for (Position position : new Position[] {QUIET, Position.startpos(),
                Position.fromFen("r1bq1rk1/pp3ppp/2n1pn2/3p4/2PP4/2N2N2/PP3PPP/R2QKB1R w KQ - 0 9")}) {
            assertEquals(network.evaluate(position), read.evaluate(position));
        }
    }

    /** The bytes with their last four replaced by the CRC-32 of the rest, as a network file ends. */
    private static byte[] withChecksum(byte[] bytes) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        java.nio.ByteBuffer.wrap(bytes).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(bytes.length - 4, (int) crc.getValue());
        return bytes;
    }

    private static int expectedDepthOneScore(Network network) {
        int best = -Scores.INFINITE;
        for (int move : QUIET.legalMoves()) {
            Position child = QUIET.copy();
            child.play(move);
            int eval = Math.max(-Scores.MATE_BOUND + 1, Math.min(Scores.MATE_BOUND - 1, EndgameKnowledge.drawishScaled(child, Network.inSearchCentipawns(network.evaluate(child)))));
            best = Math.max(best, -eval);
        }
        return best;
    }

    private static int depthOneScore(BuiltinEngine engine) throws InterruptedException {
        int[] score = {Integer.MIN_VALUE};
        CountDownLatch done = new CountDownLatch(1);
        engine.newGame();
        engine.start(QUIET, Limits.depth(1), AnalysisOptions.DEFAULT, new AnalysisListener() {
            @Override
            public void onLine(AnalysisLine line) {
                score[0] = line.score().value();
            }

            @Override
            public void onFinished(BestMove bestMove) {
                done.countDown();
            }
        });
        assertTrue(done.await(10, TimeUnit.SECONDS));
        return score[0];
    }
}
