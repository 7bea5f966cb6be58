package rookery.pgn;

/**
 * Tokenises one game's bytes. {@link #next()} advances; the token is {@link #type()} with its
 * bytes from {@link #start()} to {@link #end()} (for strings and comments: the contents, without
 * quotes or braces). Escape lines ({@code %} in the first column) are skipped.
 */
final class PgnLexer {

    static final int END = 0;
    /** Letters, digits and {@code _+#=:/-}: a move, a tag name, a result, a move number without its dot. */
    static final int SYMBOL = 1;
    /** Digits followed by one or more dots. */
    static final int MOVE_NUMBER = 2;
    static final int PERIOD = 3;
    static final int STRING = 4;
    static final int BRACE_COMMENT = 5;
    static final int LINE_COMMENT = 6;
    static final int TAG_OPEN = 7;
    static final int TAG_CLOSE = 8;
    static final int VARIATION_OPEN = 9;
    static final int VARIATION_CLOSE = 10;
    static final int STAR = 11;
    /** {@code $} and digits. */
    static final int NAG = 12;
    /** A run of {@code !} and {@code ?}. */
    static final int SUFFIX = 13;
    /** A string without its closing quote on its line. */
    static final int UNTERMINATED_STRING = 14;
    /** A brace comment without its closing brace. */
    static final int UNTERMINATED_COMMENT = 15;
    /** Any other byte. */
    static final int OTHER = 16;

    private static final byte[] CLASS = new byte[256];
    private static final byte WHITE = 1, SYMBOL_CHAR = 2, DIGIT = 3;

    static {
        for (int c = 0; c < 256; c++) {
            if (WhiteSpace.is(c)) {
                CLASS[c] = WHITE;
            } else if (c >= '0' && c <= '9') {
                CLASS[c] = DIGIT;
            } else if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || "_+#=:/-".indexOf(c) >= 0) {
                CLASS[c] = SYMBOL_CHAR;
            }
        }
    }

    private byte[] bytes;
    private int length;
    private int pos;
    private int type;
    private int start;
    private int end;
    /** Where the token begins in the game text (the quote or brace for strings and comments). */
    private int tokenStart;

    void reset(byte[] bytes) {
        this.bytes = bytes;
        this.length = bytes.length;
        this.pos = 0;
    }

    int type() {
        return type;
    }

    int start() {
        return start;
    }

    int end() {
        return end;
    }

    int tokenStart() {
        return tokenStart;
    }

    /** Whether the token's bytes are exactly {@code text}. */
    boolean is(String text) {
        if (end - start != text.length()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (bytes[start + i] != text.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    int next() {
        byte[] b = bytes;
        int i = pos;
        while (true) {
            while (i < length && CLASS[b[i] & 0xff] == WHITE) {
                i++;
            }
            if (i < length && b[i] == '%' && (i == 0 || b[i - 1] == '\n' || b[i - 1] == '\r')) {
                while (i < length && b[i] != '\n' && b[i] != '\r') {
                    i++;
                }
                continue;
            }
            break;
        }
        tokenStart = i;
        start = i;
        if (i >= length) {
            pos = i;
            end = i;
            return type = END;
        }
        int c = b[i] & 0xff;
        byte kind = CLASS[c];
        if (kind == SYMBOL_CHAR || kind == DIGIT) {
            int j = i + 1;
            boolean digits = kind == DIGIT;
            while (j < length && CLASS[b[j] & 0xff] >= SYMBOL_CHAR) {
                digits &= CLASS[b[j] & 0xff] == DIGIT;
                j++;
            }
            end = j;
            if (digits && j < length && b[j] == '.') {
                while (j < length && b[j] == '.') {
                    j++;
                }
                pos = j;
                return type = MOVE_NUMBER;
            }
            pos = j;
            return type = SYMBOL;
        }
        switch (c) {
            case '"' -> {
                return string(i);
            }
            case '{' -> {
                start = i + 1;
                int j = start;
                while (j < length && b[j] != '}') {
                    j++;
                }
                if (j == length) {
                    end = j;
                    pos = j;
                    return type = UNTERMINATED_COMMENT;
                }
                end = j;
                pos = j + 1;
                return type = BRACE_COMMENT;
            }
            case ';' -> {
                start = i + 1;
                int j = start;
                while (j < length && b[j] != '\n' && b[j] != '\r') {
                    j++;
                }
                end = j;
                pos = j;
                return type = LINE_COMMENT;
            }
            case '$' -> {
                int j = i + 1;
                while (j < length && CLASS[b[j] & 0xff] == DIGIT) {
                    j++;
                }
                start = i + 1;
                end = j;
                pos = j;
                return type = NAG;
            }
            case '!', '?' -> {
                int j = i + 1;
                while (j < length && (b[j] == '!' || b[j] == '?')) {
                    j++;
                }
                end = j;
                pos = j;
                return type = SUFFIX;
            }
            default -> {
                end = i + 1;
                pos = i + 1;
                return type = switch (c) {
                    case '.' -> PERIOD;
                    case '[' -> TAG_OPEN;
                    case ']' -> TAG_CLOSE;
                    case '(' -> VARIATION_OPEN;
                    case ')' -> VARIATION_CLOSE;
                    case '*' -> STAR;
                    default -> OTHER;
                };
            }
        }
    }

    /** A quoted string; backslash escapes a quote or a backslash; the closing quote must be on the same line. */
    private int string(int quote) {
        byte[] b = bytes;
        int j = quote + 1;
        start = j;
        while (j < length) {
            byte c = b[j];
            if (c == '"') {
                end = j;
                pos = j + 1;
                return type = STRING;
            }
            if (c == '\n' || c == '\r') {
                break;
            }
            j += c == '\\' && j + 1 < length && (b[j + 1] == '"' || b[j + 1] == '\\') ? 2 : 1;
        }
        end = j;
        pos = j;
        return type = UNTERMINATED_STRING;
    }
}
