package rookery.tablebase.syzygy;

import rookery.chess.Position;

/**
 * The pieces of each side as a 30-bit key: 3 bits of count per color (white, black) and role
 * (pawn, knight, bishop, rook, queen; one king each is implied). Named as Syzygy names its
 * tables: {@code KQRvKR}, kings first, then queens, rooks, bishops, knights, pawns.
 */
record Material(int key) {

    private static final String LETTERS = "PNBRQ";
    private static final String NAME_ORDER = "KQRBNP";

    static Material of(Position position) {
        int key = 0;
        for (int color = 0; color < 2; color++) {
            for (int role = 0; role < 5; role++) {
                key |= Long.bitCount(position.pieces(color, role)) << shift(color, role);
            }
        }
        return new Material(key);
    }

    /** A name such as {@code KRPvKR}, pieces of each side in any order. */
    static Material parse(String name) {
        int separator = name.indexOf('v');
        if (separator < 0 || name.indexOf('v', separator + 1) >= 0) {
            throw new IllegalArgumentException(name + ": not a table name such as KRvK");
        }
        return new Material(side(name, 0, separator, 0) | side(name, separator + 1, name.length(), 1));
    }

    private static int side(String name, int from, int to, int color) {
        int key = 0;
        int kings = 0;
        for (int i = from; i < to; i++) {
            char letter = name.charAt(i);
            if (letter == 'K') {
                kings++;
                continue;
            }
            int role = LETTERS.indexOf(letter);
            if (role < 0) {
                throw new IllegalArgumentException(name + ": '" + letter + "' is not a piece letter (K Q R B N P)");
            }
            key += 1 << shift(color, role);
        }
        if (kings != 1) {
            throw new IllegalArgumentException(name + ": each side needs one king");
        }
        return key;
    }

    private static int shift(int color, int role) {
        return 3 * (5 * color + role);
    }

    int count(int color, int role) {
        return (key >>> shift(color, role)) & 7;
    }

    int pieceCount() {
        int count = 2;
        for (int color = 0; color < 2; color++) {
            for (int role = 0; role < 5; role++) {
                count += count(color, role);
            }
        }
        return count;
    }

    Material mirrored() {
        return new Material((key >>> 15) | ((key & 0x7FFF) << 15));
    }

    boolean isSymmetric() {
        return mirrored().key == key;
    }

    boolean hasPawns() {
        return count(0, 0) + count(1, 0) > 0;
    }

    /** Whether some color has exactly one piece of some role other than king. */
    boolean hasUniquePieces() {
        for (int color = 0; color < 2; color++) {
            for (int role = 0; role < 5; role++) {
                if (count(color, role) == 1) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The name in this color orientation. */
    String name() {
        return sideName(0) + "v" + sideName(1);
    }

    /** The name of the table file holding this material: the side with more pieces, or stronger ones, first. */
    String tableName() {
        String white = sideName(0), black = sideName(1);
        boolean swap = white.length() != black.length() ? white.length() < black.length() : strength(black).compareTo(strength(white)) < 0;
        return swap ? black + "v" + white : white + "v" + black;
    }

    private String sideName(int color) {
        StringBuilder name = new StringBuilder("K");
        for (int letter = 1; letter < NAME_ORDER.length(); letter++) {
            int role = LETTERS.indexOf(NAME_ORDER.charAt(letter));
            name.repeat(NAME_ORDER.charAt(letter), count(color, role));
        }
        return name.toString();
    }

    /** The side's letters as their ranks in K Q R B N P, so that string order is Syzygy's order of strength. */
    private static String strength(String side) {
        StringBuilder ranks = new StringBuilder();
        for (char letter : side.toCharArray()) {
            ranks.append((char) ('0' + NAME_ORDER.indexOf(letter)));
        }
        return ranks.toString();
    }
}
