package rookery.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * EPD files: any text is refused with an EpdException that gives a line and column, or every record
 * read is written back by {@link Epd#format} into a line that reads to the same position and
 * operations (and the clocks as hmvc and fmvn when no operation stated them), and its moves (bm,
 * am, pv) are legal.
 */
class EpdFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void epd(FuzzedDataProvider data) throws IOException {
        String text = data.consumeRemainingAsString();
        List<EpdRecord> records;
        try {
            records = Epd.read(new BufferedReader(new StringReader(text)), Variant.STANDARD);
        } catch (EpdException refused) {
            assertTrue(refused.line() >= 1, refused::getMessage);
            return;
        }
        for (EpdRecord record : records) {
            Position position = record.position();
            for (int move : record.bestMoves()) {
                assertTrue(position.isLegal(move));
            }
            for (int move : record.avoidMoves()) {
                assertTrue(position.isLegal(move));
            }
            record.principalVariation();
            String line = Epd.format(record);
            EpdRecord again = Epd.parse(line);
            assertEquals(record.setup(), again.setup(), line);
            // Clocks the record's operations do not state are written as hmvc and fmvn operations after them.
            List<EpdOperation> operations = again.operations();
            assertEquals(record.operations(), operations.subList(0, record.operations().size()), line);
            for (EpdOperation added : operations.subList(record.operations().size(), operations.size())) {
                assertTrue(added.opcode().equals("hmvc") || added.opcode().equals("fmvn"), line);
            }
            assertEquals(line, Epd.format(again));
        }
    }
}
