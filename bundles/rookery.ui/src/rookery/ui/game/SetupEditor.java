package rookery.ui.game;

import rookery.chess.Chess960;
import rookery.chess.Color;
import rookery.chess.Fen;
import rookery.chess.Piece;
import rookery.chess.RandomChess;
import rookery.chess.Role;
import rookery.chess.Setup;
import rookery.chess.Square;
import rookery.chess.Variant;

/**
 * The position being set up: pieces placed square by square, side to move, castling rights
 * by side and wing (the outermost rook on that wing of the king's back rank), the en passant
 * square, and the variant (standard, Chess960 or random chess).
 */
public final class SetupEditor {
    private Piece[] board = new Piece[64];
    private Color turn = Color.WHITE;
    private final boolean[] castling = new boolean[4];
    private int epSquare = Square.NONE;
    private Variant variant = Variant.STANDARD;

    public SetupEditor() {
        load(Setup.standard(), Variant.STANDARD);
    }

    /** Castling right indexes: white king side, white queen side, black king side, black queen side. */
    public static final int WHITE_KING_SIDE = 0;
    public static final int WHITE_QUEEN_SIDE = 1;
    public static final int BLACK_KING_SIDE = 2;
    public static final int BLACK_QUEEN_SIDE = 3;

    public void load(Setup setup, Variant newVariant) {
        board = setup.board();
        turn = setup.turn();
        epSquare = setup.epSquare();
        variant = newVariant;
        long rooks = setup.castlingRooks();
        for (int right = 0; right < 4; right++) {
            int rook = castlingRook(right);
            castling[right] = rook != Square.NONE && (rooks & (1L << rook)) != 0;
        }
    }

    public Piece[] board() {
        return board.clone();
    }

    public Piece pieceAt(int square) {
        return board[square];
    }

    /** Puts {@code piece} on the square (null empties it); a second click with the same piece empties it. */
    public void place(int square, Piece piece) {
        board[square] = board[square] == piece ? null : piece;
        variantAfterEdit();
    }

    public void clear() {
        board = new Piece[64];
        java.util.Arrays.fill(castling, false);
        epSquare = Square.NONE;
        variant = Variant.STANDARD;
    }

    public void chess960(int number) {
        load(Chess960.setup(number), number == Chess960.STANDARD_NUMBER ? Variant.STANDARD : Variant.CHESS960);
    }

    public void randomChess(java.util.random.RandomGenerator random) {
        load(RandomChess.random(random).toSetup(), Variant.RANDOM);
    }

    public Color turn() {
        return turn;
    }

    public void setTurn(Color side) {
        turn = side;
    }

    public boolean castling(int right) {
        return castling[right];
    }

    public void setCastling(int right, boolean allowed) {
        castling[right] = allowed;
        variantAfterEdit();
    }

    public int epSquare() {
        return epSquare;
    }

    public void setEpSquare(int square) {
        epSquare = square;
    }

    public Variant variant() {
        return variant;
    }

    public Setup setup() {
        long rooks = 0;
        for (int right = 0; right < 4; right++) {
            int rook = castlingRook(right);
            if (castling[right] && rook != Square.NONE) {
                rooks |= 1L << rook;
            }
        }
        return new Setup(board.clone(), turn, rooks, epSquare, 0, 1);
    }

    public String fen() {
        return Fen.format(setup());
    }

    /** The outermost rook on the wing of {@code right}, on the king's back rank, or none. */
    private int castlingRook(int right) {
        Color color = right < 2 ? Color.WHITE : Color.BLACK;
        boolean kingSide = right % 2 == 0;
        int rank = color == Color.WHITE ? 0 : 7;
        int king = Square.NONE;
        for (int file = 0; file < 8; file++) {
            if (board[Square.of(file, rank)] == Piece.of(color, Role.KING)) {
                king = file;
            }
        }
        if (king < 0) {
            return Square.NONE;
        }
        Piece rook = Piece.of(color, Role.ROOK);
        if (kingSide) {
            for (int file = 7; file > king; file--) {
                if (board[Square.of(file, rank)] == rook) {
                    return Square.of(file, rank);
                }
            }
        } else {
            for (int file = 0; file < king; file++) {
                if (board[Square.of(file, rank)] == rook) {
                    return Square.of(file, rank);
                }
            }
        }
        return Square.NONE;
    }

    /** Castling from other than the standard king and rook squares makes the game Chess960. */
    private void variantAfterEdit() {
        if (variant == Variant.RANDOM) {
            return;
        }
        boolean standardCastling = true;
        for (int right = 0; right < 4; right++) {
            if (!castling[right]) {
                continue;
            }
            int rank = right < 2 ? 0 : 7;
            Color color = right < 2 ? Color.WHITE : Color.BLACK;
            int expectedRook = Square.of(right % 2 == 0 ? 7 : 0, rank);
            standardCastling &= board[Square.of(4, rank)] == Piece.of(color, Role.KING) && castlingRook(right) == expectedRook;
        }
        variant = standardCastling ? Variant.STANDARD : Variant.CHESS960;
    }
}
