package rookery.chess;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.FenException.Field;

/**
 * Reads and writes FEN, X-FEN and Shredder-FEN. Castling rights are read as KQkq (the outermost
 * rook on that side of the king) or as rook files (A-H for white, a-h for black). Missing trailing
 * fields default to "w - - 0 1".
 */
public final class Fen {

    public static final String STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final Field[] FIELDS = Field.values();

    private Fen() {
    }

    public static Setup parse(String fen) {
        List<int[]> spans = new ArrayList<>();
        int i = 0;
        while (i < fen.length()) {
            if (Character.isWhitespace(fen.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < fen.length() && !Character.isWhitespace(fen.charAt(i))) {
                i++;
            }
            spans.add(new int[] {start, i});
        }
        if (spans.isEmpty()) {
            throw new FenException(Field.BOARD, 1, "empty FEN");
        }
        if (spans.size() > FIELDS.length) {
            throw new FenException(Field.FULLMOVE_NUMBER, spans.get(FIELDS.length)[0] + 1, "unexpected text after the fullmove number");
        }
        Piece[] board = parseBoard(fen, spans.get(0)[0], spans.get(0)[1]);
        Color turn = Color.WHITE;
        if (spans.size() > 1) {
            turn = parseTurn(fen, spans.get(1)[0], spans.get(1)[1]);
        }
        long castlingRooks = 0;
        if (spans.size() > 2) {
            castlingRooks = parseCastling(fen, spans.get(2)[0], spans.get(2)[1], board);
        }
        int epSquare = Square.NONE;
        if (spans.size() > 3) {
            epSquare = parseEpSquare(fen, spans.get(3)[0], spans.get(3)[1]);
        }
        int halfmoveClock = 0;
        if (spans.size() > 4) {
            halfmoveClock = parseNumber(fen, spans.get(4)[0], spans.get(4)[1], Field.HALFMOVE_CLOCK);
        }
        int fullmoveNumber = 1;
        if (spans.size() > 5) {
            fullmoveNumber = Math.max(1, parseNumber(fen, spans.get(5)[0], spans.get(5)[1], Field.FULLMOVE_NUMBER));
        }
        return new Setup(board, turn, castlingRooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    private static Piece[] parseBoard(String fen, int start, int end) {
        Piece[] board = new Piece[64];
        int rank = 7;
        int file = 0;
        for (int i = start; i < end; i++) {
            char c = fen.charAt(i);
            if (c == '/') {
                if (file != 8) {
                    throw new FenException(Field.BOARD, i + 1, "rank " + (rank + 1) + " has " + file + " squares, not 8");
                }
                if (rank == 0) {
                    throw new FenException(Field.BOARD, i + 1, "more than 8 ranks");
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) {
                    throw new FenException(Field.BOARD, i + 1, "rank " + (rank + 1) + " has more than 8 squares");
                }
            } else {
                Piece piece = Piece.fromFenChar(c);
                if (piece == null) {
                    throw new FenException(Field.BOARD, i + 1, "unexpected character '" + c + "'");
                }
                if (file >= 8) {
                    throw new FenException(Field.BOARD, i + 1, "rank " + (rank + 1) + " has more than 8 squares");
                }
                board[Square.of(file, rank)] = piece;
                file++;
            }
        }
        if (rank != 0 || file != 8) {
            throw new FenException(Field.BOARD, end + 1, "the board must have 8 ranks of 8 squares");
        }
        return board;
    }

    private static Color parseTurn(String fen, int start, int end) {
        if (end - start == 1) {
            char c = Character.toLowerCase(fen.charAt(start));
            if (c == 'w') {
                return Color.WHITE;
            }
            if (c == 'b') {
                return Color.BLACK;
            }
        }
        throw new FenException(Field.TURN, start + 1, "expected 'w' or 'b', not '" + fen.substring(start, end) + "'");
    }

    private static long parseCastling(String fen, int start, int end, Piece[] board) {
        if (end - start == 1 && fen.charAt(start) == '-') {
            return 0;
        }
        long rooks = 0;
        for (int i = start; i < end; i++) {
            char c = fen.charAt(i);
            Color color = Character.isUpperCase(c) ? Color.WHITE : Color.BLACK;
            int backRank = color.backRank();
            char lower = Character.toLowerCase(c);
            if (lower >= 'a' && lower <= 'h') {
                rooks |= Bitboard.of(Square.of(lower - 'a', backRank));
            } else if (lower == 'k' || lower == 'q') {
                int kingFile = Square.NONE;
                for (int file = 0; file < 8; file++) {
                    if (board[Square.of(file, backRank)] == Piece.of(color, Role.KING)) {
                        kingFile = file;
                    }
                }
                if (kingFile == Square.NONE) {
                    throw new FenException(Field.CASTLING, i + 1, "'" + c + "' but no " + color.name().toLowerCase() + " king on its back rank");
                }
                int rookSquare = outermostRook(board, color, kingFile, lower == 'q');
                if (rookSquare == Square.NONE) {
                    throw new FenException(Field.CASTLING, i + 1, "'" + c + "' but no rook on that side of the king");
                }
                rooks |= Bitboard.of(rookSquare);
            } else {
                throw new FenException(Field.CASTLING, i + 1, "unexpected character '" + c + "'");
            }
        }
        return rooks;
    }

    private static int outermostRook(Piece[] board, Color color, int kingFile, boolean queenSide) {
        Piece rook = Piece.of(color, Role.ROOK);
        int step = queenSide ? 1 : -1;
        for (int file = queenSide ? 0 : 7; file != kingFile; file += step) {
            int square = Square.of(file, color.backRank());
            if (board[square] == rook) {
                return square;
            }
        }
        return Square.NONE;
    }

    private static int parseEpSquare(String fen, int start, int end) {
        String text = fen.substring(start, end);
        if (text.equals("-")) {
            return Square.NONE;
        }
        int square = Square.parse(text);
        if (square == Square.NONE) {
            throw new FenException(Field.EN_PASSANT, start + 1, "expected '-' or a square, not '" + text + "'");
        }
        return square;
    }

    private static int parseNumber(String fen, int start, int end, Field field) {
        for (int i = start; i < end; i++) {
            if (!Character.isDigit(fen.charAt(i)) || i - start > 6) {
                throw new FenException(field, i + 1, "expected a number, found '" + fen.charAt(i) + "'");
            }
        }
        return Integer.parseInt(fen.substring(start, end));
    }

    /** X-FEN: castling as KQkq unless a right belongs to a rook that is not the outermost one. */
    public static String format(Setup setup) {
        return format(setup, false);
    }

    /** @param shredder write castling rights as rook files (Shredder-FEN) instead of X-FEN */
    public static String format(Setup setup, boolean shredder) {
        StringBuilder fen = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece piece = setup.pieceAt(Square.of(file, rank));
                if (piece == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                        empty = 0;
                    }
                    fen.append(piece.fenChar());
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(' ').append(setup.turn().fenChar()).append(' ');
        int castlingStart = fen.length();
        for (Color color : Color.values()) {
            appendCastling(fen, setup, color, shredder);
        }
        if (fen.length() == castlingStart) {
            fen.append('-');
        }
        fen.append(' ').append(setup.epSquare() == Square.NONE ? "-" : Square.name(setup.epSquare()));
        fen.append(' ').append(setup.halfmoveClock()).append(' ').append(setup.fullmoveNumber());
        return fen.toString();
    }

    private static void appendCastling(StringBuilder fen, Setup setup, Color color, boolean shredder) {
        long rooks = setup.castlingRooks() & Bitboard.rank(color.backRank());
        long kings = setup.pieces(color, Role.KING) & Bitboard.rank(color.backRank());
        int kingFile = kings != 0 ? Square.file(Bitboard.first(kings)) : Square.NONE;
        Piece[] board = setup.board();
        // Rooks from the h-file down, so that the king side comes first.
        for (int file = 7; file >= 0; file--) {
            int square = Square.of(file, color.backRank());
            if (!Bitboard.contains(rooks, square)) {
                continue;
            }
            char c = (char) ('a' + file);
            if (!shredder && kingFile != Square.NONE && file != kingFile
                    && outermostRook(board, color, kingFile, file < kingFile) == square) {
                c = file > kingFile ? 'k' : 'q';
            }
            fen.append(color == Color.WHITE ? Character.toUpperCase(c) : c);
        }
    }
}
