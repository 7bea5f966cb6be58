package rookery.engine.search;

import static rookery.engine.search.Scores.*;
import static rookery.engine.search.TranspositionTable.*;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.engine.eval.EndgameKnowledge;
import rookery.engine.eval.Evaluator;
import rookery.engine.nnue.AccumulatorStack;
import rookery.engine.nnue.Network;

/**
 * One search thread: iterative deepening with aspiration windows over a principal variation
 * search with the usual selectivity (null move with verification, reverse futility, razoring,
 * late move reductions and pruning, futility and SEE pruning, check extensions, internal
 * iterative reductions), and a quiescence search of captures and promotions (at its first ply
 * also of the quiet checks that do not lose material). Endgame tables
 * in memory answer inside the tree ({@link TablebaseTree}). Several workers
 * share the transposition table (Lazy SMP); worker 0 is the main one, which keeps the time
 * and reports.
 */
final class SearchWorker {

    private static final int TT_MOVE_ORDER = 2_000_000_000;
    private static final int GOOD_NOISY_ORDER = 1_000_000_000;
    private static final int KILLER_ORDER = 900_000_000;
    private static final int COUNTER_ORDER = 800_000_000;
    private static final int BAD_NOISY_ORDER = -1_000_000_000;
    private static final int[] ORDER_VALUE = {100, 320, 330, 500, 950, 0};
    private static final int[][] REDUCTIONS = new int[64][64];
    private static final int SELECTION_PICKS = 4;

    static {
        for (int depth = 1; depth < 64; depth++) {
            for (int count = 1; count < 64; count++) {
                REDUCTIONS[depth][count] = (int) (0.75 + Math.log(depth) * Math.log(count) / 2.25);
            }
        }
    }

    final int id;
    private final SearchPool pool;
    private final Evaluator evaluator = new Evaluator();
    /** The network's accumulators along the current line, or null for the classical evaluation. */
    private AccumulatorStack accumulators;
    private final History history = new History();
    private Position position;
    private TranspositionTable tt;
    private TablebaseTree tablebases;
    private SyzygyTree syzygy;
    private final long[] tablebasePieces = new long[12];

    long nodes;
    long tbHits;
    int completedDepth;
    RootMove[] rootMoves;
    private int rootCount;
    private int rootDepth;
    private int pvIndex;
    private int selDepth;
    private int multiPv;
    private boolean stopped;
    /** Null moves are not tried by {@link #nullMoveColor} before this ply, while a null move is being verified. */
    private int nullMoveMinPly;
    private int nullMoveColor;

    // Move lists per frame: the ply, or the ply + EXCLUSION_FRAMES for a singular extension's
    // search, which runs at the same ply while that ply's own list is still being worked through.
    private static final int EXCLUSION_FRAMES = MAX_PLY + 2;
    private final int[][] moves = new int[2 * EXCLUSION_FRAMES][Position.MAX_MOVES];
    private final int[][] order = new int[2 * EXCLUSION_FRAMES][Position.MAX_MOVES];
    private final int[][] quiets = new int[2 * EXCLUSION_FRAMES][64];
    /** Per ply, the move a singular extension's search leaves out. */
    private final int[] excluded = new int[MAX_PLY + 2];
    private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] pvLength = new int[MAX_PLY + 2];
    private final int[] staticEvals = new int[MAX_PLY + 2];

    SearchWorker(int id, SearchPool pool) {
        this.id = id;
        this.pool = pool;
    }

    void clearHistory() {
        history.clear();
    }

    void prepare(Position root, RootMove[] roots, int lines, TranspositionTable table, TablebaseTree tablebaseTree, SyzygyTree syzygyTree) {
        position = root.copy();
        Network network = pool.network();
        if (network == null) {
            accumulators = null;
        } else {
            if (accumulators == null || accumulators.network() != network) {
                accumulators = new AccumulatorStack(network, MAX_PLY + 2);
            }
            accumulators.reset(position);
        }
        tt = table;
        tablebases = tablebaseTree;
        syzygy = syzygyTree;
        tbHits = 0;
        rootMoves = new RootMove[roots.length];
        for (int i = 0; i < roots.length; i++) {
            rootMoves[i] = roots[i].copy();
        }
        rootCount = roots.length;
        multiPv = Math.min(lines, rootCount);
        nodes = 0;
        completedDepth = 0;
        stopped = false;
        nullMoveMinPly = 0;
        history.age();
    }

    int multiPv() {
        return multiPv;
    }

    void iterativeDeepening(int maxDepth) {
        boolean main = id == 0;
        for (rootDepth = 1; rootDepth <= maxDepth; rootDepth++) {
            // Helpers skip some depths so that the threads spread over more of the tree.
            if (!main && rootDepth > 2 && (rootDepth + id) % 4 == 0) {
                continue;
            }
            for (int i = 0; i < rootCount; i++) {
                rootMoves[i].previousScore = rootMoves[i].score;
                rootMoves[i].score = -INFINITE;
            }
            for (pvIndex = 0; pvIndex < multiPv; pvIndex++) {
                aspirationSearch(main);
                RootMove.sort(rootMoves, 0, pvIndex + 1);
                if (stopped) {
                    break;
                }
            }
            if (stopped) {
                break;
            }
            completedDepth = rootDepth;
            if (main) {
                pool.iterationCompleted(this, rootDepth);
            }
            if (pool.isStopped()) {
                break;
            }
        }
    }

    private void aspirationSearch(boolean main) {
        int previous = rootMoves[pvIndex].previousScore;
        int delta = 15;
        int alpha = -INFINITE;
        int beta = INFINITE;
        if (rootDepth >= 4 && previous != -INFINITE && Math.abs(previous) < MATE_BOUND) {
            alpha = Math.max(previous - delta, -INFINITE);
            beta = Math.min(previous + delta, INFINITE);
        }
        while (true) {
            selDepth = 0;
            int score = search(alpha, beta, rootDepth, 0, false);
            RootMove.sort(rootMoves, pvIndex, rootCount);
            if (stopped) {
                return;
            }
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(score - delta, -INFINITE);
                if (main) {
                    pool.boundReported(this, pvIndex, rootDepth, BOUND_UPPER);
                }
            } else if (score >= beta) {
                beta = Math.min(score + delta, INFINITE);
                if (main) {
                    pool.boundReported(this, pvIndex, rootDepth, BOUND_LOWER);
                }
            } else {
                return;
            }
            delta += delta / 2;
            if (delta > 1000) {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    int rootDepth() {
        return rootDepth;
    }

    int selDepth() {
        return selDepth;
    }

    private boolean checkStop() {
        if ((nodes & 1023) == 0 && id == 0) {
            pool.checkLimits();
        }
        // The first iteration always completes, so that there is a move to play.
        if (pool.isStopped() && completedDepth > 0) {
            stopped = true;
        }
        return stopped;
    }

    private int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        boolean pvNode = beta - alpha > 1;
        boolean root = ply == 0;
        if (depth <= 0) {
            return quiescence(alpha, beta, ply, pvNode, true);
        }
        pvLength[ply] = ply;
        nodes++;
        if (checkStop()) {
            return 0;
        }
        int excludedMove = excluded[ply];
        int frame = excludedMove == Move.NONE ? ply : ply + EXCLUSION_FRAMES;
        if (ply + 1 > selDepth) {
            selDepth = ply + 1;
        }
        long checkers = position.checkers();
        boolean inCheck = checkers != 0;
        if (!root) {
            if (position.isRepetition() || position.hasInsufficientMaterial()) {
                return DRAW;
            }
            if (position.halfmoveClock() >= 100) {
                return inCheck && position.legalMoves(moves[frame], false) == 0 ? matedIn(ply) : DRAW;
            }
            if (ply >= MAX_PLY - 1) {
                return inCheck ? DRAW : evaluate();
            }
            alpha = Math.max(alpha, matedIn(ply));
            beta = Math.min(beta, mateIn(ply + 1));
            if (alpha >= beta) {
                return alpha;
            }
            if (tablebases != null) {
                int tableScore = tablebases.probe(position, ply, tablebasePieces);
                if (tableScore != NONE) {
                    return tableScore;
                }
            }
        }

        long key = position.key();
        long entry = tt.probe(key);
        int ttMove = root ? rootMoves[pvIndex].move : move(entry);
        int ttScore = entry != 0 ? fromTable(score(entry), ply) : NONE;
        int ttBound = entry != 0 ? bound(entry) : BOUND_NONE;
        if (!pvNode && excludedMove == Move.NONE && entry != 0 && depth(entry) >= depth && position.halfmoveClock() < 90
                && (ttBound == BOUND_EXACT || (ttBound == BOUND_LOWER ? ttScore >= beta : ttScore <= alpha))) {
            return ttScore;
        }
        // After the transposition table, which keeps the tables' answers: a probe costs microseconds.
        if (!root && syzygy != null && excludedMove == Move.NONE) {
            int tableScore = syzygy.probe(position, ply, depth);
            if (tableScore != NONE) {
                tbHits++;
                // No static evaluation for the table's answer (as Stockfish): a node that needs one later evaluates then.
                tt.store(key, Move.NONE, tableScore, NONE, Math.min(MAX_PLY - 1, depth + 6), BOUND_EXACT);
                return tableScore;
            }
        }

        int eval;
        if (inCheck) {
            eval = NONE;
            staticEvals[ply] = NONE;
        } else {
            staticEvals[ply] = entry != 0 && eval(entry) != NONE ? eval(entry) : evaluate();
            eval = staticEvals[ply];
            if (ttScore != NONE && (ttBound == BOUND_EXACT || (ttBound == BOUND_LOWER ? ttScore > eval : ttScore < eval))) {
                eval = ttScore;
            }
        }
        boolean improving = !inCheck && ply >= 2 && staticEvals[ply - 2] != NONE && staticEvals[ply] > staticEvals[ply - 2];
        history.clearKillers(ply + 1);
        int us = position.sideToMove();

        if (!pvNode && !inCheck && excludedMove == Move.NONE) {
            if (depth <= 8 && eval - 70 * (depth - (improving ? 1 : 0)) >= beta && eval < MATE_BOUND) {
                return eval;
            }
            if (depth <= 3 && eval + 200 + 300 * depth * depth <= alpha) {
                int score = quiescence(alpha, alpha + 1, ply, false, false);
                if (score <= alpha) {
                    return score;
                }
            }
            if (depth >= 3 && eval >= beta && staticEvals[ply] >= beta && position.lastMove() != Move.NONE
                    && position.nonPawnMaterial(us) != 0 && beta > -MATE_BOUND
                    && (ply >= nullMoveMinPly || us != nullMoveColor)) {
                int reduction = 3 + depth / 4 + Math.min(3, (eval - beta) / 200);
                playNull();
                int score = -search(-beta, -beta + 1, depth - reduction, ply + 1, !cutNode);
                undo();
                if (stopped) {
                    return 0;
                }
                if (score >= beta) {
                    if (score >= MATE_BOUND) {
                        score = beta;
                    }
                    boolean zugzwangProne = (position.pieces(us, Position.ROOK) | position.pieces(us, Position.QUEEN)) == 0;
                    if (!zugzwangProne && depth < 12 || nullMoveMinPly > 0) {
                        return score;
                    }
                    nullMoveMinPly = ply + 3 * (depth - reduction) / 4;
                    nullMoveColor = us;
                    int verified = search(beta - 1, beta, depth - reduction, ply, false);
                    nullMoveMinPly = 0;
                    if (verified >= beta) {
                        return score;
                    }
                }
            }
        }

        if (!root && depth >= 4 && ttMove == Move.NONE && (pvNode || cutNode)) {
            depth--;
        }

        int[] list = moves[frame];
        int count;
        if (root) {
            count = 0;
            for (int i = pvIndex; i < rootCount; i++) {
                list[count] = rootMoves[i].move;
                order[frame][count] = -i;
                count++;
            }
        } else {
            count = position.legalMoves(list, false);
            if (count == 0) {
                return inCheck ? matedIn(ply) : DRAW;
            }
            scoreMoves(ply, frame, count, ttMove);
        }

        int bestScore = -INFINITE;
        int bestMove = Move.NONE;
        int moveCount = 0;
        int quietCount = 0;
        boolean skipQuiets = false;
        int counter = history.counter(position);
        boolean hasPieces = position.nonPawnMaterial(us) != 0;
        for (int index = 0; index < count; index++) {
            int move = pickNext(frame, index, count);
            if (move == excludedMove) {
                continue;
            }
            int moveOrder = order[frame][index];
            boolean noisy = position.isNoisy(move);
            moveCount++;
            // Futility and SEE pruning spare checks (sacrifices with check are what tactics are made of),
            // which are only known once the move is made.
            boolean prunableUnlessCheck = false;
            if (!root && bestScore > -MATE_BOUND && alpha < MATE_BOUND && hasPieces) {
                if (!noisy) {
                    // Late quiet moves are skipped, but not checks: a quiet mate at the frontier is often a late move.
                    if (!skipQuiets && !inCheck && depth <= 8 && moveCount >= (3 + depth * depth) / (improving ? 1 : 2)) {
                        skipQuiets = true;
                    }
                    if (skipQuiets && !position.givesCheck(move)) {
                        continue;
                    }
                    int lmrDepth = Math.max(0, depth - 1 - REDUCTIONS[Math.min(depth, 63)][Math.min(moveCount, 63)]);
                    prunableUnlessCheck = (!inCheck && lmrDepth <= 7 && staticEvals[ply] + 100 + 90 * lmrDepth <= alpha)
                            || (lmrDepth <= 7 && !position.seeAtLeast(move, -25 * lmrDepth * lmrDepth));
                } else {
                    prunableUnlessCheck = depth <= 6 && moveOrder < GOOD_NOISY_ORDER && !position.seeAtLeast(move, -150 * depth);
                }
            }

            int extension = 0;
            // Singular extension: the hash move is far better than every other move, so it is searched deeper.
            if (!root && !prunableUnlessCheck && move == ttMove && excludedMove == Move.NONE && depth >= 8 && depth(entry) >= depth - 3
                    && ttBound != BOUND_UPPER && Math.abs(ttScore) < MATE_BOUND) {
                int singularBeta = ttScore - 2 * depth;
                excluded[ply] = move;
                int value = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
                excluded[ply] = Move.NONE;
                if (stopped) {
                    return 0;
                }
                if (value < singularBeta) {
                    extension = 1;
                } else if (singularBeta >= beta) {
                    return singularBeta;
                }
            }
            play(move);
            boolean givesCheck = position.isCheck();
            if (prunableUnlessCheck && !givesCheck) {
                undo();
                continue;
            }
            if (givesCheck && ply < 2 * rootDepth) {
                extension = 1;
            }
            int newDepth = depth - 1 + extension;
            int score;
            if (moveCount == 1) {
                score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
            } else {
                int reduction = 0;
                if (depth >= 3 && moveCount > (pvNode ? 2 : 1) && (!noisy || (!root && moveOrder < 0))) {
                    reduction = REDUCTIONS[Math.min(depth, 63)][Math.min(moveCount, 63)];
                    if (!improving) {
                        reduction++;
                    }
                    if (cutNode) {
                        reduction++;
                    }
                    if (pvNode) {
                        reduction--;
                    }
                    if (givesCheck || inCheck) {
                        reduction--;
                    }
                    if (move == history.killer(ply, 0) || move == history.killer(ply, 1) || move == counter) {
                        reduction--;
                    }
                    if (!noisy) {
                        reduction -= history.quietScore(us, move) / 5000;
                    } else {
                        // A losing capture is often a sacrifice: reduce it, but less than a quiet move.
                        reduction /= 2;
                    }
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                }
                score = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
                if (score > alpha && reduction > 0) {
                    score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                }
                if (pvNode && score > alpha && score < beta) {
                    score = -search(-beta, -alpha, newDepth, ply + 1, false);
                }
            }
            undo();
            if (stopped) {
                return 0;
            }
            if (root) {
                RootMove rootMove = findRootMove(move);
                if (moveCount == 1 || score > alpha) {
                    rootMove.score = score;
                    rootMove.selDepth = selDepth;
                    rootMove.setPv(pv[ply + 1], ply + 1, pvLength[ply + 1]);
                } else {
                    rootMove.score = -INFINITE;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        updatePv(ply, move);
                    }
                    if (score >= beta) {
                        if (!noisy) {
                            history.updateQuiet(position, ply, move, depth, quiets[frame], quietCount);
                        }
                        break;
                    }
                    alpha = score;
                }
            }
            if (!noisy && quietCount < 64) {
                quiets[frame][quietCount++] = move;
            }
        }

        if (excludedMove != Move.NONE) {
            return bestScore == -INFINITE ? alpha : bestScore;
        }
        if (!root || pvIndex == 0) {
            int bound = bestScore >= beta ? BOUND_LOWER : pvNode && bestMove != Move.NONE ? BOUND_EXACT : BOUND_UPPER;
            tt.store(key, bestMove, toTable(bestScore, ply), staticEvals[ply] == NONE ? 0 : staticEvals[ply], depth, bound);
        }
        return bestScore;
    }

    private int quiescence(int alpha, int beta, int ply, boolean pvNode, boolean quietChecks) {
        pvLength[ply] = ply;
        nodes++;
        if (checkStop()) {
            return 0;
        }
        if (ply >= MAX_PLY - 1) {
            return position.isCheck() ? DRAW : evaluate();
        }
        long key = position.key();
        long entry = tt.probe(key);
        int ttScore = entry != 0 ? fromTable(score(entry), ply) : NONE;
        int ttBound = entry != 0 ? bound(entry) : BOUND_NONE;
        if (!pvNode && entry != 0
                && (ttBound == BOUND_EXACT || (ttBound == BOUND_LOWER ? ttScore >= beta : ttScore <= alpha))) {
            return ttScore;
        }
        boolean inCheck = position.isCheck();
        int standPat;
        int bestScore;
        int staticEval = 0;
        if (inCheck) {
            standPat = NONE;
            bestScore = -INFINITE;
        } else {
            staticEval = entry != 0 && eval(entry) != NONE ? eval(entry) : evaluate();
            standPat = staticEval;
            if (ttScore != NONE && (ttBound == BOUND_EXACT || (ttBound == BOUND_LOWER ? ttScore > standPat : ttScore < standPat))) {
                standPat = ttScore;
            }
            if (standPat >= beta) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
            bestScore = standPat;
        }

        int[] list = moves[ply];
        int count = position.legalMoves(list, true);
        if (inCheck && count == 0) {
            return matedIn(ply);
        }
        scoreMoves(ply, ply, count, move(entry));
        int bestMove = Move.NONE;
        for (boolean captures = true; ; captures = false) {
            for (int index = 0; index < count; index++) {
                int move = captures ? pickNext(ply, index, count) : list[index];
                if (captures && !inCheck) {
                    if (order[ply][index] < GOOD_NOISY_ORDER) {
                        continue;
                    }
                    int captured = position.capturedRole(move);
                    if (!Move.isPromotion(move) && standPat + (captured < 0 ? 0 : ORDER_VALUE[captured]) + 200 <= alpha) {
                        continue;
                    }
                }
                play(move);
                int score = -quiescence(-beta, -alpha, ply + 1, pvNode, false);
                undo();
                if (stopped) {
                    return 0;
                }
                if (score > bestScore) {
                    bestScore = score;
                    if (score > alpha) {
                        bestMove = move;
                        if (score >= beta) {
                            break;
                        }
                        alpha = score;
                    }
                }
            }
            // The captures did not refute the position: a quiet check may still win (a fork, a mate,
            // a piece that falls to the next capture), which the frontier of the main search cannot see.
            if (!captures || !quietChecks || inCheck || bestScore >= beta) {
                break;
            }
            count = generateSafeQuietChecks(list);
        }
        int bound = bestScore >= beta ? BOUND_LOWER : BOUND_UPPER;
        tt.store(key, bestMove, toTable(bestScore, ply), staticEval, 0, bound);
        return bestScore;
    }

    /** Writes the quiet checking moves that do not lose material (SEE >= 0) into {@code list}, in generation order. */
    private int generateSafeQuietChecks(int[] list) {
        int all = position.legalMoves(list, false);
        int count = 0;
        for (int i = 0; i < all; i++) {
            int move = list[i];
            if (!position.isNoisy(move) && position.givesCheck(move) && position.seeAtLeast(move, 0)) {
                list[count++] = move;
            }
        }
        return count;
    }

    private void play(int move) {
        if (accumulators != null) {
            accumulators.push(position, move);
        }
        position.play(move);
    }

    private void playNull() {
        if (accumulators != null) {
            accumulators.pushNull();
        }
        position.playNull();
    }

    private void undo() {
        position.undo();
        if (accumulators != null) {
            accumulators.pop();
        }
    }

    private int evaluate() {
        int score = accumulators != null ? networkEvaluation() : evaluator.evaluate(position);
        return Math.max(-MATE_BOUND + 1, Math.min(MATE_BOUND - 1, score));
    }

    /**
     * The network's evaluation, but for the endings the endgame knowledge scores (no mating
     * material, pawnless wins against a bare king), which its training data hardly holds: games
     * are adjudicated long before; and scaled down in the drawish endings it overrates.
     */
    private int networkEvaluation() {
        int special = EndgameKnowledge.evaluate(position);
        if (special != EndgameKnowledge.NONE) {
            return position.sideToMove() == Position.WHITE ? special : -special;
        }
        return EndgameKnowledge.drawishScaled(position, Network.inSearchCentipawns(accumulators.evaluate(position)));
    }

    /** Orders moves: hash move, winning or equal captures and queen promotions, killers, counter move, quiet history, losing captures. */
    private void scoreMoves(int ply, int frame, int count, int ttMove) {
        int[] list = moves[frame];
        int[] scores = order[frame];
        int us = position.sideToMove();
        int killer0 = history.killer(ply, 0);
        int killer1 = history.killer(ply, 1);
        int counter = history.counter(position);
        for (int i = 0; i < count; i++) {
            int move = list[i];
            if (move == ttMove) {
                scores[i] = TT_MOVE_ORDER;
            } else if (position.isNoisy(move)) {
                int captured = position.capturedRole(move);
                int attacker = position.pieceCode(Move.from(move)) >> 1;
                int mvvLva = 16 * (captured < 0 ? 0 : ORDER_VALUE[captured] / 10) - attacker;
                boolean underPromotion = Move.isPromotion(move) && (move >>> 12 & 7) != Position.QUEEN;
                boolean good = !underPromotion && position.seeAtLeast(move, 0);
                if (Move.isPromotion(move) && !underPromotion) {
                    mvvLva += 16 * 90;
                }
                scores[i] = (good ? GOOD_NOISY_ORDER : BAD_NOISY_ORDER) + mvvLva;
            } else if (move == killer0) {
                scores[i] = KILLER_ORDER;
            } else if (move == killer1) {
                scores[i] = KILLER_ORDER - 1;
            } else if (move == counter) {
                scores[i] = COUNTER_ORDER;
            } else {
                scores[i] = history.quietScore(us, move);
            }
        }
    }

    /**
     * Brings the best remaining move to {@code index}: by selection for the first picks (most
     * nodes cut off early), then, for nodes that go on, by sorting the rest once.
     */
    private int pickNext(int frame, int index, int count) {
        int[] list = moves[frame];
        int[] scores = order[frame];
        if (index >= SELECTION_PICKS) {
            if (index == SELECTION_PICKS) {
                sortRemaining(list, scores, index, count);
            }
            return list[index];
        }
        int best = index;
        for (int i = index + 1; i < count; i++) {
            if (scores[i] > scores[best]) {
                best = i;
            }
        }
        int move = list[best];
        int score = scores[best];
        list[best] = list[index];
        scores[best] = scores[index];
        list[index] = move;
        scores[index] = score;
        return move;
    }

    private static void sortRemaining(int[] list, int[] scores, int from, int count) {
        for (int i = from + 1; i < count; i++) {
            int move = list[i];
            int score = scores[i];
            int j = i - 1;
            while (j >= from && scores[j] < score) {
                list[j + 1] = list[j];
                scores[j + 1] = scores[j];
                j--;
            }
            list[j + 1] = move;
            scores[j + 1] = score;
        }
    }

    private void updatePv(int ply, int move) {
        int[] line = pv[ply];
        int[] child = pv[ply + 1];
        line[ply] = move;
        int length = pvLength[ply + 1];
        System.arraycopy(child, ply + 1, line, ply + 1, length - (ply + 1));
        pvLength[ply] = Math.max(length, ply + 1);
    }

    private RootMove findRootMove(int move) {
        for (int i = pvIndex; i < rootCount; i++) {
            if (rootMoves[i].move == move) {
                return rootMoves[i];
            }
        }
        throw new IllegalStateException("not a root move: " + Move.toUci(move, false));
    }
}
