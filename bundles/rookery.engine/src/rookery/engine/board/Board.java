package rookery.engine.board;

import java.util.Arrays;

import rookery.chess.Attacks;
import rookery.chess.Bitboard;
import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Square;
import rookery.chess.Zobrist;

/**
 * The search's own position: like {@link Position} (same move encoding, same Polyglot key) but
 * with what a search needs on top: null moves, a pawn key, a generator for captures and
 * promotions only, static exchange evaluation and repetition detection bounded by null moves.
 * Pieces are ints {@code 2 * role + color} (the {@link Piece} ordinals); -1 is an empty square.
 */
public final class Board {

    public static final int WHITE = 0, BLACK = 1;
    public static final int PAWN = 0, KNIGHT = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING = 5;
    public static final int NO_PIECE = -1;
    public static final int MAX_MOVES = Position.MAX_MOVES;

    private static final long[] PIECE_KEYS = new long[12 * 64];
    private static final long[] CASTLING_KEYS = new long[16];
    private static final long[] EP_KEYS = new long[8];
    private static final long WHITE_TO_MOVE = Zobrist.whiteToMove();
    /** Per square: the squares on its lines and a knight's jump away, from where a piece can give check. */
    private static final long[] CHECK_SQUARES = new long[64];

    static {
        for (Piece piece : Piece.values()) {
            for (int square = 0; square < 64; square++) {
                PIECE_KEYS[piece.ordinal() * 64 + square] = Zobrist.piece(piece, square);
            }
        }
        for (int rights = 0; rights < 16; rights++) {
            CASTLING_KEYS[rights] = Zobrist.castling(rights);
        }
        for (int file = 0; file < 8; file++) {
            EP_KEYS[file] = Zobrist.enPassantFile(file);
        }
        for (int square = 0; square < 64; square++) {
            CHECK_SQUARES[square] = Attacks.queen(square, 0) | Attacks.knight(square);
        }
    }

    private final long[] byColor = new long[2];
    private final long[] byRole = new long[6];
    private final int[] board = new int[64];
    private int turn;
    private int castling;
    private int epSquare;
    private int halfmoveClock;
    private int pliesSinceNull;
    private long key;
    private long pawnKey;

    // Castling geometry per right index (2 * color + queen side), fixed at setup.
    private final int[] castlingRook = {Square.NONE, Square.NONE, Square.NONE, Square.NONE};
    private final long[] castlingMustBeEmpty = new long[4];
    private final long[] castlingKingPath = new long[4];
    private final int[] castlingKept = new int[64];

    // Undo stack, indexed by the number of moves played since setup.
    private int ply;
    private int[] undoMove = new int[256];
    private int[] undoCaptured = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEpSquare = new int[256];
    private int[] undoHalfmoveClock = new int[256];
    private int[] undoPliesSinceNull = new int[256];
    private long[] undoKey = new long[256];
    private long[] undoPawnKey = new long[256];

    private Board() {
        Arrays.fill(board, NO_PIECE);
        Arrays.fill(castlingKept, 15);
    }

    /** The position with its whole history, so that repetitions of earlier positions are seen. */
    public static Board of(Position position) {
        Position start = position.copy();
        int[] history = position.history();
        for (int i = 0; i < history.length; i++) {
            start.undo();
        }
        Board board = fromSetup(start.toSetup());
        for (int move : history) {
            board.play(move);
        }
        return board;
    }

    /** A setup already validated by {@link Position}. */
    private static Board fromSetup(Setup setup) {
        Board b = new Board();
        for (int square = 0; square < 64; square++) {
            Piece piece = setup.pieceAt(square);
            if (piece != null) {
                b.put(piece.ordinal(), square);
            }
        }
        b.turn = setup.turn().ordinal();
        b.epSquare = setup.epSquare();
        if (b.epSquare != Square.NONE
                && (Attacks.pawn(setup.turn().other(), b.epSquare) & b.pieces(b.turn, PAWN)) == 0) {
            b.epSquare = Square.NONE;
        }
        b.halfmoveClock = setup.halfmoveClock();
        for (long rooks = setup.castlingRooks(); rooks != 0; rooks &= rooks - 1) {
            int rook = Long.numberOfTrailingZeros(rooks);
            int color = Square.rank(rook) == 0 ? WHITE : BLACK;
            int king = b.kingSquare(color);
            boolean queenSide = Square.file(rook) < Square.file(king);
            int index = 2 * color + (queenSide ? 1 : 0);
            int rank = Square.rank(rook);
            int kingTo = Square.of(queenSide ? 2 : 6, rank);
            int rookTo = Square.of(queenSide ? 3 : 5, rank);
            long kingAndRook = Bitboard.of(king) | Bitboard.of(rook);
            b.castlingRook[index] = rook;
            b.castlingMustBeEmpty[index] = (Bitboard.between(king, kingTo) | Bitboard.of(kingTo)
                    | Bitboard.between(rook, rookTo) | Bitboard.of(rookTo)) & ~kingAndRook;
            b.castlingKingPath[index] = Bitboard.between(king, kingTo) | Bitboard.of(kingTo);
            b.castlingKept[king] &= ~(3 << (2 * color));
            b.castlingKept[rook] &= ~(1 << index);
            b.castling |= 1 << index;
        }
        b.key = b.computeKey();
        b.pawnKey = b.computePawnKey();
        return b;
    }

    /** An independent copy sharing nothing mutable, for another search thread. */
    public Board copy() {
        Board copy = new Board();
        System.arraycopy(byColor, 0, copy.byColor, 0, 2);
        System.arraycopy(byRole, 0, copy.byRole, 0, 6);
        System.arraycopy(board, 0, copy.board, 0, 64);
        copy.turn = turn;
        copy.castling = castling;
        copy.epSquare = epSquare;
        copy.halfmoveClock = halfmoveClock;
        copy.pliesSinceNull = pliesSinceNull;
        copy.key = key;
        copy.pawnKey = pawnKey;
        System.arraycopy(castlingRook, 0, copy.castlingRook, 0, 4);
        System.arraycopy(castlingMustBeEmpty, 0, copy.castlingMustBeEmpty, 0, 4);
        System.arraycopy(castlingKingPath, 0, copy.castlingKingPath, 0, 4);
        System.arraycopy(castlingKept, 0, copy.castlingKept, 0, 64);
        copy.ply = ply;
        copy.undoMove = undoMove.clone();
        copy.undoCaptured = undoCaptured.clone();
        copy.undoCastling = undoCastling.clone();
        copy.undoEpSquare = undoEpSquare.clone();
        copy.undoHalfmoveClock = undoHalfmoveClock.clone();
        copy.undoPliesSinceNull = undoPliesSinceNull.clone();
        copy.undoKey = undoKey.clone();
        copy.undoPawnKey = undoPawnKey.clone();
        return copy;
    }

    public int turn() {
        return turn;
    }

    public long key() {
        return key;
    }

    /** Key of the pawns alone, for caching pawn structure terms. */
    public long pawnKey() {
        return pawnKey;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public boolean hasCastlingRights() {
        return castling != 0;
    }

    /** The en passant square when a pawn of the side to move can capture there, else {@code Square.NONE}. */
    public int epSquare() {
        return epSquare;
    }

    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    public int pieceAt(int square) {
        return board[square];
    }

    public long pieces(int color, int role) {
        return byColor[color] & byRole[role];
    }

    public long pieces(int color) {
        return byColor[color];
    }

    public long piecesOfRole(int role) {
        return byRole[role];
    }

    public long occupied() {
        return byColor[0] | byColor[1];
    }

    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(byRole[KING] & byColor[color]);
    }

    /** Knights, bishops, rooks and queens of that color. */
    public long nonPawnMaterial(int color) {
        return byColor[color] & ~byRole[PAWN] & ~byRole[KING];
    }

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
        return attackersTo(square, occupied) & byColor[by];
    }

    public long checkers() {
        return attackersTo(kingSquare(turn), turn ^ 1, occupied());
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    /** Whether the current position occurred before, within the reach of the halfmove clock and the last null move. */
    public boolean isRepetition() {
        int reach = Math.min(halfmoveClock, pliesSinceNull);
        for (int i = ply - 4; i >= ply - reach; i -= 2) {
            if (undoKey[i] == key) {
                return true;
            }
        }
        return false;
    }

    /** No mate is possible with this material: K v K, K + minor v K, or only same-colored bishops. */
    public boolean hasInsufficientMaterial() {
        if ((byRole[PAWN] | byRole[ROOK] | byRole[QUEEN]) != 0) {
            return false;
        }
        long bishops = byRole[BISHOP];
        if (byRole[KNIGHT] != 0) {
            return Long.bitCount(byRole[KNIGHT] | bishops) == 1;
        }
        return (bishops & Bitboard.LIGHT_SQUARES) == 0 || (bishops & Bitboard.DARK_SQUARES) == 0;
    }

    public boolean isCapture(int move) {
        return Move.isEnPassant(move) || (board[Move.to(move)] != NO_PIECE && !Move.isCastling(move));
    }

    /** Captures and promotions: what quiescence search looks at. */
    public boolean isNoisy(int move) {
        return isCapture(move) || Move.isPromotion(move);
    }

    /** The captured piece's role, or -1. */
    public int capturedRole(int move) {
        if (Move.isEnPassant(move)) {
            return PAWN;
        }
        int piece = board[Move.to(move)];
        return piece == NO_PIECE || Move.isCastling(move) ? -1 : piece >> 1;
    }

    /** Whether the legal {@code move} checks the opponent, without playing it (castling and en passant are played). */
    public boolean givesCheck(int move) {
        if (Move.isCastling(move) || Move.isEnPassant(move)) {
            play(move);
            boolean check = inCheck();
            undo();
            return check;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        int us = turn;
        int king = kingSquare(us ^ 1);
        // Most moves neither land on nor leave a line or knight jump from the king: no check possible.
        if ((CHECK_SQUARES[king] & ((1L << from) | (1L << to))) == 0) {
            return false;
        }
        int promotion = move >>> 12 & 7;
        int role = promotion != 0 ? promotion : board[from] >> 1;
        long occupied = (occupied() ^ (1L << from)) | (1L << to);
        long attacks = switch (role) {
            case PAWN -> pawnAttacks(us, to);
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

    public void play(int move) {
        ensureCapacity();
        int from = move & 63;
        int to = move >>> 6 & 63;
        int us = turn;
        long k = key;
        if (epSquare != Square.NONE) {
            k ^= EP_KEYS[epSquare & 7];
        }
        int piece = board[from];
        int captured = NO_PIECE;
        int newEpSquare = Square.NONE;
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEpSquare[ply] = epSquare;
        undoHalfmoveClock[ply] = halfmoveClock;
        undoPliesSinceNull[ply] = pliesSinceNull;
        undoKey[ply] = key;
        undoPawnKey[ply] = pawnKey;
        halfmoveClock++;
        pliesSinceNull++;
        if (Move.isCastling(move)) {
            int rook = board[to];
            int rank = from & 56;
            int kingTo = rank + (to > from ? 6 : 2);
            int rookTo = rank + (to > from ? 5 : 3);
            remove(piece, from);
            remove(rook, to);
            put(piece, kingTo);
            put(rook, rookTo);
            k ^= pieceKey(piece, from) ^ pieceKey(piece, kingTo) ^ pieceKey(rook, to) ^ pieceKey(rook, rookTo);
        } else {
            if (Move.isEnPassant(move)) {
                int capturedSquare = to ^ 8;
                captured = board[capturedSquare];
                remove(captured, capturedSquare);
                k ^= pieceKey(captured, capturedSquare);
                pawnKey ^= pieceKey(captured, capturedSquare);
            } else if (board[to] != NO_PIECE) {
                captured = board[to];
                remove(captured, to);
                k ^= pieceKey(captured, to);
                if (captured >> 1 == PAWN) {
                    pawnKey ^= pieceKey(captured, to);
                }
                halfmoveClock = 0;
            }
            remove(piece, from);
            k ^= pieceKey(piece, from);
            int arriving = piece;
            if (piece >> 1 == PAWN) {
                halfmoveClock = 0;
                pawnKey ^= pieceKey(piece, from);
                int promotion = move >>> 12 & 7;
                if (promotion != 0) {
                    arriving = 2 * promotion + us;
                } else {
                    pawnKey ^= pieceKey(piece, to);
                    if ((from ^ to) == 16) {
                        int passed = (from + to) >>> 1;
                        if ((pawnAttacks(us, passed) & pieces(us ^ 1, PAWN)) != 0) {
                            newEpSquare = passed;
                            k ^= EP_KEYS[passed & 7];
                        }
                    }
                }
            }
            put(arriving, to);
            k ^= pieceKey(arriving, to);
        }
        undoCaptured[ply] = captured;
        ply++;
        int rights = castling & castlingKept[from] & castlingKept[to];
        k ^= CASTLING_KEYS[castling] ^ CASTLING_KEYS[rights];
        castling = rights;
        epSquare = newEpSquare;
        turn = us ^ 1;
        key = k ^ WHITE_TO_MOVE;
    }

    public void undo() {
        ply--;
        int move = undoMove[ply];
        turn ^= 1;
        int us = turn;
        key = undoKey[ply];
        pawnKey = undoPawnKey[ply];
        castling = undoCastling[ply];
        epSquare = undoEpSquare[ply];
        halfmoveClock = undoHalfmoveClock[ply];
        pliesSinceNull = undoPliesSinceNull[ply];
        if (move == Move.NONE) {
            return;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        if (Move.isCastling(move)) {
            int rank = from & 56;
            int kingTo = rank + (to > from ? 6 : 2);
            int rookTo = rank + (to > from ? 5 : 3);
            int king = board[kingTo];
            int rook = board[rookTo];
            remove(king, kingTo);
            remove(rook, rookTo);
            put(king, from);
            put(rook, to);
        } else {
            int piece = board[to];
            remove(piece, to);
            put((move >>> 12 & 7) != 0 ? 2 * PAWN + us : piece, from);
            int captured = undoCaptured[ply];
            if (captured != NO_PIECE) {
                put(captured, Move.isEnPassant(move) ? to ^ 8 : to);
            }
        }
    }

    /** Passes the move to the opponent (the side to move must not be in check). */
    public void playNull() {
        ensureCapacity();
        undoMove[ply] = Move.NONE;
        undoCastling[ply] = castling;
        undoEpSquare[ply] = epSquare;
        undoHalfmoveClock[ply] = halfmoveClock;
        undoPliesSinceNull[ply] = pliesSinceNull;
        undoKey[ply] = key;
        undoPawnKey[ply] = pawnKey;
        undoCaptured[ply] = NO_PIECE;
        ply++;
        long k = key;
        if (epSquare != Square.NONE) {
            k ^= EP_KEYS[epSquare & 7];
            epSquare = Square.NONE;
        }
        halfmoveClock++;
        pliesSinceNull = 0;
        turn ^= 1;
        key = k ^ WHITE_TO_MOVE;
    }

    private void ensureCapacity() {
        if (ply < undoMove.length) {
            return;
        }
        int capacity = ply * 2;
        undoMove = Arrays.copyOf(undoMove, capacity);
        undoCaptured = Arrays.copyOf(undoCaptured, capacity);
        undoCastling = Arrays.copyOf(undoCastling, capacity);
        undoEpSquare = Arrays.copyOf(undoEpSquare, capacity);
        undoHalfmoveClock = Arrays.copyOf(undoHalfmoveClock, capacity);
        undoPliesSinceNull = Arrays.copyOf(undoPliesSinceNull, capacity);
        undoKey = Arrays.copyOf(undoKey, capacity);
        undoPawnKey = Arrays.copyOf(undoPawnKey, capacity);
    }

    /**
     * Writes the legal moves into {@code moves} (at least {@link #MAX_MOVES} long) and returns
     * their number. With {@code noisyOnly} and not in check, only captures and promotions (under-
     * promotions only when they capture) are generated; in check all evasions are.
     */
    public int generate(int[] moves, boolean noisyOnly) {
        int us = turn;
        int them = us ^ 1;
        long ours = byColor[us];
        long theirs = byColor[them];
        long occupied = ours | theirs;
        int king = kingSquare(us);
        long checkers = attackersTo(king, them, occupied);
        boolean noisy = noisyOnly && checkers == 0;
        int count = 0;

        long withoutKing = occupied ^ (1L << king);
        for (long targets = Attacks.king(king) & (noisy ? theirs : ~ours); targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            if (attackersTo(to, them, withoutKing) == 0) {
                moves[count++] = king | to << 6;
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
        long pinned = 0;
        for (long snipers = (Attacks.bishop(king, 0) & theirDiagonal) | (Attacks.rook(king, 0) & theirOrthogonal);
                snipers != 0; snipers &= snipers - 1) {
            long blockers = Bitboard.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if ((blockers & (blockers - 1)) == 0) {
                pinned |= blockers & ours;
            }
        }

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
        if (!noisy && checkers == 0 && (castling & (3 << (2 * us))) != 0) {
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
            moves[count++] = (to - 2 * up) | to << 6;
        }
        for (long p = pawns & pinned; p != 0; p &= p - 1) {
            int from = Long.numberOfTrailingZeros(p);
            long allowed = Bitboard.line(king, from);
            long targets = pawnAttacks(us, from) & captureTarget;
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
                    moves[count++] = from | to << 6;
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
        int move = from | to << 6;
        moves[count++] = move | QUEEN << 12;
        if (!queenOnly) {
            moves[count++] = move | KNIGHT << 12;
            moves[count++] = move | ROOK << 12;
            moves[count++] = move | BISHOP << 12;
        }
        return count;
    }

    private int enPassantMoves(int[] moves, int count, int us, long occupied, long checkers, int king, long theirDiagonal,
            long theirOrthogonal) {
        int captured = epSquare ^ 8;
        if ((checkers & (byRole[KNIGHT] | byRole[PAWN]) & ~(1L << captured)) != 0) {
            return count;
        }
        for (long capturers = pawnAttacks(us ^ 1, epSquare) & byRole[PAWN] & byColor[us]; capturers != 0;
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
            if ((castling & (1 << index)) == 0 || (occupied & castlingMustBeEmpty[index]) != 0) {
                continue;
            }
            int rook = castlingRook[index];
            long withoutKingAndRook = occupied ^ (1L << king) ^ (1L << rook);
            boolean safe = true;
            for (long path = castlingKingPath[index]; path != 0 && safe; path &= path - 1) {
                safe = attackersTo(Long.numberOfTrailingZeros(path), us ^ 1, withoutKingAndRook) == 0;
            }
            if (safe) {
                moves[count++] = Move.castling(king, rook);
            }
        }
        return count;
    }

    public static long pawnAttacks(int color, int square) {
        return Attacks.pawn(color == WHITE ? Color.WHITE : Color.BLACK, square);
    }

    private static final int[] SEE_VALUE = {100, 320, 330, 500, 950, 20000};

    /** Static exchange evaluation: whether the exchange on the move's target square gains at least {@code threshold}. */
    public boolean seeAtLeast(int move, int threshold) {
        if (Move.isCastling(move)) {
            return 0 >= threshold;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        long occupied = occupied() ^ (1L << from) ^ (1L << to);
        int capturedValue;
        if (Move.isEnPassant(move)) {
            capturedValue = SEE_VALUE[PAWN];
            occupied ^= 1L << (to ^ 8);
        } else {
            capturedValue = board[to] == NO_PIECE ? 0 : SEE_VALUE[board[to] >> 1];
        }
        int swap = capturedValue - threshold;
        if (swap < 0) {
            return false;
        }
        swap = SEE_VALUE[board[from] >> 1] - swap;
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

    private void put(int piece, int square) {
        long bit = 1L << square;
        byColor[piece & 1] |= bit;
        byRole[piece >> 1] |= bit;
        board[square] = piece;
    }

    private void remove(int piece, int square) {
        long bit = 1L << square;
        byColor[piece & 1] ^= bit;
        byRole[piece >> 1] ^= bit;
        board[square] = NO_PIECE;
    }

    private static long pieceKey(int piece, int square) {
        return PIECE_KEYS[piece * 64 + square];
    }

    private long computeKey() {
        long k = 0;
        for (int square = 0; square < 64; square++) {
            if (board[square] != NO_PIECE) {
                k ^= pieceKey(board[square], square);
            }
        }
        k ^= CASTLING_KEYS[castling];
        if (epSquare != Square.NONE) {
            k ^= EP_KEYS[epSquare & 7];
        }
        return turn == WHITE ? k ^ WHITE_TO_MOVE : k;
    }

    private long computePawnKey() {
        long k = 0;
        for (long pawns = byRole[PAWN]; pawns != 0; pawns &= pawns - 1) {
            int square = Long.numberOfTrailingZeros(pawns);
            k ^= pieceKey(board[square], square);
        }
        return k;
    }
}
