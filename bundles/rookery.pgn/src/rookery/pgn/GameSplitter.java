package rookery.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Cuts a PGN byte stream into games without parsing them, in memory bounded by the largest
 * game. A game ends where the next one starts: at a line starting with '[' once the game has
 * movetext, at anything but a comment after a termination marker outside variations, or, inside
 * a brace comment left open, at a line that starts like a tag pair ({@code [Name "}), so that an
 * unterminated comment costs one game only. Comments, tag strings, escape lines and variations
 * are tracked so that their contents never cut a game. Control bytes ({@link WhiteSpace}) are
 * white space, and a tag line keeps its first column behind them.
 */
final class GameSplitter {

    /** A "game" larger than this (a file with no game boundary) is cut short and rejected. */
    static final int MAX_GAME_BYTES = 16 << 20;
    /** How much of an oversized game is kept for the reject file. */
    static final int OVERSIZED_HEAD_BYTES = 64 << 10;

    private static final int BETWEEN = 0, TAGS = 1, MOVES = 2, AFTER_RESULT = 3;
    private static final int NORMAL = 0, SYMBOL = 1, TAG = 2, TAG_STRING = 3, TAG_STRING_ESCAPE = 4, BRACE = 5,
            LINE_COMMENT = 6, ESCAPE_LINE = 7;
    private static final int NO_CANDIDATE = 0, CANDIDATE_NAME_START = 1, CANDIDATE_NAME = 2, CANDIDATE_SPACE = 3;
    private static final boolean[] SYMBOL_CHARS = new boolean[256];

    static {
        for (int c = 0; c < 256; c++) {
            SYMBOL_CHARS[c] = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "_+#=:/-".indexOf(c) >= 0;
        }
    }

    private final InputStream in;
    private byte[] buffer;
    private int limit;
    private int pos;
    private boolean endOfStream;
    private boolean started;
    private boolean utf8 = true;

    private long line = 1;
    private boolean atLineStart = true;
    /** Bytes dropped from the front of the buffer so far: buffer index + discarded = stream offset. */
    private long discarded;
    private long lineStartOffset;
    /** A read failure after some bytes arrived: those are scanned first, then it is thrown. */
    private IOException pendingFailure;
    private int previous;
    private long gamesCut;

    private int section = BETWEEN;
    private int state = NORMAL;
    private int depth;
    private boolean inGame;
    private int gameStart;
    private long gameLine;
    private int contentEnd;
    private final byte[] symbol = new byte[8];
    private int symbolLength;

    private int candidateStage = NO_CANDIDATE;
    private int candidate;
    private long candidateLine;
    private int candidateContentEnd;

    private byte[] oversizedHead;

    GameSplitter(InputStream in) {
        this(in, 1 << 20);
    }

    /** With a first buffer of {@code bufferSize} bytes (at least 4, for the BOM), which grows for larger games. */
    GameSplitter(InputStream in, int bufferSize) {
        this.in = in;
        this.buffer = new byte[Math.max(4, bufferSize)];
    }

    /** Whether the stream is taken as UTF-8 (a BOM or valid UTF-8 at its start) rather than Latin-1. */
    boolean utf8() {
        return utf8;
    }

    /** The 1-based line where the text read so far ends. */
    long line() {
        return line;
    }

    /**
     * The 1-based column (in characters) just past the text read so far: where a failed read stopped
     * the text. Bytes of the line that were already dropped from the buffer (only blank space or junk
     * between games) count one each.
     */
    int column() {
        long droppedOfLine = Math.max(0, discarded - lineStartOffset);
        int from = (int) Math.max(0, lineStartOffset - discarded);
        return (int) Math.min(Integer.MAX_VALUE, droppedOfLine + Text.characters(buffer, from, limit, utf8) + 1);
    }

    /** The number of the game being read (or the next one, between games). */
    long currentGame() {
        return gamesCut + 1;
    }

    /**
     * The next game, or null at the end of the stream. When reading the stream fails, the games
     * complete before the failure are returned first, then the failure is thrown.
     */
    RawGame next() throws IOException {
        while (true) {
            if (pos == limit && !fill()) {
                return inGame ? cut(contentEnd, -1, 0) : null;
            }
            RawGame game = scan();
            if (game != null) {
                return game;
            }
        }
    }

    private RawGame scan() {
        byte[] bytes = buffer;
        while (pos < limit) {
            // Runs of symbol characters and of tag string text neither end a line nor a game: taken whole.
            if (state == SYMBOL) {
                symbolRun(bytes);
                if (pos == limit) {
                    break;
                }
            } else if (state == TAG_STRING) {
                tagStringRun(bytes);
                if (pos == limit) {
                    break;
                }
            }
            int b = bytes[pos] & 0xff;
            boolean lineStart = atLineStart;
            boolean newline = b == '\n' || b == '\r';
            if (newline) {
                if (b == '\r' || previous != '\r') {
                    line++;
                }
                lineStartOffset = discarded + pos + 1;
                atLineStart = true;
            } else if (!WhiteSpace.isControl(b)) {
                atLineStart = false;
            }
            previous = b;
            if (state == SYMBOL) {
                if (SYMBOL_CHARS[b]) {
                    if (symbolLength < symbol.length) {
                        symbol[symbolLength] = (byte) b;
                    }
                    symbolLength++;
                    contentEnd = ++pos;
                    continue;
                }
                endSymbol();
                state = NORMAL;
            }
            switch (state) {
                case NORMAL -> {
                    if (WhiteSpace.is(b)) {
                        break;
                    }
                    boolean comment = b == '{' || b == ';' || b == '%' && lineStart;
                    if (section == AFTER_RESULT && !comment || section == MOVES && b == '[' && lineStart) {
                        RawGame game = cut(contentEnd, pos, line);
                        normal(b, lineStart);
                        pos++;
                        return game;
                    }
                    if (!inGame) {
                        inGame = true;
                        gameStart = pos;
                        gameLine = line;
                        section = TAGS;
                    }
                    normal(b, lineStart);
                }
                case TAG -> {
                    if (b == '"') {
                        state = TAG_STRING;
                    } else if (b == ']' || newline) {
                        state = NORMAL;
                    }
                }
                case TAG_STRING -> state = b == '\\' ? TAG_STRING_ESCAPE : b == '"' ? TAG : newline ? NORMAL : TAG_STRING;
                case TAG_STRING_ESCAPE -> state = newline ? NORMAL : TAG_STRING;
                case LINE_COMMENT, ESCAPE_LINE -> {
                    if (newline) {
                        state = NORMAL;
                    }
                }
                case BRACE -> {
                    RawGame game = brace(b, lineStart);
                    if (game != null) {
                        pos++;
                        return game;
                    }
                }
                default -> throw new IllegalStateException("splitter state " + state);
            }
            if (!WhiteSpace.is(b) && state != ESCAPE_LINE) {
                contentEnd = pos + 1;
            }
            pos++;
        }
        return null;
    }

    private void symbolRun(byte[] bytes) {
        int end = pos;
        while (end < limit && SYMBOL_CHARS[bytes[end] & 0xff]) {
            end++;
        }
        if (end == pos) {
            return;
        }
        if (symbolLength < symbol.length) {
            System.arraycopy(bytes, pos, symbol, symbolLength, Math.min(end - pos, symbol.length - symbolLength));
        }
        symbolLength += end - pos;
        previous = bytes[end - 1] & 0xff;
        atLineStart = false;
        pos = end;
        contentEnd = end;
    }

    private void tagStringRun(byte[] bytes) {
        int end = pos;
        int lastContent = -1;
        while (end < limit) {
            int c = bytes[end] & 0xff;
            if (c == '"' || c == '\\' || c == '\n' || c == '\r') {
                break;
            }
            if (c != ' ' && c != '\t') {
                lastContent = end;
            }
            end++;
        }
        if (end == pos) {
            return;
        }
        if (lastContent >= 0) {
            contentEnd = lastContent + 1;
        }
        previous = bytes[end - 1] & 0xff;
        atLineStart = false;
        pos = end;
    }

    /** A significant byte outside comments and strings, after any game cut. */
    private void normal(int b, boolean lineStart) {
        contentEnd = pos + 1;
        if (b == '[') {
            state = TAG;
            return;
        }
        if (b == '{') {
            state = BRACE;
            return;
        }
        if (b == ';') {
            state = LINE_COMMENT;
            return;
        }
        if (b == '%' && lineStart) {
            state = ESCAPE_LINE;
            return;
        }
        section = MOVES;
        if (b == '(') {
            depth++;
        } else if (b == ')') {
            depth = Math.max(0, depth - 1);
        } else if (b == '*') {
            if (depth == 0) {
                section = AFTER_RESULT;
            }
        } else if (SYMBOL_CHARS[b]) {
            state = SYMBOL;
            symbol[0] = (byte) b;
            symbolLength = 1;
        }
    }

    private void endSymbol() {
        boolean maybeResult = (symbolLength == 3 || symbolLength == 7) && (symbol[0] == '0' || symbol[0] == '1');
        if (maybeResult && depth == 0 && (isSymbol("1-0") || isSymbol("0-1") || isSymbol("1/2-1/2"))) {
            section = AFTER_RESULT;
        }
    }

    private boolean isSymbol(String text) {
        if (symbolLength != text.length()) {
            return false;
        }
        for (int i = 0; i < symbolLength; i++) {
            if (symbol[i] != text.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Inside a brace comment: watches for its end and for a tag pair line that betrays it was never closed. */
    private RawGame brace(int b, boolean lineStart) {
        boolean nameChar = b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b == '_';
        switch (candidateStage) {
            case CANDIDATE_NAME_START -> candidateStage = nameChar ? CANDIDATE_NAME : NO_CANDIDATE;
            case CANDIDATE_NAME, CANDIDATE_SPACE -> {
                if (b == '"') {
                    candidateStage = NO_CANDIDATE;
                    RawGame game = cut(candidateContentEnd, candidate, candidateLine);
                    section = TAGS;
                    state = TAG_STRING;
                    contentEnd = pos + 1;
                    return game;
                }
                if (b == ' ' || b == '\t') {
                    candidateStage = CANDIDATE_SPACE;
                } else if (!nameChar || candidateStage == CANDIDATE_SPACE) {
                    candidateStage = NO_CANDIDATE;
                }
            }
            default -> {
                if (b == '[' && lineStart) {
                    candidateStage = CANDIDATE_NAME_START;
                    candidate = pos;
                    candidateLine = line;
                    candidateContentEnd = contentEnd;
                    return null;
                }
            }
        }
        if (b == '}') {
            candidateStage = NO_CANDIDATE;
            state = NORMAL;
        }
        return null;
    }

    /**
     * Ends the current game at {@code end} and starts the next one at {@code nextStart} (-1 for
     * none yet), whose first line is {@code nextLine}.
     */
    private RawGame cut(int end, int nextStart, long nextLine) {
        RawGame game;
        long number = ++gamesCut;
        long offset = discarded + gameStart;
        if (oversizedHead != null) {
            game = new RawGame(oversizedHead, number, gameLine, offset, utf8, true);
            oversizedHead = null;
        } else {
            game = new RawGame(Arrays.copyOfRange(buffer, gameStart, Math.max(gameStart, end)), number, gameLine, offset, utf8, false);
        }
        inGame = nextStart >= 0;
        gameStart = nextStart;
        gameLine = nextLine;
        contentEnd = nextStart;
        section = nextStart < 0 ? BETWEEN : TAGS;
        state = NORMAL;
        depth = 0;
        return game;
    }

    /** Reads more bytes, keeping the current game; false at the end of the stream. */
    private boolean fill() throws IOException {
        if (endOfStream) {
            return false;
        }
        if (pendingFailure != null) {
            throw pendingFailure;
        }
        int keepFrom = inGame && oversizedHead == null ? gameStart : pos;
        if (candidateStage != NO_CANDIDATE) {
            keepFrom = Math.min(keepFrom, candidate);
        }
        if (keepFrom > 0) {
            System.arraycopy(buffer, keepFrom, buffer, 0, limit - keepFrom);
            discarded += keepFrom;
            limit -= keepFrom;
            pos -= keepFrom;
            gameStart -= keepFrom;
            contentEnd -= keepFrom;
            candidate -= keepFrom;
            candidateContentEnd -= keepFrom;
        } else if (limit == buffer.length) {
            if (buffer.length >= MAX_GAME_BYTES) {
                // Only a game without end (or a tag pair of this size in a comment) fills the buffer.
                oversizedHead = Arrays.copyOfRange(buffer, gameStart, gameStart + OVERSIZED_HEAD_BYTES);
                candidateStage = NO_CANDIDATE;
                return fill();
            }
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        int read = 0;
        try {
            while (limit + read < buffer.length) {
                int n = in.read(buffer, limit + read, buffer.length - limit - read);
                if (n < 0) {
                    break;
                }
                read += n;
            }
        } catch (IOException e) {
            if (read == 0) {
                throw e;
            }
            pendingFailure = e;
        }
        if (read == 0) {
            endOfStream = true;
            return false;
        }
        limit += read;
        if (!started) {
            started = true;
            if (limit >= 3 && (buffer[0] & 0xff) == 0xef && (buffer[1] & 0xff) == 0xbb && (buffer[2] & 0xff) == 0xbf) {
                pos = 3;
                lineStartOffset = 3;
            } else {
                utf8 = Text.isValidUtf8(buffer, 0, limit, limit == buffer.length || pendingFailure != null);
            }
        }
        return true;
    }
}
