package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * The splitter that cuts a PGN stream into games before they are parsed: the games, their numbers,
 * lines and offsets do not depend on the size of its buffer (which grows for large games and
 * refills across game boundaries), nor does the encoding when the input fits the smaller buffer
 * (the encoding is judged on the first buffer, a megabyte in the reader).
 */
class GameSplitterFuzzTest {

    @FuzzTest(maxDuration = "10m")
    void split(FuzzedDataProvider data) throws IOException {
        int bufferSize = data.consumeInt(4, 64);
        byte[] input = data.consumeRemainingAsBytes();
        List<RawGame> small = split(input, bufferSize);
        List<RawGame> large = split(input, 1 << 16);
        assertEquals(large.size(), small.size());
        for (int i = 0; i < large.size(); i++) {
            RawGame expected = large.get(i);
            RawGame actual = small.get(i);
            assertArrayEquals(expected.bytes(), actual.bytes(), "game " + (i + 1));
            assertEquals(expected.number(), actual.number());
            assertEquals(expected.line(), actual.line());
            assertEquals(expected.offset(), actual.offset());
            if (input.length < bufferSize) {
                // The encoding is judged on the first buffer's bytes: the same bytes, known to be all, only when the input is shorter.
                assertEquals(expected.utf8(), actual.utf8());
            }
            assertTrue(expected.offset() >= 0 && expected.offset() <= input.length, "offset " + expected.offset());
        }
    }

    private static List<RawGame> split(byte[] input, int bufferSize) throws IOException {
        GameSplitter splitter = new GameSplitter(new ByteArrayInputStream(input), bufferSize);
        List<RawGame> games = new ArrayList<>();
        for (RawGame game = splitter.next(); game != null; game = splitter.next()) {
            games.add(game);
        }
        return games;
    }
}
