package rookery.chess;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import org.junit.jupiter.api.Assumptions;

/** Reads the shared perft files: blocks of {@code id}, {@code epd} and {@code perft N count} lines. */
record PerftSuite(String id, String epd, TreeMap<Integer, Long> counts) {

    static Path sharedData() {
        return Path.of(System.getProperty("rookery.shared.data", "../shared/data"));
    }

    /** The cases of a file under shared/data/perft; skips the calling test if it is absent. */
    static List<PerftSuite> read(String fileName) throws IOException {
        Path file = sharedData().resolve("perft").resolve(fileName);
        Assumptions.assumeTrue(Files.isRegularFile(file), "shared test data not found: " + file);
        List<PerftSuite> cases = new ArrayList<>();
        String id = null;
        String epd = null;
        TreeMap<Integer, Long> counts = new TreeMap<>();
        for (String line : Files.readAllLines(file)) {
            line = line.strip();
            if (line.startsWith("id ")) {
                if (epd != null) {
                    cases.add(new PerftSuite(id, epd, counts));
                }
                id = line.substring(3).strip();
                epd = null;
                counts = new TreeMap<>();
            } else if (line.startsWith("epd ")) {
                epd = line.substring(4).strip();
            } else if (line.startsWith("perft ")) {
                String[] parts = line.split("\\s+");
                counts.put(Integer.parseInt(parts[1]), Long.parseLong(parts[2]));
            }
        }
        if (epd != null) {
            cases.add(new PerftSuite(id, epd, counts));
        }
        return cases;
    }

    /**
     * Checks every depth whose count is at most {@code maxNodes}; returns the deepest depth checked.
     * Impossible castling rights are dropped, as the generator of these files did.
     */
    int verify(Variant variant, long maxNodes) {
        Position position = Position.fromSetup(Fen.parse(epd), variant, true);
        int deepest = 0;
        for (var entry : counts.entrySet()) {
            if (entry.getValue() > maxNodes) {
                break;
            }
            long nodes = Perft.perft(position, entry.getKey());
            if (nodes != entry.getValue()) {
                throw new AssertionError(id + " (" + epd + ") perft " + entry.getKey() + ": expected " + entry.getValue()
                        + " but got " + nodes + "; divide " + Perft.divide(position, entry.getKey()));
            }
            deepest = entry.getKey();
        }
        return deepest;
    }
}
