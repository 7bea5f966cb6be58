package rookery.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

/** Byte ranges of a PGN text re-aligned on {@code [Event} lines: every byte read once, each range starting at a game. */
class RangeStreamTest {

    private static final String TEXT = "% a comment before the first game\n"
            + "[Event \"One\"]\n[Site \"?\"]\n\n1. e4 e5 {an [Event inside a comment} 1-0\n\n"
            + "[Event \"Two\"]\r\n[Site \"?\"]\r\n\r\n1. d4 d5 0-1\r\n\r\n"
            + "[Event \"Three\"]\n[Event2 \"not an event line\"]\n\n1. c4 1/2-1/2\n"
            + "[Event \"Four\"]\n\n1. Nf3 *";

    @Test
    void rangesOfEverySizeReadTheTextOnceStartingAtGames() throws IOException {
        byte[] bytes = TEXT.getBytes(StandardCharsets.UTF_8);
        for (int size = 1; size <= bytes.length; size++) {
            StringBuilder joined = new StringBuilder();
            for (int start = 0; start < bytes.length; start += size) {
                String range = read(bytes, start, Math.min(bytes.length, start + size));
                assertTrue(range.isEmpty() || start == 0 || range.startsWith("[Event \""), "range from " + start + " of size " + size + ": " + range);
                joined.append(range);
            }
            assertEquals(TEXT, joined.toString(), "ranges of " + size + " bytes");
        }
    }

    private static String read(byte[] bytes, int start, int end) throws IOException {
        InputStream in = new ByteArrayInputStream(bytes);
        in.skipNBytes(Math.max(0, start - 1));
        try (RangeStream range = new RangeStream(in, start, end)) {
            return new String(range.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
