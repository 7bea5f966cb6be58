package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;

/**
 * Deterministic mutation fuzzing inside OSGi, 3,000 fresh mutants each test run (the coverage-guided
 * Jazzer target {@code fuzz/.../rookery/pgn/PgnFuzzTest} checks the same property, but a regular run
 * replays only its committed seeds): real games are mutated by byte flips, PGN-significant
 * insertions, truncations, deletions, duplications and splices, and every input must yield only
 * games and located rejections, within a time limit. Accepted games must also survive a write and
 * re-read unchanged.
 */
class PgnFuzzTest {

    private static final long SEED = 0x5EED_2024L;
    private static final int INPUTS = 3000;
    private static final long TIMEOUT_SECONDS = 5;
    private static final byte[] SIGNIFICANT = "{}()[]\";%$!?*.-\n\r\\0123456789OZ-+#=/KQRBNPxabcdefgh \t".getBytes(StandardCharsets.ISO_8859_1);

    private static final List<String> SAMPLES = List.of(
            "[Event \"Annotated\"]\n[Site \"?\"]\n[Result \"*\"]\n\n{Start} 1. e4 $1 {good [%clk 0:10:00]} e5! (1... c5 2. Nf3 (2. Nc3 Nc6) d6) "
                    + "2. Nf3 ; line comment\n Nc6 3. Bb5 -- 4. O-O Z0 5. d4 *\n",
            "[Event \"FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/4K2R w K - 0 40\"]\n\n40. a8=Q+ Kd7 41. O-O Kc7 42. Qa5+ (42. Rf7+) 1-0\n",
            "[Event \"960\"]\n[Variant \"Chess960\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n\n"
                    + "1. Ng3 Ng6 2. O-O O-O 3. d4 {[%eval 0.25,20]} d5 1/2-1/2\n",
            "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 Nxd5 0-1\n% escaped line\n1. e4 *\n");

    @Test
    void mutatedGamesNeverThrowNorHang() throws Exception {
        List<byte[]> seeds = seeds();
        Random random = new Random(SEED);
        ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "pgn-fuzz");
            thread.setDaemon(true);
            return thread;
        });
        try {
            int accepted = 0;
            int rejected = 0;
            for (int i = 0; i < INPUTS; i++) {
                byte[] input = mutate(seeds, random);
                Future<int[]> outcome = worker.submit(() -> check(input));
                try {
                    int[] counts = outcome.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
                    accepted += counts[0];
                    rejected += counts[1];
                } catch (TimeoutException e) {
                    outcome.cancel(true);
                    fail("input " + i + " took more than " + TIMEOUT_SECONDS + " s: " + HexFormat.of().formatHex(input));
                } catch (ExecutionException e) {
                    throw new AssertionError("input " + i + " failed: " + new String(input, StandardCharsets.ISO_8859_1), e.getCause());
                }
            }
            assertTrue(accepted > INPUTS / 10, "too few mutants survive to exercise the model: " + accepted);
            assertTrue(rejected > INPUTS / 10, "too few mutants are rejected to exercise the diagnostics: " + rejected);
        } finally {
            worker.shutdownNow();
        }
    }

    /** Reads the input and checks every record; returns {accepted, rejected}. */
    private static int[] check(byte[] input) {
        List<PgnRecord> records = Pgn.read(input, PgnOptions.defaults().withKeepLegalPrefix(true));
        int accepted = 0;
        int rejected = 0;
        long number = 0;
        for (PgnRecord record : records) {
            assertEquals(++number, record.number());
            assertTrue(record.line() >= 1);
            if (record instanceof PgnRejection rejection) {
                rejected++;
                PgnDiagnostic diagnostic = rejection.diagnostic();
                assertNotNull(diagnostic.reason());
                assertNotNull(diagnostic.token());
                assertNotNull(diagnostic.message());
                assertTrue(diagnostic.line() >= record.line() && diagnostic.column() >= 1, diagnostic::toString);
            } else {
                accepted++;
                PgnGame game = (PgnGame) record;
                String written = PgnWriter.write(game);
                List<PgnRecord> again = Pgn.read(written.getBytes(StandardCharsets.UTF_8), PgnOptions.defaults());
                assertEquals(1, again.size(), written);
                PgnGame reread = assertInstanceOf(PgnGame.class, again.get(0), () -> again.get(0) + " in\n" + written);
                assertEquals(game.root(), reread.root(), written);
            }
        }
        return new int[] {accepted, rejected};
    }

    private static byte[] mutate(List<byte[]> seeds, Random random) {
        byte[] input = seeds.get(random.nextInt(seeds.size())).clone();
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations && input.length > 0; m++) {
            int at = random.nextInt(input.length);
            input = switch (random.nextInt(7)) {
                case 0 -> {
                    input[at] = (byte) random.nextInt(256);
                    yield input;
                }
                case 1 -> {
                    input[at] = SIGNIFICANT[random.nextInt(SIGNIFICANT.length)];
                    yield input;
                }
                case 2 -> Arrays.copyOf(input, at);
                case 3 -> {
                    int end = Math.min(input.length, at + 1 + random.nextInt(20));
                    byte[] shorter = new byte[input.length - (end - at)];
                    System.arraycopy(input, 0, shorter, 0, at);
                    System.arraycopy(input, end, shorter, at, input.length - end);
                    yield shorter;
                }
                case 4 -> {
                    int end = Math.min(input.length, at + 1 + random.nextInt(40));
                    yield concat(Arrays.copyOf(input, end), Arrays.copyOfRange(input, at, input.length));
                }
                case 5 -> {
                    byte[] other = seeds.get(random.nextInt(seeds.size()));
                    yield concat(Arrays.copyOf(input, at), Arrays.copyOfRange(other, random.nextInt(other.length), other.length));
                }
                default -> {
                    byte[] inserted = {SIGNIFICANT[random.nextInt(SIGNIFICANT.length)], (byte) (0x80 + random.nextInt(128))};
                    yield concat(concat(Arrays.copyOf(input, at), inserted), Arrays.copyOfRange(input, at, input.length));
                }
            };
        }
        return input;
    }

    private static byte[] concat(byte[] first, byte[] second) {
        byte[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    /** The built-in samples, plus real games from the shared data when it is there. */
    private static List<byte[]> seeds() {
        List<byte[]> seeds = new ArrayList<>();
        for (String sample : SAMPLES) {
            seeds.add(sample.getBytes(StandardCharsets.UTF_8));
        }
        Path edgeCases = Path.of(System.getProperty("rookery.shared.data", "../shared/data")).resolve("pgn/edge-cases");
        for (String name : List.of("pychess-annotated.pgn", "pychess-badpgn.pgn", "utf8-bom.pgn", "cutechess-fischerrandom.pgn",
                "chessbase-empty-line.pgn", "uci-moves.pgn", "pychess-fenSetup.pgn")) {
            Path file = edgeCases.resolve(name);
            if (Files.isReadable(file)) {
                try {
                    seeds.add(Files.readAllBytes(file));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return seeds;
    }
}
