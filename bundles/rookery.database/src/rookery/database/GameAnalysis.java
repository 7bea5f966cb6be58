package rookery.database;

/**
 * What replaying one game yields for the database. Every distinct position the game reaches is
 * listed once, at its first occurrence, in ply order: {@code keys[i]} reached at
 * {@code plies[i]}, with {@code marks[i]} the rank of the move played there ({@link MoveCode}),
 * {@link #ENDED} if the game ended there, or {@link #DEEP} at or beyond the ply limit. The leading
 * entries within the ply limit have their move codes in {@code codes} ({@link MoveCode#NONE} for
 * ended). {@code ranks} encodes the whole main line, one byte a ply; {@code signatures} are the
 * material signatures of at most seven pieces in the order the game first entered them.
 */
record GameAnalysis(long[] keys, byte[] marks, int[] plies, int[] codes, byte[] ranks, int[] signatures) {

    static final int ENDED = 0xFF;
    static final int DEEP = 0xFE;

    /** How many leading entries are within the ply limit: the length of {@code codes}. */
    int openingEntries() {
        return codes.length;
    }

    int mark(int entry) {
        return marks[entry] & 0xFF;
    }
}
