package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * PGN files: any bytes read into games and rejections only, numbered in order, each rejection
 * located at a line and column with its token; every game read survives a write by
 * {@link PgnWriter} and a read back unchanged.
 */
class PgnFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void pgn(byte[] input) throws IOException {
        long number = 0;
        for (PgnRecord record : read(input, PgnOptions.defaults().withKeepLegalPrefix(true))) {
            assertEquals(++number, record.number());
            assertTrue(record.line() >= 1);
            if (record instanceof PgnRejection rejection) {
                PgnDiagnostic diagnostic = rejection.diagnostic();
                assertNotNull(diagnostic.reason());
                assertNotNull(diagnostic.token());
                assertNotNull(diagnostic.message());
                assertTrue(diagnostic.line() >= record.line() && diagnostic.column() >= 1, diagnostic::toString);
            } else {
                PgnGame game = (PgnGame) record;
                String written = PgnWriter.write(game);
                List<PgnRecord> again = read(written.getBytes(StandardCharsets.UTF_8), PgnOptions.defaults());
                assertEquals(1, again.size(), written);
                PgnGame reread = assertInstanceOf(PgnGame.class, again.get(0), () -> again.get(0) + " in\n" + written);
                assertEquals(game.root(), reread.root(), written);
            }
        }
    }

    static List<PgnRecord> read(byte[] bytes, PgnOptions options) throws IOException {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(bytes), "fuzz.pgn", options)) {
            List<PgnRecord> records = new ArrayList<>();
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                records.add(record);
            }
            return records;
        }
    }
}
