package rookery.database.replay;

import rookery.database.PawnStructure;
import rookery.database.StructureFamily;
import rookery.database.encoding.MaterialHistory;
import rookery.database.encoding.MoveCode;

/**
 * What replaying one game yields for the database. Every distinct position the game reaches is
 * listed once, at its first occurrence, in ply order: {@code keys[i]}, with {@code marks[i]} the
 * rank of the move played there ({@link MoveCode}), {@link #ENDED} if the game ended there, or
 * {@link #DEEP} at or beyond the ply limit. The leading entries, those within the ply limit, have
 * the ply they are reached at in {@code plies} and their move codes in {@code codes}
 * ({@link MoveCode#NONE} for ended); both are shorts (codes have 15 bits, the ply limit is at most
 * 1,000), since an import holds every analysis of a batch until it commits. {@code ranks} encodes
 * the whole main line, one byte a ply; {@code signatures} are the material signatures of at most
 * seven pieces in the order the game first entered them; {@code pawnKeys} the
 * {@link PawnStructure#key()}s of its distinct pawn structures, {@code families} the
 * {@link StructureFamily}s they formed (a bit per ordinal), {@code materials} its
 * {@link MaterialHistory}; {@code theory} its first position in the endgame tables, or null.
 */
public record GameAnalysis(long[] keys, byte[] marks, short[] plies, short[] codes, byte[] ranks, int[] signatures,
        long[] pawnKeys, int families, byte[] materials, Theory theory) {

    public static final int ENDED = 0xFF;
    static final int DEEP = 0xFE;

    /** How many leading entries are within the ply limit: the length of {@code codes}. */
    public int openingEntries() {
        return codes.length;
    }

    public int mark(int entry) {
        return marks[entry] & 0xFF;
    }
}
