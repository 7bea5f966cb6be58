package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class TextTest {

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    @Test
    void wellFormedUtf8() {
        byte[] text = "a\u00e9\u20ac\ud83d\ude00".getBytes(StandardCharsets.UTF_8);
        assertTrue(Text.isValidUtf8(text, 0, text.length));
        assertFalse(Text.isValidUtf8(text, 0, text.length - 1), "cut sequence");
        assertTrue(Text.isValidUtf8(text, 0, text.length - 1, true), "cut sequence at the end of a buffer");
    }

    @Test
    void malformedUtf8() {
        assertFalse(Text.isValidUtf8(bytes(0xe9), 0, 1), "Latin-1 e acute");
        assertFalse(Text.isValidUtf8(bytes(0xc0, 0xaf), 0, 2), "overlong");
        assertFalse(Text.isValidUtf8(bytes(0xed, 0xa0, 0x80), 0, 3), "surrogate");
        assertFalse(Text.isValidUtf8(bytes(0xf4, 0x90, 0x80, 0x80), 0, 4), "beyond U+10FFFF");
        assertFalse(Text.isValidUtf8(bytes(0xe2, 0x41, 0x41), 0, 3, true), "broken continuation");
    }

    @Test
    void decodingFallsBackToLatin1PerString() {
        assertEquals("G\u00f6ran", Text.decode(bytes('G', 0xf6, 'r', 'a', 'n'), 0, 5, true));
        assertEquals("G\u00f6ran", Text.decode("G\u00f6ran".getBytes(StandardCharsets.UTF_8), 0, 6, true));
        assertEquals("G\u00c3\u00b6ran", Text.decode("G\u00f6ran".getBytes(StandardCharsets.UTF_8), 0, 6, false));
    }

    @Test
    void charactersCountCodePointsInUtf8() {
        byte[] text = "\u00e9\u00e9x".getBytes(StandardCharsets.UTF_8);
        assertEquals(3, Text.characters(text, 0, text.length, true));
        assertEquals(5, Text.characters(text, 0, text.length, false));
    }
}
