package rookery.ui.game;

import java.util.Arrays;
import java.util.List;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.engine.analysis.Eval;
import rookery.engine.analysis.GameReview;
import rookery.engine.analysis.Judgement;
import rookery.engine.analysis.MoveJudgement;
import rookery.engine.analysis.PositionAnalysis;
import rookery.pgn.CommentCommands;

/**
 * Writes an engine's review of the main line into the game as lichess annotates: every move's
 * evaluation as {@code [%eval]} in its comment (the start's in the opening comment), the glyph of
 * each judged move ({@code ?!}, {@code ?}, {@code ??}, replacing a move glyph it had), and at each
 * mistake or blunder the engine's line as a variation and "Mistake. Nf3 was best." in the comment;
 * where the Syzygy tables judged the position, their verdict ("TB draw.") as it starts or changes.
 * Written again over an earlier review, it replaces that review's commands, glyphs and remarks.
 */
public final class ReviewAnnotations {
    private static final String EVAL = "eval";
    private static final List<String> REMARKS = Arrays.stream(Judgement.values()).map(j -> j.word() + ".").toList();

    private ReviewAnnotations() {
    }

    /** @param analyses one per main-line position, the start first */
    public static void apply(GameTree game, List<PositionAnalysis> analyses, GameReview review) {
        List<MoveNode> nodes = MainLineEvals.of(game).nodes();
        if (analyses.size() != nodes.size()) {
            throw new IllegalArgumentException(analyses.size() + " analyses for " + nodes.size() + " positions");
        }
        MoveNode root = nodes.get(0);
        root.setStartingComment(withEval(root.startingComment(), analyses.get(0).eval()));
        for (int ply = 1; ply < nodes.size(); ply++) {
            MoveNode node = nodes.get(ply);
            MoveJudgement judged = review.moves().get(ply - 1);
            String comment = withVerdict(withoutRemark(withEval(node.comment(), analyses.get(ply).eval())), analyses.get(ply - 1).eval(),
                    analyses.get(ply).eval());
            Judgement judgement = judged.judgement();
            int[] nags = Arrays.stream(node.nags()).filter(nag -> judgement == null ? !isJudgement(nag) : !Nag.isMoveSuffix(nag)).toArray();
            if (judgement != null) {
                nags = prepend(judgement.nag(), nags);
                if (judgement != Judgement.INACCURACY) {
                    comment = addBestLine(game, nodes.get(ply - 1), node, analyses.get(ply - 1), judgement, comment);
                }
            }
            node.setComment(comment);
            node.setNags(nags);
        }
    }

    private static String addBestLine(GameTree game, MoveNode before, MoveNode played, PositionAnalysis analysis,
            Judgement judgement, String comment) {
        List<Integer> best = analysis.bestLine();
        if (best.isEmpty() || best.get(0) == played.move()) {
            return comment;
        }
        Position position = game.positionAt(before);
        String remark = judgement.word() + ". " + San.format(position, best.get(0)) + " was best.";
        MoveNode line = before;
        for (int move : best) {
            line = game.add(line, move);
        }
        return (comment + " " + remark).strip();
    }

    private static String withEval(String comment, Eval eval) {
        String text = CommentCommands.withCommand(comment, EVAL, eval.pgnText());
        return text == null ? "" : text;
    }

    /**
     * The comment with the tables' verdict ("TB win for White.") where the position enters the
     * tables or their verdict changes, and without one an earlier review wrote.
     */
    private static String withVerdict(String comment, Eval before, Eval after) {
        String text = comment;
        for (String verdict : Eval.TABLEBASE_TEXTS) {
            text = text.replace(verdict + ".", "").strip();
        }
        String verdict = after.tablebaseText();
        return verdict == null || verdict.equals(before.tablebaseText()) ? text : (text + " " + verdict + ".").strip();
    }

    /** The comment without the remark an earlier review put at its end ("Mistake. Nf3 was best."). */
    private static String withoutRemark(String comment) {
        for (String word : REMARKS) {
            int at = comment.lastIndexOf(word + " ");
            if (at >= 0 && comment.endsWith(" was best.")) {
                return comment.substring(0, at).strip();
            }
        }
        return comment;
    }

    private static boolean isJudgement(int nag) {
        return Arrays.stream(Judgement.values()).anyMatch(judgement -> judgement.nag() == nag);
    }

    private static int[] prepend(int nag, int[] nags) {
        int[] all = new int[nags.length + 1];
        all[0] = nag;
        System.arraycopy(nags, 0, all, 1, nags.length);
        return all;
    }
}
