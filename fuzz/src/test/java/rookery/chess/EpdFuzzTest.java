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
 * read is written back by {@link Epd#format} into a line that reads to the same record, and its
 * moves (bm, am, pv) are legal.
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
            assertEquals(record.operations(), again.operations(), line);
        }
    }
}
