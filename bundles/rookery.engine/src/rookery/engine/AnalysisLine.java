package rookery.engine;

import java.util.List;

/**
 * One line of analysis as the engine reports it while it deepens.
 *
 * @param multiPv 1-based index of the line (1 is the best)
 * @param depth nominal search depth in plies
 * @param selDepth deepest ply reached
 * @param score from the side to move's point of view
 * @param nodes nodes searched so far (all threads)
 * @param nps nodes per second
 * @param hashfull transposition table use in permille, -1 if unknown
 * @param timeMillis time since the analysis started
 * @param pv the principal variation as moves ({@link rookery.chess.Move} ints) legal from the analysed position
 * @param tbHits positions answered by endgame tables so far (Syzygy's, as UCI's {@code tbhits}); 0 when none or unknown
 */
public record AnalysisLine(int multiPv, int depth, int selDepth, Score score, long nodes, long nps, int hashfull,
        long timeMillis, List<Integer> pv, long tbHits) {

    public AnalysisLine {
        pv = List.copyOf(pv);
    }

    /** A line without table hits. */
    public AnalysisLine(int multiPv, int depth, int selDepth, Score score, long nodes, long nps, int hashfull, long timeMillis,
            List<Integer> pv) {
        this(multiPv, depth, selDepth, score, nodes, nps, hashfull, timeMillis, pv, 0);
    }
}
