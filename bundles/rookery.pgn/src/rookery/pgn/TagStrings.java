package rookery.pgn;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The strings of tag names and values met lately, for one parser: games repeat the same names,
 * players, events, dates and ratings thousands of times, and one string for all of them is decoded
 * once and held once by whoever keeps the games. Remembers a bounded number of short strings, the
 * last one per slot.
 */
final class TagStrings {

    private static final int SLOT_BITS = 12;
    private static final int MAX_BYTES = 64;

    /** How each remembered string was decoded from its bytes. */
    private static final byte NAME = 1, LATIN_1_VALUE = 2, UTF_8_VALUE = 3;

    private final byte[][] keys = new byte[1 << SLOT_BITS][];
    private final byte[] kinds = new byte[1 << SLOT_BITS];
    private final String[] strings = new String[1 << SLOT_BITS];

    /** The tag name in {@code bytes[from, to)} (ASCII). */
    String name(byte[] bytes, int from, int to) {
        int slot = slot(bytes, from, to, NAME);
        return slot >= 0 && remembered(slot, bytes, from, to, NAME) ? strings[slot]
                : remember(slot, bytes, from, to, NAME, new String(bytes, from, to - from, StandardCharsets.ISO_8859_1));
    }

    /** The tag value whose text between the quotes is {@code bytes[from, to)}, with its escapes undone. */
    String value(byte[] bytes, int from, int to, boolean utf8) {
        byte kind = utf8 ? UTF_8_VALUE : LATIN_1_VALUE;
        int slot = slot(bytes, from, to, kind);
        return slot >= 0 && remembered(slot, bytes, from, to, kind) ? strings[slot]
                : remember(slot, bytes, from, to, kind, unescape(Text.decode(bytes, from, to, utf8)));
    }

    /** The slot of the text, -1 for text too long to remember. */
    private static int slot(byte[] bytes, int from, int to, byte kind) {
        if (to - from > MAX_BYTES) {
            return -1;
        }
        int hash = kind;
        for (int i = from; i < to; i++) {
            hash = (hash + bytes[i]) * 0x9E3779B1;
        }
        return hash >>> (Integer.SIZE - SLOT_BITS);
    }

    private boolean remembered(int slot, byte[] bytes, int from, int to, byte kind) {
        byte[] key = keys[slot];
        return kinds[slot] == kind && Arrays.equals(key, 0, key.length, bytes, from, to);
    }

    private String remember(int slot, byte[] bytes, int from, int to, byte kind, String string) {
        if (slot >= 0) {
            keys[slot] = Arrays.copyOfRange(bytes, from, to);
            kinds[slot] = kind;
            strings[slot] = string;
        }
        return string;
    }

    private static String unescape(String value) {
        if (value.indexOf('\\') < 0) {
            return value;
        }
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '\\' && i + 1 < value.length() && (value.charAt(i + 1) == '"' || value.charAt(i + 1) == '\\')) {
                c = value.charAt(++i);
            }
            out.append(c);
        }
        return out.toString();
    }
}
