package rookery.database.importer;

import rookery.chess.Fen;
import rookery.chess.Move;
import rookery.chess.Setup;
import rookery.database.GameHeader;
import rookery.database.GameRecord;
import rookery.database.collections.LongHash;
import rookery.database.replay.GameAnalysis;
import rookery.pgn.PgnGame;

/**
 * A game on its way into the database: id and fingerprint are given in file order; header and
 * analysis (or the reason it cannot be taken) by a worker thread.
 */
public final class ImportedGame {

    private static final Setup STANDARD = Setup.standard();
    private static final String STANDARD_FEN = Fen.format(STANDARD);

    public final long id;
    /** Without its tags once the header is made. */
    GameRecord record;
    public final long fingerprint;
    /**
     * Where the game comes from, for the reject file, while the game may still prove unacceptable:
     * the PGN reader has checked every move but null moves, which the database refuses, so only a
     * game with one keeps it (a game's text and tags were most of a batch's memory).
     */
    PgnGame origin;
    public GameHeader header;
    public GameAnalysis analysis;
    RejectedGameException rejection;
    /** For a game kept with its moves before an illegal one: its PGN with the error in a comment, kept beside the database. */
    String partialPgn;

    public ImportedGame(long id, GameRecord record, long fingerprint, PgnGame origin) {
        this.id = id;
        this.record = record;
        this.fingerprint = fingerprint;
        this.origin = hasNullMove(record) ? origin : null;
    }

    private static boolean hasNullMove(GameRecord record) {
        for (int ply = 0; ply < record.plies(); ply++) {
            if (record.move(ply) == Move.NONE) {
                return true;
            }
        }
        return false;
    }

    /**
     * Identifies duplicates: the same players, date, result and moves (from the same start)
     * make the same fingerprint.
     */
    public static long fingerprint(GameRecord record) {
        long hash = LongHash.combine(0x5EED, record.tag("White"));
        hash = LongHash.combine(hash, record.tag("Black"));
        hash = LongHash.combine(hash, record.tag("Date"));
        hash = LongHash.combine(hash, record.result().ordinal());
        hash = LongHash.combine(hash, record.start().equals(STANDARD) ? STANDARD_FEN : Fen.format(record.start()));
        hash = LongHash.combine(hash, record.plies());
        for (int ply = 0; ply < record.plies(); ply++) {
            hash = LongHash.combine(hash, record.move(ply));
        }
        return hash;
    }
}
