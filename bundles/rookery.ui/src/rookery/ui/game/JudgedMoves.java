package rookery.ui.game;

import java.util.Arrays;

import rookery.engine.analysis.Judgement;

/** "Next mistake": the main-line moves an engine's review judged (inaccuracies, mistakes, blunders), one after another. */
public final class JudgedMoves {
    private JudgedMoves() {
    }

    /** The first judged main-line move after {@code current} (after the move a variation leaves the main line at), or null. */
    public static MoveNode after(MoveNode current) {
        MoveNode node = current;
        while (!node.isRoot() && !node.isMainLine()) {
            node = node.parent();
        }
        for (node = node.mainChild(); node != null; node = node.mainChild()) {
            if (isJudged(node)) {
                return node;
            }
        }
        return null;
    }

    public static boolean isJudged(MoveNode node) {
        return judgement(node) != null;
    }

    /** The review's judgement the move's glyphs carry, or null. */
    public static Judgement judgement(MoveNode node) {
        for (int nag : node.nags()) {
            Judgement judgement = Arrays.stream(Judgement.values()).filter(j -> j.nag() == nag).findFirst().orElse(null);
            if (judgement != null) {
                return judgement;
            }
        }
        return null;
    }
}
