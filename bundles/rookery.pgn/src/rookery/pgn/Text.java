package rookery.pgn;

import java.nio.charset.StandardCharsets;

/**
 * Byte-level text helpers. PGN's structure is ASCII; only tag values and comments carry other
 * characters, decoded as UTF-8 when the file is UTF-8 and the bytes are valid UTF-8, as Latin-1
 * otherwise.
 */
final class Text {

    private Text() {
    }

    static String decode(byte[] bytes, int from, int to, boolean utf8) {
        if (utf8 && !isAscii(bytes, from, to) && isValidUtf8(bytes, from, to)) {
            return new String(bytes, from, to - from, StandardCharsets.UTF_8);
        }
        return new String(bytes, from, to - from, StandardCharsets.ISO_8859_1);
    }

    static boolean isAscii(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the bytes are well-formed UTF-8 (overlong forms and surrogates excluded). */
    static boolean isValidUtf8(byte[] bytes, int from, int to) {
        return isValidUtf8(bytes, from, to, false);
    }

    /**
     * Like {@link #isValidUtf8(byte[], int, int)}, but with {@code cutEndAllowed} a sequence cut
     * short by {@code to} is accepted: the bytes are the start of a longer stream.
     */
    static boolean isValidUtf8(byte[] bytes, int from, int to, boolean cutEndAllowed) {
        int i = from;
        while (i < to) {
            int b = bytes[i] & 0xff;
            if (b < 0x80) {
                i++;
                continue;
            }
            int length;
            int min;
            if (b >= 0xc2 && b <= 0xdf) {
                length = 2;
                min = 0x80;
            } else if (b >= 0xe0 && b <= 0xef) {
                length = 3;
                min = 0x800;
            } else if (b >= 0xf0 && b <= 0xf4) {
                length = 4;
                min = 0x10000;
            } else {
                return false;
            }
            if (i + length > to) {
                if (!cutEndAllowed) {
                    return false;
                }
                for (int j = i + 1; j < to; j++) {
                    if ((bytes[j] & 0xc0) != 0x80) {
                        return false;
                    }
                }
                return true;
            }
            int codePoint = b & (0x7f >> length);
            for (int j = 1; j < length; j++) {
                int next = bytes[i + j] & 0xff;
                if ((next & 0xc0) != 0x80) {
                    return false;
                }
                codePoint = codePoint << 6 | next & 0x3f;
            }
            if (codePoint < min || codePoint > 0x10ffff || codePoint >= 0xd800 && codePoint <= 0xdfff) {
                return false;
            }
            i += length;
        }
        return true;
    }

    /** Characters from {@code from} to {@code to}: UTF-8 continuation bytes do not count in a UTF-8 file. */
    static int characters(byte[] bytes, int from, int to, boolean utf8) {
        if (!utf8) {
            return to - from;
        }
        int count = 0;
        for (int i = from; i < to; i++) {
            if ((bytes[i] & 0xc0) != 0x80) {
                count++;
            }
        }
        return count;
    }
}
