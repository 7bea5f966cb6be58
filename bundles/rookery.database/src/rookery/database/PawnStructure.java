package rookery.database;

import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Setup;
import rookery.chess.Square;
import rookery.database.index.GameIndex;
import rookery.database.index.PositionPoints;

/** Both sides' pawns, other pieces and the side to move aside: what a pawn-structure search asks for. */
public record PawnStructure(long white, long black) {

    public static PawnStructure of(Position position) {
        return new PawnStructure(position.pieces(Color.WHITE, Role.PAWN), position.pieces(Color.BLACK, Role.PAWN));
    }

    /**
     * The pawns of a FEN's piece placement (other pieces are ignored, and a placement of pawns alone will do).
     *
     * @throws IllegalArgumentException naming what does not parse
     */
    public static PawnStructure fromFen(String fen) {
        String placement = fen.strip();
        Setup setup;
        try {
            setup = Fen.parse(placement.indexOf(' ') < 0 ? placement + " w - - 0 1" : placement);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("pawn structure '" + fen + "': " + e.getMessage(), e);
        }
        return new PawnStructure(setup.pieces(Color.WHITE, Role.PAWN), setup.pieces(Color.BLACK, Role.PAWN));
    }

    /** The structure as a FEN piece placement of pawns alone. */
    public String placement() {
        Piece[] board = new Piece[64];
        for (long pawns = white; pawns != 0; pawns &= pawns - 1) {
            board[Long.numberOfTrailingZeros(pawns)] = Piece.WHITE_PAWN;
        }
        for (long pawns = black; pawns != 0; pawns &= pawns - 1) {
            board[Long.numberOfTrailingZeros(pawns)] = Piece.BLACK_PAWN;
        }
        String fen = Fen.format(new Setup(board, Color.WHITE, 0, Square.NONE, 0, 1));
        return fen.substring(0, fen.indexOf(' '));
    }

    public boolean matches(Position position) {
        return position.pieces(Color.WHITE, Role.PAWN) == white && position.pieces(Color.BLACK, Role.PAWN) == black;
    }

    /**
     * The structure's 64-bit key, of which the index keeps the first {@link PositionPoints#PAWN_KEY_BYTES}
     * bytes ({@link GameIndex#PAWNS}): as for positions, a false match needs two of the database's
     * structures to agree on 48 bits (with ten million distinct structures, a chance of 4e-8 per search).
     */
    public long key() {
        return key(white, black);
    }

    public static long key(long white, long black) {
        return mix(white * 0x9E3779B97F4A7C15L ^ Long.rotateLeft(mix(black), 31));
    }

    /** The finaliser of SplitMix64: every input bit reaches every output bit. */
    private static long mix(long value) {
        long z = value;
        z = (z ^ z >>> 30) * 0xBF58476D1CE4E5B9L;
        z = (z ^ z >>> 27) * 0x94D049BB133111EBL;
        return z ^ z >>> 31;
    }
}
