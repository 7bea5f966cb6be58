package rookery.chess;

import java.util.Arrays;

import rookery.chess.SanException.Reason;

/**
 * Standard Algebraic Notation. Writing follows the PGN standard: minimal disambiguation (file,
 * else rank, else square), {@code x} for captures, {@code =Q} for promotions, {@code +}/{@code #},
 * and {@code O-O}/{@code O-O-O} for castling in every variant. Reading is lenient the way real
 * PGN files need: {@code 0-0}, missing or superfluous check marks, annotation suffixes
 * ({@code !?}, {@code ??}, ...), redundant disambiguation, {@code e8Q}, {@code e8=q}, pawn
 * captures without {@code x} ({@code ed5}), long forms and UCI ({@code Ng1-f3}, {@code g1f3}), a trailing
 * {@code e.p.}, and castling written as a king move onto its rook or its target square when that
 * is not also an ordinary king move.
 */
public final class San {

    private static final ThreadLocal<int[]> MOVE_BUFFER = ThreadLocal.withInitial(() -> new int[Position.MAX_MOVES]);

    private San() {
    }

    /** The SAN of a legal move. */
    public static String format(Position position, int move) {
        int[] moves = MOVE_BUFFER.get();
        int count = position.legalMoves(moves);
        if (!contains(moves, count, move)) {
            throw new IllegalArgumentException("illegal move " + position.uci(move) + " in " + position.fen());
        }
        int from = Move.from(move);
        int to = Move.to(move);
        StringBuilder san = new StringBuilder(8);
        if (Move.isCastling(move)) {
            san.append(to > from ? "O-O" : "O-O-O");
        } else {
            Role role = position.pieceAt(from).role();
            boolean capture = Move.isEnPassant(move) || position.pieceAt(to) != null;
            if (role == Role.PAWN) {
                if (capture) {
                    san.append(fileChar(from)).append('x');
                }
                appendSquare(san, to);
                Role promotion = Move.promotion(move);
                if (promotion != null) {
                    san.append('=').append(Character.toUpperCase(promotion.symbol()));
                }
            } else {
                san.append(Character.toUpperCase(role.symbol()));
                appendDisambiguation(san, position, moves, count, move, role);
                if (capture) {
                    san.append('x');
                }
                appendSquare(san, to);
            }
        }
        position.play(move);
        if (position.isCheck()) {
            san.append(position.legalMoves(moves) == 0 ? '#' : '+');
        }
        position.undo();
        return san.toString();
    }

    private static void appendDisambiguation(StringBuilder san, Position position, int[] moves, int count, int move, Role role) {
        int from = Move.from(move);
        long rivals = position.pieces(position.turn(), role) & ~Bitboard.of(from);
        boolean ambiguous = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < count; i++) {
            int other = moves[i];
            int otherFrom = Move.from(other);
            if (Move.to(other) == Move.to(move) && !Move.isCastling(other) && Bitboard.contains(rivals, otherFrom)) {
                ambiguous = true;
                sameFile |= Square.file(otherFrom) == Square.file(from);
                sameRank |= Square.rank(otherFrom) == Square.rank(from);
            }
        }
        if (!ambiguous) {
            return;
        }
        if (!sameFile) {
            san.append(fileChar(from));
        } else if (!sameRank) {
            san.append(rankChar(from));
        } else {
            appendSquare(san, from);
        }
    }

    /**
     * The legal move that the SAN token denotes. Does not allocate unless it fails.
     *
     * @throws SanException naming the token and the {@link Reason} when it is not a legal move here
     */
    public static int parse(Position position, CharSequence san) {
        int[] moves = MOVE_BUFFER.get();
        int count = matches(position, san, moves, true);
        if (count > 1) {
            StringBuilder candidates = new StringBuilder();
            for (int i = 0; i < count; i++) {
                candidates.append(i == 0 ? "" : ", ").append(position.uci(moves[i]));
            }
            throw fail(san, Reason.AMBIGUOUS, "matches " + count + " legal moves (" + candidates + ") in " + position.fen());
        }
        return moves[0];
    }

    /**
     * Every legal move an ambiguous token can denote, for data that is known to contain such
     * tokens (the EPD suite with "am Ne5" where two knights reach e5); one move if unambiguous.
     * Always matches against the full legal move list, so it is also the reference for {@link #parse}.
     */
    static int[] parseAlternatives(Position position, CharSequence san) {
        int[] moves = MOVE_BUFFER.get();
        return Arrays.copyOf(moves, matches(position, san, moves, false));
    }

    /**
     * Puts the legal moves that the token matches first in {@code moves}; returns their number, at
     * least one. With {@code targeted} a token that names exactly one ordinary move or a legal
     * castling is resolved by {@link SanTarget} without generating all legal moves.
     */
    private static int matches(Position position, CharSequence san, int[] moves, boolean targeted) {
        int end = san.length();
        if (isNullMove(san)) {
            throw fail(san, Reason.NULL_MOVE, "a null move is not a move of the position");
        }
        while (end > 0 && isSuffix(san.charAt(end - 1))) {
            end--;
        }
        if (endsWith(san, end, "e.p.")) {
            end -= 4;
        }
        if (end == 0) {
            throw fail(san, Reason.SYNTAX, "no move");
        }
        int castling = castlingSide(san, end);
        if (castling != 0) {
            int move = targeted ? SanTarget.castling(position, castling > 0) : Move.NONE;
            moves[0] = move != Move.NONE ? move : castling(position, san, castling > 0, moves);
            return 1;
        }

        Role promotion = null;
        char last = san.charAt(end - 1);
        if (last == ')' && end >= 3 && san.charAt(end - 3) == '(') {
            end--;
            last = san.charAt(end - 1);
        }
        if (isLetter(last) && end >= 2 && "=(/12345678".indexOf(san.charAt(end - 2)) >= 0) {
            promotion = Role.fromSymbol(last);
            if (promotion == null) {
                throw fail(san, Reason.UNKNOWN_PIECE, "unknown promotion piece '" + last + "'");
            }
            end--;
            if (end > 0 && (san.charAt(end - 1) == '=' || san.charAt(end - 1) == '(' || san.charAt(end - 1) == '/')) {
                end--;
            }
        }
        if (end < 2 || !isFile(san.charAt(end - 2)) || !isRank(san.charAt(end - 1))) {
            throw fail(san, Reason.SYNTAX, "no destination square");
        }
        int to = Square.of(san.charAt(end - 2) - 'a', san.charAt(end - 1) - '1');
        end -= 2;
        if (end > 0 && (san.charAt(end - 1) == 'x' || san.charAt(end - 1) == ':' || san.charAt(end - 1) == '-')) {
            end--;
        }

        int start = 0;
        Role role = Role.PAWN;
        char first = end > 0 ? san.charAt(0) : ' ';
        if (isUpperCase(first)) {
            role = Role.fromSymbol(first);
            if (role == null) {
                throw fail(san, Reason.UNKNOWN_PIECE, "unknown piece '" + first + "'");
            }
            start = 1;
        }
        int fromFile = -1;
        int fromRank = -1;
        if (start < end && isFile(san.charAt(start))) {
            fromFile = san.charAt(start++) - 'a';
        }
        if (start < end && isRank(san.charAt(start))) {
            fromRank = san.charAt(start++) - '1';
        }
        if (start != end) {
            throw fail(san, Reason.SYNTAX, "unexpected '" + san.charAt(start) + "'");
        }
        if (role == Role.PAWN && first != 'P' && fromFile >= 0 && fromRank >= 0) {
            // Long algebraic or UCI without a piece letter ("g1f3"): the piece is the one standing there.
            Piece piece = position.pieceAt(Square.of(fromFile, fromRank));
            if (piece != null && piece.color() == position.turn()) {
                role = piece.role();
            }
        }
        checkPromotion(position, san, role, to, promotion);
        if (targeted) {
            int move = SanTarget.uniqueMove(position, role, fromFile, fromRank, to, promotion);
            if (move != Move.NONE) {
                moves[0] = move;
                return 1;
            }
        }
        return find(position, san, role, fromFile, fromRank, to, promotion, moves);
    }

    /** PGN null moves ("--", "Z0", "0000", "@@@@"), which {@link #parse} rejects. */
    public static boolean isNullMove(CharSequence token) {
        return equals(token, "--") || equals(token, "Z0") || equals(token, "0000") || equals(token, "@@@@");
    }

    private static void checkPromotion(Position position, CharSequence san, Role role, int to, Role promotion) {
        int lastRank = position.turn() == Color.WHITE ? 7 : 0;
        if (promotion == null) {
            if (role == Role.PAWN && Square.rank(to) == lastRank) {
                throw fail(san, Reason.ILLEGAL_PROMOTION, "a pawn reaching " + Square.name(to) + " must name its promotion piece");
            }
        } else if (role != Role.PAWN) {
            throw fail(san, Reason.ILLEGAL_PROMOTION, "only pawns promote");
        } else if (promotion == Role.PAWN || promotion == Role.KING) {
            throw fail(san, Reason.ILLEGAL_PROMOTION, "a pawn cannot promote to a " + promotion.name().toLowerCase());
        } else if (Square.rank(to) != lastRank) {
            throw fail(san, Reason.ILLEGAL_PROMOTION, "a pawn reaching " + Square.name(to) + " does not promote");
        }
    }

    private static int find(Position position, CharSequence san, Role role, int fromFile, int fromRank, int to, Role promotion,
            int[] moves) {
        int count = position.legalMoves(moves);
        long candidates = position.pieces(position.turn(), role);
        int matches = 0;
        int castling = Move.NONE;
        int castlings = 0;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int from = Move.from(move);
            if (!Bitboard.contains(candidates, from) || (fromFile >= 0 && Square.file(from) != fromFile)
                    || (fromRank >= 0 && Square.rank(from) != fromRank)) {
                continue;
            }
            if (Move.isCastling(move)) {
                int kingTarget = Move.castlingKingTarget(move);
                if (Move.to(move) == to || (kingTarget == to && kingTarget != from)) {
                    castling = move;
                    castlings++;
                }
            } else if (Move.to(move) == to && Move.promotion(move) == promotion
                    && (role != Role.PAWN || fromFile >= 0 || Square.file(from) == Square.file(to))) {
                moves[matches++] = move;
            }
        }
        if (matches > 0) {
            return matches;
        }
        if (castlings == 1) {
            moves[0] = castling;
            return 1;
        }
        throw fail(san, Reason.ILLEGAL_MOVE, "no " + position.turn().name().toLowerCase() + " " + role.name().toLowerCase()
                + " can move to " + Square.name(to) + " in " + position.fen());
    }

    private static int castling(Position position, CharSequence san, boolean kingSide, int[] moves) {
        int count = position.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            if (Move.isCastling(move) && (Move.to(move) > Move.from(move)) == kingSide) {
                return move;
            }
        }
        throw fail(san, Reason.ILLEGAL_MOVE, "castling " + (kingSide ? "king" : "queen") + "side is not legal in " + position.fen());
    }

    /** +1 for O-O, -1 for O-O-O (also written with zeros or lower-case o), 0 otherwise. */
    private static int castlingSide(CharSequence san, int end) {
        if (end != 3 && end != 5) {
            return 0;
        }
        for (int i = 0; i < end; i++) {
            char c = san.charAt(i);
            boolean ok = i % 2 == 0 ? c == 'O' || c == '0' || c == 'o' : c == '-';
            if (!ok) {
                return 0;
            }
        }
        return end == 3 ? 1 : -1;
    }

    private static boolean contains(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    private static boolean isSuffix(char c) {
        return c == '+' || c == '#' || c == '!' || c == '?';
    }

    // ASCII first: SAN is ASCII, and the JDK's character classes are a table lookup per call.
    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 128 && Character.isLetter(c);
    }

    private static boolean isUpperCase(char c) {
        return c >= 'A' && c <= 'Z' || c >= 128 && Character.isUpperCase(c);
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    private static boolean endsWith(CharSequence text, int end, String suffix) {
        int start = end - suffix.length();
        if (start < 0) {
            return false;
        }
        for (int i = 0; i < suffix.length(); i++) {
            if (text.charAt(start + i) != suffix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean equals(CharSequence text, String other) {
        return text.length() == other.length() && endsWith(text, text.length(), other);
    }

    private static char fileChar(int square) {
        return (char) ('a' + Square.file(square));
    }

    private static char rankChar(int square) {
        return (char) ('1' + Square.rank(square));
    }

    private static void appendSquare(StringBuilder san, int square) {
        san.append(fileChar(square)).append(rankChar(square));
    }

    private static SanException fail(CharSequence san, Reason reason, String problem) {
        return new SanException(san.toString(), reason, problem);
    }
}
