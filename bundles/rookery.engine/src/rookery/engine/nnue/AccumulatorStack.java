package rookery.engine.nnue;

import rookery.chess.Move;
import rookery.chess.Position;

/**
 * The accumulators of a search's current line, one pair (white's and black's perspective) per
 * ply. Playing a move only notes which features it removes and adds; the pair is computed from
 * its parent's when the position is evaluated (many positions never are), walking back to the
 * last computed ply. Undoing a move just drops its pair. Only {@link #reset} computes from
 * scratch: without king buckets no move requires a refresh.
 */
public final class AccumulatorStack {

    private static final int MAX_CHANGES = 2;

    private final Network network;
    private final int hidden;
    private final short[][] white;
    private final short[][] black;
    private final boolean[] computed;
    private final int[] removedCount;
    private final int[] addedCount;
    /** Per ply, the (piece code, square) pairs the move took off and put on, packed as {@code 64 * code + square}. */
    private final int[][] removed;
    private final int[][] added;
    private int top;

    /** A stack for lines of up to {@code maxPly} moves from the root. */
    public AccumulatorStack(Network network, int maxPly) {
        this.network = network;
        this.hidden = network.hidden;
        int size = maxPly + 1;
        white = new short[size][hidden];
        black = new short[size][hidden];
        computed = new boolean[size];
        removedCount = new int[size];
        addedCount = new int[size];
        removed = new int[size][MAX_CHANGES];
        added = new int[size][MAX_CHANGES];
    }

    public Network network() {
        return network;
    }

    /** Starts a new line at {@code root}, computed from scratch. */
    public void reset(Position root) {
        top = 0;
        network.refresh(root, Position.WHITE, white[0]);
        network.refresh(root, Position.BLACK, black[0]);
        computed[0] = true;
    }

    /** Notes {@code move}, legal in {@code position}, just before it is played. */
    public void push(Position position, int move) {
        int ply = ++top;
        computed[ply] = false;
        removedCount[ply] = 0;
        addedCount[ply] = 0;
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = position.pieceCode(from);
        if (Move.isCastling(move)) {
            int rook = position.pieceCode(to);
            remove(ply, piece, from);
            remove(ply, rook, to);
            add(ply, piece, Move.castlingKingTarget(move));
            add(ply, rook, Move.castlingRookTarget(move));
            return;
        }
        remove(ply, piece, from);
        if (Move.isEnPassant(move)) {
            remove(ply, piece ^ 1, to ^ 8);
        } else if (position.pieceCode(to) != Position.NO_PIECE) {
            remove(ply, position.pieceCode(to), to);
        }
        add(ply, Move.isPromotion(move) ? 2 * Move.promotionIndex(move) + (piece & 1) : piece, to);
    }

    /** Notes a null move: the same pieces, the other side to move. */
    public void pushNull() {
        int ply = ++top;
        computed[ply] = false;
        removedCount[ply] = 0;
        addedCount[ply] = 0;
    }

    public void pop() {
        top--;
    }

    private void remove(int ply, int piece, int square) {
        removed[ply][removedCount[ply]++] = 64 * piece + square;
    }

    private void add(int ply, int piece, int square) {
        added[ply][addedCount[ply]++] = 64 * piece + square;
    }

    /** The evaluation of the current position, which must be the root's after the noted moves, from the side to move's side. */
    public int evaluate(Position position) {
        computeCurrent();
        int pieces = Long.bitCount(position.occupied());
        return position.sideToMove() == Position.WHITE ? network.output(white[top], black[top], pieces)
                : network.output(black[top], white[top], pieces);
    }

    /** The current accumulator of a perspective (for tests). */
    short[] current(int perspective) {
        computeCurrent();
        return (perspective == Position.WHITE ? white : black)[top];
    }

    private void computeCurrent() {
        int start = top;
        while (!computed[start]) {
            start--;
        }
        for (int ply = start + 1; ply <= top; ply++) {
            update(ply, Position.WHITE, white);
            update(ply, Position.BLACK, black);
            computed[ply] = true;
        }
    }

    private void update(int ply, int perspective, short[][] stack) {
        short[] parent = stack[ply - 1];
        short[] child = stack[ply];
        short[] weights = network.featureWeights;
        int removals = removedCount[ply];
        int additions = addedCount[ply];
        if (removals == 0 && additions == 0) {
            System.arraycopy(parent, 0, child, 0, hidden);
            return;
        }
        int add0 = row(perspective, added[ply][0]);
        int remove0 = row(perspective, removed[ply][0]);
        if (additions == 1 && removals == 1) {
            for (int i = 0; i < hidden; i++) {
                child[i] = (short) (parent[i] + weights[add0 + i] - weights[remove0 + i]);
            }
        } else if (additions == 1) {
            int remove1 = row(perspective, removed[ply][1]);
            for (int i = 0; i < hidden; i++) {
                child[i] = (short) (parent[i] + weights[add0 + i] - weights[remove0 + i] - weights[remove1 + i]);
            }
        } else {
            int add1 = row(perspective, added[ply][1]);
            int remove1 = row(perspective, removed[ply][1]);
            for (int i = 0; i < hidden; i++) {
                child[i] = (short) (parent[i] + weights[add0 + i] + weights[add1 + i] - weights[remove0 + i] - weights[remove1 + i]);
            }
        }
    }

    private int row(int perspective, int change) {
        return Network.feature(perspective, change >> 6, change & 63) * hidden;
    }
}
