package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

import rookery.chess.Position;

/**
 * Endgame table files: a damaged file (raw bytes, a good header over bad data, or a whole table with
 * a byte changed) is refused with a message naming it, and a table that reads (even one whose
 * entries are nonsense under a good checksum) answers probes, move lists and best lines without
 * failing.
 */
class TableFileFuzzTest {

    private static final Signature KRK = Signature.parse("KRvK");
    private static final List<String> POSITIONS = List.of("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "8/8/8/4k3/8/8/8/R3K3 b - - 0 1",
            "k7/8/1K6/8/8/8/8/7R w - - 0 1", "7k/8/8/8/8/8/8/KR6 b - - 0 1");

    @FuzzTest(maxDuration = "10m")
    void table(FuzzedDataProvider data) throws IOException {
        Path directory = Files.createTempDirectory("fuzz-tables");
        try {
            Path file = TableFile.path(directory, KRK);
            switch (data.consumeInt(0, 2)) {
                case 0 -> Files.write(file, data.consumeRemainingAsBytes());
                case 1 -> {
                    TableFile.write(directory, new Table(new TableIndex(KRK), new byte[new TableIndex(KRK).size]));
                    byte[] header = Files.readAllBytes(file);
                    int kept = data.consumeInt(0, Math.min(header.length, 32));
                    byte[] rest = data.consumeRemainingAsBytes();
                    byte[] damaged = new byte[kept + rest.length];
                    System.arraycopy(header, 0, damaged, 0, kept);
                    System.arraycopy(rest, 0, damaged, kept, rest.length);
                    Files.write(file, damaged);
                }
                default -> {
                    boolean damage = data.consumeBoolean();
                    int at = data.consumeInt();
                    byte value = data.consumeByte();
                    TableFile.write(directory, new Table(new TableIndex(KRK), entries(data.consumeRemainingAsBytes())));
                    if (damage) {
                        byte[] bytes = Files.readAllBytes(file);
                        bytes[Math.floorMod(at, bytes.length)] ^= value == 0 ? 1 : value;
                        Files.write(file, bytes);
                    }
                }
            }
            Tablebases tables = Tablebases.open(directory);
            for (String fen : POSITIONS) {
                Position position = Position.fromFen(fen);
                try {
                    tables.probe(position);
                    tables.probeMoves(position);
                    tables.bestLine(position);
                } catch (UncheckedIOException refused) {
                    assertTrue(refused.getMessage().startsWith(file.toString()), refused::getMessage);
                    return;
                }
            }
        } finally {
            try (Stream<Path> files = Files.walk(directory)) {
                for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    /** The table's entries: the fuzzer's bytes repeated over the whole table (a draw everywhere when there are none). */
    private static byte[] entries(byte[] pattern) {
        byte[] entries = new byte[new TableIndex(KRK).size];
        if (pattern.length > 0) {
            for (int i = 0; i < entries.length; i++) {
                entries[i] = pattern[i % pattern.length];
            }
        }
        return entries;
    }
}
