package rookery.pgn;

/**
 * The bytes that separate tokens and games: space, tab, line ends and every other ASCII control
 * byte. Collections concatenated from several files carry NUL padding or a DOS end-of-file byte
 * between their games, which must neither start a game nor cut one.
 */
final class WhiteSpace {

    private WhiteSpace() {
    }

    /** Whether the byte (0..255) is white space to the reader. */
    static boolean is(int b) {
        return b <= ' ' || b == 0x7f;
    }

    /** A control byte other than tab and the line ends: it does not move a line's first column. */
    static boolean isControl(int b) {
        return is(b) && b != ' ' && b != '\t' && b != '\n' && b != '\r';
    }
}
