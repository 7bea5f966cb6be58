package rookery.chess;

import java.util.Arrays;

/**
 * A raw, not necessarily legal, chess position: piece placement, side to move, castling rights
 * as the squares of the rooks that may still castle, en passant square and clocks. Immutable.
 * {@link Position#fromSetup(Setup, Variant)} validates it.
 */
public final class Setup {

    private final Piece[] board;
    private final Color turn;
    private final long castlingRooks;
    private final int epSquare;
    private final int halfmoveClock;
    private final int fullmoveNumber;

    /**
     * @param board 64 entries indexed by square, null for empty squares
     * @param castlingRooks bitboard of the rooks that still have castling rights
     * @param epSquare the en passant target square or {@link Square#NONE}
     */
    public Setup(Piece[] board, Color turn, long castlingRooks, int epSquare, int halfmoveClock, int fullmoveNumber) {
        if (board.length != 64) {
            throw new IllegalArgumentException("board must have 64 squares, not " + board.length);
        }
        if (epSquare != Square.NONE && !Square.isValid(epSquare)) {
            throw new IllegalArgumentException("en passant square out of range: " + epSquare);
        }
        if (halfmoveClock < 0 || fullmoveNumber < 1) {
            throw new IllegalArgumentException("halfmove clock must be >= 0 and fullmove number >= 1");
        }
        this.board = board.clone();
        this.turn = turn;
        this.castlingRooks = castlingRooks;
        this.epSquare = epSquare;
        this.halfmoveClock = halfmoveClock;
        this.fullmoveNumber = fullmoveNumber;
    }

    /** The standard starting position. */
    public static Setup standard() {
        return Chess960.setup(Chess960.STANDARD_NUMBER);
    }

    public Piece pieceAt(int square) {
        return board[square];
    }

    /** A copy of the placement, indexed by square. */
    public Piece[] board() {
        return board.clone();
    }

    public long pieces(Color color, Role role) {
        Piece piece = Piece.of(color, role);
        long pieces = 0;
        for (int square = 0; square < 64; square++) {
            if (board[square] == piece) {
                pieces |= Bitboard.of(square);
            }
        }
        return pieces;
    }

    public Color turn() {
        return turn;
    }

    public long castlingRooks() {
        return castlingRooks;
    }

    public int epSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public Setup withTurn(Color turn) {
        return new Setup(board, turn, castlingRooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    public Setup withCastlingRooks(long castlingRooks) {
        return new Setup(board, turn, castlingRooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    public Setup withEpSquare(int epSquare) {
        return new Setup(board, turn, castlingRooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    public Setup withClocks(int halfmoveClock, int fullmoveNumber) {
        return new Setup(board, turn, castlingRooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Setup s && Arrays.equals(board, s.board) && turn == s.turn && castlingRooks == s.castlingRooks
                && epSquare == s.epSquare && halfmoveClock == s.halfmoveClock && fullmoveNumber == s.fullmoveNumber;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(board) * 31 + Long.hashCode(castlingRooks) * 17 + turn.hashCode() + epSquare;
    }

    /** The Shredder-FEN, which is unambiguous for any castling rights. */
    @Override
    public String toString() {
        return Fen.format(this, true);
    }
}
