package rookery.chess;

import static rookery.chess.InvalidPositionException.Reason.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A legal position with its history since it was set up. Mutable: {@link #play(int)} and
 * {@link #undo()} make and unmake moves; {@link #copy()} gives an independent position.
 * The en passant square is kept only when a pawn of the side to move stands next to the pawn
 * that just made a double step (the Polyglot convention), so positions that differ only by an
 * uncapturable en passant square are equal, have equal {@link #key()}s and FENs.
 */
public final class Position {

    /** Capacity that {@link #legalMoves(int[])} may need: no position has more than 218 moves. */
    public static final int MAX_MOVES = 256;

    /** Colours and roles as ints, for code that indexes by them (the search and evaluation): the ordinals of {@link Color} and {@link Role}. */
    public static final int WHITE = 0, BLACK = 1;
    public static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    /** {@link #pieceCode(int)} of an empty square. */
    public static final int NO_PIECE = -1;

    private static final long[] CASTLING_KEYS = new long[16];
    /** Per square: the squares on its lines and a knight's jump away, from where a piece can give check. */
    private static final long[] CHECK_SQUARES = new long[64];
    /** Static exchange values by role. */
    private static final int[] SEE_VALUE = {100, 320, 330, 500, 950, 20000};

    static {
        for (int rights = 0; rights < 16; rights++) {
            CASTLING_KEYS[rights] = Zobrist.castling(rights);
        }
        for (int square = 0; square < 64; square++) {
            CHECK_SQUARES[square] = Attacks.queen(square, 0) | Attacks.knight(square);
        }
    }

    private final Variant variant;
    private final long[] byColor = new long[2];
    private final long[] byRole = new long[6];
    /** Piece ordinal + 1 per square, 0 for empty. */
    private final byte[] board = new byte[64];
    private int turn;
    private int castling;
    private int epSquare;
    private int halfmoveClock;
    private int fullmoveNumber;
    private long key;

    // Castling geometry, indexed by CastlingRights index. Fixed at setup, shared between copies.
    private final int[] castlingRook;
    private final long[] castlingMustBeEmpty;
    private final long[] castlingKingPath;
    /** Per square, the castling rights that survive a move from or to it. */
    private final int[] castlingKept;

    // Undo stack: per ply since setup, the move and the state before it. undoState packs the
    // captured piece + 1 (bits 0-3), castling rights (4-7) and en passant square + 1 (8-14).
    private int ply;
    private int[] undoMove;
    private int[] undoState;
    private int[] undoHalfmoveClock;
    private long[] undoKey;

    private Position(Variant variant, int[] castlingRook, long[] castlingMustBeEmpty, long[] castlingKingPath, int[] castlingKept) {
        this.variant = variant;
        this.castlingRook = castlingRook;
        this.castlingMustBeEmpty = castlingMustBeEmpty;
        this.castlingKingPath = castlingKingPath;
        this.castlingKept = castlingKept;
        this.undoMove = new int[64];
        this.undoState = new int[64];
        this.undoHalfmoveClock = new int[64];
        this.undoKey = new long[64];
    }

    public static Position startpos() {
        return fromSetup(Setup.standard(), Variant.STANDARD);
    }

    /** A standard chess position from a FEN. */
    public static Position fromFen(String fen) {
        return fromSetup(Fen.parse(fen), Variant.STANDARD);
    }

    public static Position fromFen(String fen, Variant variant) {
        return fromSetup(Fen.parse(fen), variant);
    }

    /** Validates a setup; throws {@link InvalidPositionException} saying why it is not legal. */
    public static Position fromSetup(Setup setup, Variant variant) {
        return fromSetup(setup, variant, false);
    }

    /**
     * Like {@link #fromSetup(Setup, Variant)}, but with {@code dropImpossibleCastlingRights}
     * castling rights that cannot exist (no rook or king in place, or a second rook on the same
     * side) are silently removed instead of rejected, as needed for imported data.
     */
    public static Position fromSetup(Setup setup, Variant variant, boolean dropImpossibleCastlingRights) {
        long[] byColor = new long[2];
        long[] kings = new long[2];
        long pawns = 0;
        for (int square = 0; square < 64; square++) {
            Piece piece = setup.pieceAt(square);
            if (piece != null) {
                byColor[piece.color().ordinal()] |= Bitboard.of(square);
                if (piece.role() == Role.KING) {
                    kings[piece.color().ordinal()] |= Bitboard.of(square);
                } else if (piece.role() == Role.PAWN) {
                    pawns |= Bitboard.of(square);
                }
            }
        }
        for (Color color : Color.values()) {
            long k = kings[color.ordinal()];
            String side = color.name().toLowerCase();
            if (k == 0) {
                throw new InvalidPositionException(MISSING_KING, "no " + side + " king");
            }
            if (Bitboard.moreThanOne(k)) {
                throw new InvalidPositionException(TOO_MANY_KINGS, "more than one " + side + " king");
            }
            if (Bitboard.count(byColor[color.ordinal()]) > 16) {
                throw new InvalidPositionException(TOO_MANY_PIECES, "more than 16 " + side + " pieces");
            }
            if (Bitboard.count(pawns & byColor[color.ordinal()]) > 8) {
                throw new InvalidPositionException(TOO_MANY_PIECES, "more than 8 " + side + " pawns");
            }
        }
        if ((pawns & Bitboard.BACK_RANKS) != 0) {
            throw new InvalidPositionException(PAWNS_ON_BACK_RANK,
                    "pawn on " + Square.name(Bitboard.first(pawns & Bitboard.BACK_RANKS)));
        }
        int whiteKing = Bitboard.first(kings[0]);
        int blackKing = Bitboard.first(kings[1]);
        if (Square.distance(whiteKing, blackKing) <= 1) {
            throw new InvalidPositionException(KINGS_ADJACENT, "the kings stand next to each other");
        }

        int[] castlingRook = {Square.NONE, Square.NONE, Square.NONE, Square.NONE};
        long[] mustBeEmpty = new long[4];
        long[] kingPath = new long[4];
        int[] kept = new int[64];
        Arrays.fill(kept, CastlingRights.ALL);
        int rights = validateCastling(setup, variant, kings, castlingRook, mustBeEmpty, kingPath, kept, dropImpossibleCastlingRights);

        Position position = new Position(variant, castlingRook, mustBeEmpty, kingPath, kept);
        for (int square = 0; square < 64; square++) {
            Piece piece = setup.pieceAt(square);
            if (piece != null) {
                position.put(piece.ordinal(), square);
            }
        }
        position.turn = setup.turn().ordinal();
        position.castling = rights;
        position.halfmoveClock = setup.halfmoveClock();
        position.fullmoveNumber = setup.fullmoveNumber();
        position.epSquare = Square.NONE;

        int them = position.turn ^ 1;
        if (position.attackersTo(position.kingSquare(them), them ^ 1, position.occupied()) != 0) {
            throw new InvalidPositionException(OPPOSITE_CHECK, "the side not to move is in check");
        }
        int ep = setup.epSquare();
        if (ep != Square.NONE) {
            int us = position.turn;
            int pushedPawn = ep ^ 8;
            int pushedFrom = Square.of(Square.file(ep), us == 0 ? 6 : 1);
            if (Square.rank(ep) != (us == 0 ? 5 : 2) || position.board[ep] != 0 || position.board[pushedFrom] != 0
                    || position.board[pushedPawn] != Piece.of(Color.of(them), Role.PAWN).ordinal() + 1) {
                throw new InvalidPositionException(INVALID_EP_SQUARE,
                        "no pawn can just have made a double step over " + Square.name(ep));
            }
            if ((Attacks.pawn(them, ep) & position.byRole[PAWN] & position.byColor[us]) != 0) {
                position.epSquare = ep;
            }
        }
        position.key = position.computeKey();
        return position;
    }

    private static int validateCastling(Setup setup, Variant variant, long[] kings, int[] castlingRook, long[] mustBeEmpty,
            long[] kingPath, int[] kept, boolean dropImpossible) {
        int rights = 0;
        for (long r = setup.castlingRooks(); r != 0; r &= r - 1) {
            int rookSquare = Bitboard.first(r);
            int rank = Square.rank(rookSquare);
            Color color = rank == 0 ? Color.WHITE : rank == 7 ? Color.BLACK : null;
            String name = Square.name(rookSquare);
            String problem = null;
            int king = color == null ? Square.NONE : Bitboard.first(kings[color.ordinal()]);
            boolean queenSide = Square.file(rookSquare) < Square.file(king);
            int index = color == null ? -1 : CastlingRights.index(color, queenSide);
            if (!variant.allowsCastling()) {
                problem = variant + " chess has no castling";
            } else if (color == null || setup.pieceAt(rookSquare) != Piece.of(color, Role.ROOK)) {
                problem = "castling right for " + name + " without a rook of its side there";
            } else if (Square.rank(king) != rank) {
                problem = "castling right for " + name + " but the king is not on its back rank";
            } else if (variant == Variant.STANDARD && (Square.file(king) != 4 || Square.file(rookSquare) != (queenSide ? 0 : 7))) {
                problem = "castling right for " + name + " in standard chess needs the king on the e-file and the rook in the corner";
            } else if (castlingRook[index] != Square.NONE) {
                problem = "two castling rooks on the same side of the " + color.name().toLowerCase() + " king";
            }
            if (problem != null) {
                if (dropImpossible) {
                    continue;
                }
                throw new InvalidPositionException(IMPOSSIBLE_CASTLING_RIGHTS, problem);
            }
            castlingRook[index] = rookSquare;
            rights |= 1 << index;
            int kingTo = Square.of(CastlingRights.kingToFile(index), rank);
            int rookTo = Square.of(CastlingRights.rookToFile(index), rank);
            long kingAndRook = Bitboard.of(king) | Bitboard.of(rookSquare);
            mustBeEmpty[index] = (Bitboard.between(king, kingTo) | Bitboard.of(kingTo) | Bitboard.between(rookSquare, rookTo)
                    | Bitboard.of(rookTo)) & ~kingAndRook;
            kingPath[index] = Bitboard.between(king, kingTo) | Bitboard.of(kingTo);
            kept[king] &= ~CastlingRights.of(color);
            kept[rookSquare] &= ~(1 << index);
        }
        return rights;
    }

    /** An independent copy, including the history used for repetition detection. */
    public Position copy() {
        Position copy = new Position(variant, castlingRook, castlingMustBeEmpty, castlingKingPath, castlingKept);
        System.arraycopy(byColor, 0, copy.byColor, 0, 2);
        System.arraycopy(byRole, 0, copy.byRole, 0, 6);
        System.arraycopy(board, 0, copy.board, 0, 64);
        copy.turn = turn;
        copy.castling = castling;
        copy.epSquare = epSquare;
        copy.halfmoveClock = halfmoveClock;
        copy.fullmoveNumber = fullmoveNumber;
        copy.key = key;
        copy.ply = ply;
        copy.undoMove = undoMove.clone();
        copy.undoState = undoState.clone();
        copy.undoHalfmoveClock = undoHalfmoveClock.clone();
        copy.undoKey = undoKey.clone();
        return copy;
    }

    public Setup toSetup() {
        Piece[] pieces = new Piece[64];
        for (int square = 0; square < 64; square++) {
            pieces[square] = pieceAt(square);
        }
        long rooks = 0;
        for (int index = 0; index < 4; index++) {
            if ((castling & (1 << index)) != 0) {
                rooks |= Bitboard.of(castlingRook[index]);
            }
        }
        return new Setup(pieces, turn(), rooks, epSquare, halfmoveClock, fullmoveNumber);
    }

    /** FEN (X-FEN for Chess960: KQkq unless a rook file is needed). */
    public String fen() {
        return Fen.format(toSetup(), false);
    }

    public String shredderFen() {
        return Fen.format(toSetup(), true);
    }

    @Override
    public String toString() {
        return fen();
    }

    public Variant variant() {
        return variant;
    }

    /** The side to move as an int ({@link #WHITE} or {@link #BLACK}), for code that indexes by it. */
    public int sideToMove() {
        return turn;
    }

    public Color turn() {
        return Color.of(turn);
    }

    /** The Polyglot book key. */
    public long key() {
        return key;
    }

    /** The {@link CastlingRights} bits still available. */
    public int castlingRights() {
        return castling;
    }

    /** The square of the rook that may castle on that side, or {@link Square#NONE}. */
    public int castlingRook(Color color, boolean queenSide) {
        int index = CastlingRights.index(color, queenSide);
        return (castling & (1 << index)) != 0 ? castlingRook[index] : Square.NONE;
    }

    /** The en passant square if a pawn of the side to move is next to the pawn, else {@link Square#NONE}. */
    public int epSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** Plies played since the position was set up (the depth of the undo stack). */
    public int ply() {
        return ply;
    }

    public Piece pieceAt(int square) {
        int piece = board[square];
        return piece == 0 ? null : Piece.of(piece - 1);
    }

    public long pieces(Color color, Role role) {
        return byColor[color.ordinal()] & byRole[role.ordinal()];
    }

    /** The piece on the square as {@code 2 * role + color} (a {@link Piece} ordinal), or {@link #NO_PIECE}. */
    public int pieceCode(int square) {
        return board[square] - 1;
    }

    public long pieces(int color, int role) {
        return byColor[color] & byRole[role];
    }

    public long piecesOf(int color) {
        return byColor[color];
    }

    public long piecesOfRole(int role) {
        return byRole[role];
    }

    /** Knights, bishops, rooks and queens of that colour. */
    public long nonPawnMaterial(int color) {
        return byColor[color] & ~byRole[PAWN] & ~byRole[KING];
    }

    /**
     * A key of the pawns alone, for the search's pawn structure cache: the two pawn bitboards
     * mixed, cheaper than keeping a Zobrist key of them up to date at every move.
     */
    public long pawnKey() {
        long white = byRole[PAWN] & byColor[WHITE];
        long black = byRole[PAWN] & byColor[BLACK];
        long h = (white * 0x9E3779B97F4A7C15L) ^ Long.rotateLeft(black * 0xC2B2AE3D27D4EB4FL, 31);
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        return h ^ h >>> 33;
    }

    public long pieces(Color color) {
        return byColor[color.ordinal()];
    }

    public long pieces(Role role) {
        return byRole[role.ordinal()];
    }

    public long occupied() {
        return byColor[0] | byColor[1];
    }

    public int kingSquare(Color color) {
        return kingSquare(color.ordinal());
    }

    public int kingSquare(int color) {
        return Bitboard.first(byRole[KING] & byColor[color]);
    }

    /** Pieces of {@code by} that attack the square, given the occupancy. */
    public long attackersTo(int square, Color by, long occupied) {
        return attackersTo(square, by.ordinal(), occupied);
    }

    /** Pieces of both colours that attack the square, given the occupancy. */
    public long attackersTo(int square, long occupied) {
        long queens = byRole[QUEEN];
        return (Attacks.knight(square) & byRole[KNIGHT])
                | (Attacks.king(square) & byRole[KING])
                | (Attacks.pawn(Color.BLACK, square) & byRole[PAWN] & byColor[WHITE])
                | (Attacks.pawn(Color.WHITE, square) & byRole[PAWN] & byColor[BLACK])
                | (Attacks.bishop(square, occupied) & (byRole[BISHOP] | queens))
                | (Attacks.rook(square, occupied) & (byRole[ROOK] | queens));
    }

    public long attackersTo(int square, int by, long occupied) {
        long queens = byRole[QUEEN];
        return byColor[by] & ((Attacks.knight(square) & byRole[KNIGHT])
                | (Attacks.king(square) & byRole[KING])
                | (Attacks.pawn(by ^ 1, square) & byRole[PAWN])
                | (Attacks.bishop(square, occupied) & (byRole[BISHOP] | queens))
                | (Attacks.rook(square, occupied) & (byRole[ROOK] | queens)));
    }

    /** Pieces giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(turn), turn ^ 1, occupied());
    }

    public boolean isCheck() {
        return checkers() != 0;
    }

    public boolean isCheckmate() {
        return isCheck() && !hasLegalMoves();
    }

    public boolean isStalemate() {
        return !isCheck() && !hasLegalMoves();
    }

    public boolean hasLegalMoves() {
        return legalMoves(new int[MAX_MOVES]) > 0;
    }

    /**
     * Neither side can ever checkmate: king against king, king and one minor piece against
     * king, or only bishops besides the kings, all on squares of one color.
     */
    public boolean hasInsufficientMaterial() {
        if ((byRole[PAWN] | byRole[ROOK] | byRole[QUEEN]) != 0) {
            return false;
        }
        long bishops = byRole[BISHOP];
        if (byRole[KNIGHT] != 0) {
            return Bitboard.count(byRole[KNIGHT] | bishops) == 1;
        }
        return (bishops & Bitboard.LIGHT_SQUARES) == 0 || (bishops & Bitboard.DARK_SQUARES) == 0;
    }

    /** A player may claim a draw: 50 moves by each side without capture or pawn move. */
    public boolean isFiftyMoveRule() {
        return halfmoveClock >= 100;
    }

    /** The game is drawn (unless this move mated): 75 moves by each side without capture or pawn move. */
    public boolean isSeventyFiveMoveRule() {
        return halfmoveClock >= 150;
    }

    /**
     * How often the current position has occurred since setup (and since the last null move, which
     * only a search plays), counting this occurrence.
     * Positions are identical when placement, side to move, castling rights and capturable
     * en passant square are, which is what the key encodes.
     */
    public int repetitions() {
        int count = 1;
        int oldest = oldestRepeatable();
        for (int i = ply - 2; i >= oldest; i -= 2) {
            if (undoKey[i] == key) {
                count++;
            }
        }
        return count;
    }

    public boolean isThreefoldRepetition() {
        return repetitions() >= 3;
    }

    public boolean isFivefoldRepetition() {
        return repetitions() >= 5;
    }

    /** The moves played since setup, oldest first. */
    public int[] history() {
        return Arrays.copyOf(undoMove, ply);
    }

    /** The last move played, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    /** UCI notation of a move in this position's variant. */
    public String uci(int move) {
        return Move.toUci(move, variant.isChess960());
    }

    /** The legal moves as a new array, for callers that are not performance critical. */
    public int[] legalMoves() {
        int[] moves = new int[MAX_MOVES];
        return Arrays.copyOf(moves, legalMoves(moves));
    }

    public List<String> legalUciMoves() {
        int[] moves = legalMoves();
        List<String> uci = new ArrayList<>(moves.length);
        for (int move : moves) {
            uci.add(uci(move));
        }
        return uci;
    }

    public boolean isLegal(int move) {
        int[] moves = new int[MAX_MOVES];
        int count = legalMoves(moves);
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The side to move's pieces that stand alone between its king and an opposing slider. */
    public long pinned() {
        long theirs = byColor[turn ^ 1];
        long theirQueens = byRole[QUEEN] & theirs;
        return pinned(kingSquare(turn), occupied(), byColor[turn], (byRole[BISHOP] & theirs) | theirQueens,
                (byRole[ROOK] & theirs) | theirQueens);
    }

    private static long pinned(int king, long occupied, long ours, long theirDiagonal, long theirOrthogonal) {
        long pinned = 0;
        for (long snipers = (Attacks.bishopEmptyBoard(king) & theirDiagonal) | (Attacks.rookEmptyBoard(king) & theirOrthogonal);
                snipers != 0; snipers &= snipers - 1) {
            long blockers = Bitboard.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if ((blockers & (blockers - 1)) == 0) {
                pinned |= blockers;
            }
        }
        return pinned & ours;
    }

    /**
     * Writes the legal moves into {@code moves} (at least {@link #MAX_MOVES} long) and returns
     * their number. Does not allocate.
     */
    public int legalMoves(int[] moves) {
        return legalMoves(moves, false);
    }

    /**
     * As {@link #legalMoves(int[])}; with {@code noisyOnly} and not in check only captures and
     * promotions (under-promotions only when they capture), what a quiescence search looks at;
     * in check all evasions.
     */
    public int legalMoves(int[] moves, boolean noisyOnly) {
        int us = turn;
        int them = us ^ 1;
        long ours = byColor[us];
        long theirs = byColor[them];
        long occupied = ours | theirs;
        int king = kingSquare(us);
        long checkers = attackersTo(king, them, occupied);
        boolean noisy = noisyOnly && checkers == 0;
        int count = 0;

        long withoutKing = occupied ^ Bitboard.of(king);
        for (long targets = Attacks.king(king) & (noisy ? theirs : ~ours); targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            if (attackersTo(to, them, withoutKing) == 0) {
                moves[count++] = Move.of(king, to);
            }
        }
        if (Bitboard.moreThanOne(checkers)) {
            return count;
        }
        long target = checkers == 0 ? (noisy ? theirs : ~ours)
                : checkers | Bitboard.between(king, Long.numberOfTrailingZeros(checkers));

        long theirQueens = byRole[QUEEN] & theirs;
        long theirDiagonal = (byRole[BISHOP] & theirs) | theirQueens;
        long theirOrthogonal = (byRole[ROOK] & theirs) | theirQueens;
        long pinned = pinned(king, occupied, ours, theirDiagonal, theirOrthogonal);

        for (long knights = byRole[KNIGHT] & ours & ~pinned; knights != 0; knights &= knights - 1) {
            int from = Long.numberOfTrailingZeros(knights);
            count = addAll(moves, count, from, Attacks.knight(from) & target);
        }
        long queens = byRole[QUEEN] & ours;
        for (long sliders = (byRole[BISHOP] & ours) | queens; sliders != 0; sliders &= sliders - 1) {
            int from = Long.numberOfTrailingZeros(sliders);
            long attacks = Attacks.bishop(from, occupied) & target;
            if ((pinned & (1L << from)) != 0) {
                attacks &= Bitboard.line(king, from);
            }
            count = addAll(moves, count, from, attacks);
        }
        for (long sliders = (byRole[ROOK] & ours) | queens; sliders != 0; sliders &= sliders - 1) {
            int from = Long.numberOfTrailingZeros(sliders);
            long attacks = Attacks.rook(from, occupied) & target;
            if ((pinned & (1L << from)) != 0) {
                attacks &= Bitboard.line(king, from);
            }
            count = addAll(moves, count, from, attacks);
        }
        long pushTarget = checkers == 0 ? ~0L : target;
        count = pawnMoves(moves, count, us, occupied, checkers == 0 ? theirs : target & theirs, pushTarget, pinned, king, noisy);
        if (epSquare != Square.NONE) {
            count = enPassantMoves(moves, count, us, occupied, checkers, king, theirDiagonal, theirOrthogonal);
        }
        if (!noisy && checkers == 0 && (castling & CastlingRights.of(Color.of(us))) != 0) {
            count = castlingMoves(moves, count, us, occupied, king);
        }
        return count;
    }

    private static int addAll(int[] moves, int count, int from, long targets) {
        for (; targets != 0; targets &= targets - 1) {
            moves[count++] = from | Long.numberOfTrailingZeros(targets) << 6;
        }
        return count;
    }

    private int pawnMoves(int[] moves, int count, int us, long occupied, long captureTarget, long pushTarget, long pinned,
            int king, boolean noisy) {
        long pawns = byRole[PAWN] & byColor[us];
        long empty = ~occupied;
        long free = pawns & ~pinned;
        long single, doubled, left, right;
        int up;
        if (us == WHITE) {
            up = 8;
            single = free << 8 & empty;
            doubled = (single & Bitboard.rank(2)) << 8 & empty & pushTarget;
            left = (free & ~Bitboard.FILE_A) << 7 & captureTarget;
            right = (free & ~Bitboard.FILE_H) << 9 & captureTarget;
        } else {
            up = -8;
            single = free >>> 8 & empty;
            doubled = (single & Bitboard.rank(5)) >>> 8 & empty & pushTarget;
            left = (free & ~Bitboard.FILE_A) >>> 9 & captureTarget;
            right = (free & ~Bitboard.FILE_H) >>> 7 & captureTarget;
        }
        single &= pushTarget;
        if (noisy) {
            single &= Bitboard.BACK_RANKS;
            doubled = 0;
        }
        count = addPawnMoves(moves, count, single, up, noisy);
        count = addPawnMoves(moves, count, left, us == WHITE ? 7 : -9, false);
        count = addPawnMoves(moves, count, right, us == WHITE ? 9 : -7, false);
        for (; doubled != 0; doubled &= doubled - 1) {
            int to = Long.numberOfTrailingZeros(doubled);
            moves[count++] = Move.of(to - 2 * up, to);
        }
        for (long p = pawns & pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long allowed = Bitboard.line(king, from);
            long targets = Attacks.pawn(us, from) & captureTarget;
            int push = from + up;
            if (!noisy && (occupied & (1L << push)) == 0) {
                targets |= (1L << push) & pushTarget;
                int startRank = us == WHITE ? 1 : 6;
                if (Square.rank(from) == startRank && (occupied & (1L << (push + up))) == 0) {
                    targets |= (1L << (push + up)) & pushTarget;
                }
            }
            for (targets &= allowed; targets != 0; targets &= targets - 1) {
                int to = Long.numberOfTrailingZeros(targets);
                if (((1L << to) & Bitboard.BACK_RANKS) != 0) {
                    count = addPromotions(moves, count, from, to, false);
                } else {
                    moves[count++] = Move.of(from, to);
                }
            }
        }
        return count;
    }

    private static int addPawnMoves(int[] moves, int count, long targets, int delta, boolean queenOnly) {
        for (long promotions = targets & Bitboard.BACK_RANKS; promotions != 0; promotions &= promotions - 1) {
            int to = Long.numberOfTrailingZeros(promotions);
            count = addPromotions(moves, count, to - delta, to, queenOnly);
        }
        for (long quiet = targets & ~Bitboard.BACK_RANKS; quiet != 0; quiet &= quiet - 1) {
            int to = Long.numberOfTrailingZeros(quiet);
            moves[count++] = (to - delta) | to << 6;
        }
        return count;
    }

    private static int addPromotions(int[] moves, int count, int from, int to, boolean queenOnly) {
        moves[count++] = Move.promotion(from, to, Role.QUEEN);
        if (!queenOnly) {
            moves[count++] = Move.promotion(from, to, Role.KNIGHT);
            moves[count++] = Move.promotion(from, to, Role.ROOK);
            moves[count++] = Move.promotion(from, to, Role.BISHOP);
        }
        return count;
    }

    private int enPassantMoves(int[] moves, int count, int us, long occupied, long checkers, int king, long theirDiagonal,
            long theirOrthogonal) {
        int captured = epSquare ^ 8;
        // A non-sliding checker must be the captured pawn itself; slider checks are covered below.
        if ((checkers & (byRole[KNIGHT] | byRole[PAWN]) & ~(1L << captured)) != 0) {
            return count;
        }
        for (long capturers = Attacks.pawn(us ^ 1, epSquare) & byRole[PAWN] & byColor[us]; capturers != 0;
                capturers &= capturers - 1) {
            int from = Long.numberOfTrailingZeros(capturers);
            long after = (occupied ^ (1L << from) ^ (1L << captured)) | (1L << epSquare);
            if ((Attacks.bishop(king, after) & theirDiagonal) == 0 && (Attacks.rook(king, after) & theirOrthogonal) == 0) {
                moves[count++] = Move.enPassant(from, epSquare);
            }
        }
        return count;
    }

    private int castlingMoves(int[] moves, int count, int us, long occupied, int king) {
        for (int index = 2 * us; index < 2 * us + 2; index++) {
            if (castlingIsFree(index, us, occupied, king)) {
                moves[count++] = Move.castling(king, castlingRook[index]);
            }
        }
        return count;
    }

    /** Whether the side to move, not in check, may castle now on that side (right, empty squares, safe king path). */
    public boolean canCastle(boolean queenSide) {
        return castlingIsFree(CastlingRights.index(Color.of(turn), queenSide), turn, occupied(), kingSquare(turn));
    }

    private boolean castlingIsFree(int index, int us, long occupied, int king) {
        if ((castling & (1 << index)) == 0 || (occupied & castlingMustBeEmpty[index]) != 0) {
            return false;
        }
        long withoutKingAndRook = occupied ^ (1L << king) ^ (1L << castlingRook[index]);
        for (long path = castlingKingPath[index]; path != 0; path &= path - 1) {
            if (attackersTo(Long.numberOfTrailingZeros(path), us ^ 1, withoutKingAndRook) != 0) {
                return false;
            }
        }
        return true;
    }

    /** Plays a legal move (as generated by {@link #legalMoves(int[])} or {@link Uci#parse}). */
    public void play(int move) {
        if (ply == undoMove.length) {
            growUndoStack();
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int us = turn;
        long k = key;
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassantFile(epSquare & 7);
        }
        int piece = board[from] - 1;
        int captured = -1;
        int newEpSquare = Square.NONE;
        int previousState = castling << 4 | (epSquare + 1) << 8;
        undoHalfmoveClock[ply] = halfmoveClock;
        halfmoveClock++;
        if (Move.isCastling(move)) {
            int rook = board[to] - 1;
            int kingTo = Move.castlingKingTarget(move);
            int rookTo = Move.castlingRookTarget(move);
            remove(piece, from);
            remove(rook, to);
            put(piece, kingTo);
            put(rook, rookTo);
            k ^= Zobrist.piece(piece, from) ^ Zobrist.piece(piece, kingTo) ^ Zobrist.piece(rook, to) ^ Zobrist.piece(rook, rookTo);
        } else {
            if (Move.isEnPassant(move)) {
                int capturedSquare = to ^ 8;
                captured = board[capturedSquare] - 1;
                remove(captured, capturedSquare);
                k ^= Zobrist.piece(captured, capturedSquare);
            } else if (board[to] != 0) {
                captured = board[to] - 1;
                remove(captured, to);
                k ^= Zobrist.piece(captured, to);
                halfmoveClock = 0;
            }
            remove(piece, from);
            k ^= Zobrist.piece(piece, from);
            int arriving = piece;
            if ((piece >> 1) == PAWN) {
                halfmoveClock = 0;
                int promotion = Move.promotionIndex(move);
                if (promotion != 0) {
                    arriving = 2 * promotion + us;
                } else if ((from ^ to) == 16) {
                    int passed = (from + to) >>> 1;
                    if ((Attacks.pawn(us, passed) & byRole[PAWN] & byColor[us ^ 1]) != 0) {
                        newEpSquare = passed;
                        k ^= Zobrist.enPassantFile(passed & 7);
                    }
                }
            }
            put(arriving, to);
            k ^= Zobrist.piece(arriving, to);
        }
        undoMove[ply] = move;
        undoState[ply] = previousState | (captured + 1);
        undoKey[ply] = key;
        ply++;
        int rights = castling & castlingKept[from] & castlingKept[to];
        k ^= CASTLING_KEYS[castling] ^ CASTLING_KEYS[rights];
        castling = rights;
        epSquare = newEpSquare;
        if (us == 1) {
            fullmoveNumber++;
        }
        turn = us ^ 1;
        key = k ^ Zobrist.whiteToMove();
    }

    /**
     * Passes the move to the opponent, as a search's null-move pruning does (the side to move must
     * not be in check); {@link #undo()} takes it back. Repetitions are not looked for across it.
     */
    public void playNull() {
        if (ply == undoMove.length) {
            growUndoStack();
        }
        undoMove[ply] = Move.NONE;
        undoState[ply] = castling << 4 | (epSquare + 1) << 8;
        undoHalfmoveClock[ply] = halfmoveClock;
        undoKey[ply] = key;
        ply++;
        long k = key;
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassantFile(epSquare & 7);
            epSquare = Square.NONE;
        }
        halfmoveClock++;
        if (turn == 1) {
            fullmoveNumber++;
        }
        turn ^= 1;
        key = k ^ Zobrist.whiteToMove();
    }

    /**
     * Whether the position occurred before within the reach of the halfmove clock, since the
     * setup or the last null move: what a search scores as a draw.
     */
    public boolean isRepetition() {
        int oldest = oldestRepeatable();
        for (int i = ply - 4; i >= oldest; i -= 2) {
            if (undoKey[i] == key) {
                return true;
            }
        }
        return false;
    }

    /** The first ply whose position the current one can repeat: within the halfmove clock and after the last null move. */
    private int oldestRepeatable() {
        int oldest = Math.max(0, ply - halfmoveClock);
        for (int i = ply - 1; i >= oldest; i--) {
            if (undoMove[i] == Move.NONE) {
                return i + 1;
            }
        }
        return oldest;
    }

    public boolean isCapture(int move) {
        return Move.isEnPassant(move) || (board[Move.to(move)] != 0 && !Move.isCastling(move));
    }

    /** Captures and promotions: what a quiescence search looks at. */
    public boolean isNoisy(int move) {
        return isCapture(move) || Move.isPromotion(move);
    }

    /** The role (as an int) of the piece the move captures, or -1. */
    public int capturedRole(int move) {
        if (Move.isEnPassant(move)) {
            return PAWN;
        }
        int piece = board[Move.to(move)] - 1;
        return piece == NO_PIECE || Move.isCastling(move) ? -1 : piece >> 1;
    }

    /** Whether the legal {@code move} checks the opponent, without playing it (castling and en passant are played). */
    public boolean givesCheck(int move) {
        if (Move.isCastling(move) || Move.isEnPassant(move)) {
            play(move);
            boolean check = isCheck();
            undo();
            return check;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int us = turn;
        int king = kingSquare(us ^ 1);
        // Most moves neither land on nor leave a line or knight jump from the king: no check possible.
        if ((CHECK_SQUARES[king] & ((1L << from) | (1L << to))) == 0) {
            return false;
        }
        int promotion = Move.promotionIndex(move);
        int role = promotion != 0 ? promotion : pieceCode(from) >> 1;
        long occupied = (occupied() ^ (1L << from)) | (1L << to);
        long attacks = switch (role) {
            case PAWN -> Attacks.pawn(us, to);
            case KNIGHT -> Attacks.knight(to);
            case BISHOP -> Attacks.bishop(to, occupied);
            case ROOK -> Attacks.rook(to, occupied);
            case QUEEN -> Attacks.queen(to, occupied);
            default -> 0;
        };
        if ((attacks & (1L << king)) != 0) {
            return true;
        }
        long ours = byColor[us] & ~(1L << from);
        long queens = byRole[QUEEN];
        return (Attacks.bishop(king, occupied) & (byRole[BISHOP] | queens) & ours) != 0
                || (Attacks.rook(king, occupied) & (byRole[ROOK] | queens) & ours) != 0;
    }

    /** Static exchange evaluation: whether the exchanges on the move's target square gain at least {@code threshold}. */
    public boolean seeAtLeast(int move, int threshold) {
        if (Move.isCastling(move)) {
            return 0 >= threshold;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        long occupied = occupied() ^ (1L << from) ^ (1L << to);
        if (Move.isEnPassant(move)) {
            occupied ^= 1L << (to ^ 8);
        }
        int captured = capturedRole(move);
        int swap = (captured < 0 ? 0 : SEE_VALUE[captured]) - threshold;
        if (swap < 0) {
            return false;
        }
        swap = SEE_VALUE[pieceCode(from) >> 1] - swap;
        if (swap <= 0) {
            return true;
        }
        int side = turn;
        long attackers = attackersTo(to, occupied);
        long diagonal = byRole[BISHOP] | byRole[QUEEN];
        long orthogonal = byRole[ROOK] | byRole[QUEEN];
        int result = 1;
        while (true) {
            side ^= 1;
            attackers &= occupied;
            long sideAttackers = attackers & byColor[side];
            if (sideAttackers == 0) {
                break;
            }
            result ^= 1;
            long bb;
            if ((bb = sideAttackers & byRole[PAWN]) != 0) {
                if ((swap = SEE_VALUE[PAWN] - swap) < result) {
                    break;
                }
                occupied ^= bb & -bb;
                attackers |= Attacks.bishop(to, occupied) & diagonal;
            } else if ((bb = sideAttackers & byRole[KNIGHT]) != 0) {
                if ((swap = SEE_VALUE[KNIGHT] - swap) < result) {
                    break;
                }
                occupied ^= bb & -bb;
            } else if ((bb = sideAttackers & byRole[BISHOP]) != 0) {
                if ((swap = SEE_VALUE[BISHOP] - swap) < result) {
                    break;
                }
                occupied ^= bb & -bb;
                attackers |= Attacks.bishop(to, occupied) & diagonal;
            } else if ((bb = sideAttackers & byRole[ROOK]) != 0) {
                if ((swap = SEE_VALUE[ROOK] - swap) < result) {
                    break;
                }
                occupied ^= bb & -bb;
                attackers |= Attacks.rook(to, occupied) & orthogonal;
            } else if ((bb = sideAttackers & byRole[QUEEN]) != 0) {
                if ((swap = SEE_VALUE[QUEEN] - swap) < result) {
                    break;
                }
                occupied ^= bb & -bb;
                attackers |= (Attacks.bishop(to, occupied) & diagonal) | (Attacks.rook(to, occupied) & orthogonal);
            } else {
                // The king captures last: only if the other side has no attacker left.
                return (attackers & ~byColor[side]) != 0 ? (result ^ 1) != 0 : result != 0;
            }
        }
        return result != 0;
    }

    public void undo() {
        ply--;
        int move = undoMove[ply];
        int state = undoState[ply];
        key = undoKey[ply];
        turn ^= 1;
        int us = turn;
        if (us == 1) {
            fullmoveNumber--;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (move == Move.NONE) {
            // A null move moved nothing.
        } else if (Move.isCastling(move)) {
            int kingTo = Move.castlingKingTarget(move);
            int rookTo = Move.castlingRookTarget(move);
            int king = board[kingTo] - 1;
            int rook = board[rookTo] - 1;
            remove(king, kingTo);
            remove(rook, rookTo);
            put(king, from);
            put(rook, to);
        } else {
            int piece = board[to] - 1;
            remove(piece, to);
            put(Move.isPromotion(move) ? 2 * PAWN + us : piece, from);
            int captured = (state & 15) - 1;
            if (captured >= 0) {
                put(captured, Move.isEnPassant(move) ? to ^ 8 : to);
            }
        }
        castling = state >>> 4 & 15;
        epSquare = (state >>> 8 & 127) - 1;
        halfmoveClock = undoHalfmoveClock[ply];
    }

    private void growUndoStack() {
        int capacity = ply * 2;
        undoMove = Arrays.copyOf(undoMove, capacity);
        undoState = Arrays.copyOf(undoState, capacity);
        undoHalfmoveClock = Arrays.copyOf(undoHalfmoveClock, capacity);
        undoKey = Arrays.copyOf(undoKey, capacity);
    }

    private void put(int piece, int square) {
        long bit = 1L << square;
        byColor[piece & 1] |= bit;
        byRole[piece >> 1] |= bit;
        board[square] = (byte) (piece + 1);
    }

    private void remove(int piece, int square) {
        long bit = 1L << square;
        byColor[piece & 1] ^= bit;
        byRole[piece >> 1] ^= bit;
        board[square] = 0;
    }

    private long computeKey() {
        long k = 0;
        for (int square = 0; square < 64; square++) {
            if (board[square] != 0) {
                k ^= Zobrist.piece(board[square] - 1, square);
            }
        }
        k ^= CASTLING_KEYS[castling];
        if (epSquare != Square.NONE) {
            k ^= Zobrist.enPassantFile(epSquare & 7);
        }
        return turn == 0 ? k ^ Zobrist.whiteToMove() : k;
    }
}
