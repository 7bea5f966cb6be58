package rookery.database.replay;

import java.util.Arrays;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.DatabaseSettings;
import rookery.database.GameRecord;
import rookery.database.PawnStructure;
import rookery.database.StructureFamily;
import rookery.database.TheoryTables;
import rookery.database.collections.LongHashSet;
import rookery.database.encoding.Material;
import rookery.database.encoding.MaterialHistory;
import rookery.database.encoding.MaterialSignature;
import rookery.database.encoding.MoveCode;
import rookery.database.importer.RejectedGameException;

/** Replays games into {@link GameAnalysis}es; one instance per thread (it reuses its buffers). */
public final class GameReplay {

    private static final Setup STANDARD = Setup.standard();

    private final int maxPly;
    private final int[] buffer = new int[Position.MAX_MOVES];
    private final LongHashSet seen = new LongHashSet(512);
    /** A game's entries as they are found, copied to their exact length at its end. */
    private long[] keys = new long[256];
    private byte[] marks = new byte[256];
    private short[] entryPlies = new short[256];
    private short[] codes = new short[256];
    /** Games from the standard start are replayed on this position and taken back, which saves setting one up each time. */
    private final Position standardStart = Position.startpos();
    /** The game's distinct pawn structures, in order: a structure never comes back once left, as pawns do not move back. */
    private long[] pawnKeys = new long[64];
    private final MaterialHistory materials = new MaterialHistory();

    private final TheoryTables tables;
    private final int theoryPieces;

    /** Pawn structures are kept up to this ply; {@link Integer#MAX_VALUE} for the whole game. */
    private final int lastStructurePly;

    public GameReplay(int maxPly, TheoryTables tables) {
        this(maxPly, 0, tables);
    }

    /**
     * @param structurePlies {@link DatabaseSettings#structurePlies()}
     * @param tables the endgame tables to find each game's {@link Theory} in; null for none
     */
    public GameReplay(int maxPly, int structurePlies, TheoryTables tables) {
        this.maxPly = maxPly;
        this.lastStructurePly = structurePlies == 0 ? Integer.MAX_VALUE : structurePlies;
        this.tables = tables;
        this.theoryPieces = tables == null ? 0 : Theory.maxPieces(tables);
    }

    /**
     * @throws RejectedGameException naming the ply of a null or illegal move
     */
    public GameAnalysis analyze(GameRecord game) {
        if (game.variant() != Variant.STANDARD || !game.start().equals(STANDARD)) {
            return analyze(game, Position.fromSetup(game.start(), game.variant(), true));
        }
        try {
            return analyze(game, standardStart);
        } finally {
            while (standardStart.ply() > 0) {
                standardStart.undo();
            }
        }
    }

    private GameAnalysis analyze(GameRecord game, Position position) {
        int plies = game.plies();
        if (keys.length <= plies) {
            keys = new long[plies + 1];
            marks = new byte[plies + 1];
            entryPlies = new short[plies + 1];
            codes = new short[plies + 1];
        }
        byte[] ranks = new byte[plies];
        int[] signatures = new int[4];
        int signatureCount = 0;
        int entries = 0;
        int openingEntries = 0;
        seen.clear();
        int pawnKeyCount = 0;
        int families = 0;
        long whitePawns = -1;
        long blackPawns = -1;
        int pieces = -1;
        int pawnsOfMaterial = -1;
        Theory theory = null;
        for (int ply = 0;; ply++) {
            long white = position.pieces(Color.WHITE, Role.PAWN);
            long black = position.pieces(Color.BLACK, Role.PAWN);
            if ((white != whitePawns || black != blackPawns) && ply <= lastStructurePly) {
                whitePawns = white;
                blackPawns = black;
                if (pawnKeyCount == pawnKeys.length) {
                    pawnKeys = Arrays.copyOf(pawnKeys, pawnKeyCount * 2);
                }
                pawnKeys[pawnKeyCount++] = PawnStructure.key(white, black);
                families |= StructureFamily.of(white, black);
            }
            int pieceCount = Long.bitCount(position.occupied());
            int pawnCount = Long.bitCount(white | black);
            if (pieceCount != pieces || pawnCount != pawnsOfMaterial) {
                // only a capture or a promotion changes the material: the first changes the count of pieces, the second of pawns
                pieces = pieceCount;
                pawnsOfMaterial = pawnCount;
                long material = Material.code(position);
                if (ply == 0) {
                    materials.start(material);
                } else {
                    materials.position(material, ply);
                }
            }
            if (theory == null && pieceCount <= theoryPieces) {
                theory = Theory.of(tables, position, ply);
            }
            if (pieceCount <= MaterialSignature.MAX_PIECES) {
                int signature = MaterialSignature.of(position);
                if (!contains(signatures, signatureCount, signature)) {
                    if (signatureCount == signatures.length) {
                        signatures = Arrays.copyOf(signatures, signatureCount * 2);
                    }
                    signatures[signatureCount++] = signature;
                }
            }
            long key = position.key();
            boolean first = seen.add(key);
            if (ply == plies) {
                if (first) {
                    keys[entries] = key;
                    if (ply < maxPly) {
                        marks[entries] = (byte) GameAnalysis.ENDED;
                        entryPlies[openingEntries] = (short) ply;
                        codes[openingEntries++] = MoveCode.NONE;
                    } else {
                        marks[entries] = (byte) GameAnalysis.DEEP;
                    }
                    entries++;
                }
                break;
            }
            int move = game.move(ply);
            int rank = move == Move.NONE ? -1 : MoveCode.rank(position, move, buffer);
            if (rank < 0) {
                throw move == Move.NONE
                        ? new RejectedGameException("null_move", "null move at ply " + (ply + 1))
                        : new RejectedGameException("illegal_move", "illegal move " + position.uci(move) + " at ply " + (ply + 1));
            }
            ranks[ply] = (byte) rank;
            if (first) {
                keys[entries] = key;
                if (ply < maxPly) {
                    marks[entries] = (byte) rank;
                    entryPlies[openingEntries] = (short) ply;
                    codes[openingEntries++] = (short) MoveCode.of(move);
                } else {
                    marks[entries] = (byte) GameAnalysis.DEEP;
                }
                entries++;
            }
            position.play(move);
        }
        return new GameAnalysis(Arrays.copyOf(keys, entries), Arrays.copyOf(marks, entries), Arrays.copyOf(entryPlies, openingEntries),
                Arrays.copyOf(codes, openingEntries), ranks, Arrays.copyOf(signatures, signatureCount), Arrays.copyOf(pawnKeys, pawnKeyCount),
                families, materials.finish(plies), theory);
    }

    private static boolean contains(int[] values, int count, int value) {
        for (int i = 0; i < count; i++) {
            if (values[i] == value) {
                return true;
            }
        }
        return false;
    }
}
