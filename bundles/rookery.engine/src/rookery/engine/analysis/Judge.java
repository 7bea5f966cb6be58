package rookery.engine.analysis;

import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.engine.analysis.MoveJudgement.MateCase;

/**
 * Judges every move of a game from the evaluations of its positions, by lichess's rules: a drop of
 * the mover's winning chances by 0.1, 0.2, 0.3 between two centipawn evaluations is an inaccuracy,
 * a mistake, a blunder; a move that allows a forced mate, or gives up one the mover had, is judged
 * by how good the position stays in centipawns (beyond ±999: inaccuracy, ±700: mistake, else blunder).
 * Between two positions the Syzygy tables judged ({@link TablebaseVerdicts}), a move that turns a
 * win into a draw or loss, or a draw into a loss, is a blunder, whatever an engine said.
 */
public final class Judge {

    private Judge() {
    }

    /**
     * @param evals the evaluation of every position, the start first (one more than the moves)
     * @param firstMover the side to move at the start
     */
    public static GameReview review(List<Eval> evals, Color firstMover) {
        if (evals.isEmpty()) {
            throw new IllegalArgumentException("a game has at least its start position");
        }
        List<MoveJudgement> moves = new ArrayList<>();
        for (int i = 0; i + 1 < evals.size(); i++) {
            Color mover = i % 2 == 0 ? firstMover : firstMover.other();
            moves.add(judgeMove(i + 1, mover, evals.get(i), evals.get(i + 1)));
        }
        return new GameReview(moves, summary(moves, evals, firstMover, Color.WHITE), summary(moves, evals, firstMover, Color.BLACK));
    }

    static MoveJudgement judgeMove(int ply, Color mover, Eval before, Eval after) {
        int sign = mover == Color.WHITE ? 1 : -1;
        int loss = Math.max(0, sign * (before.lossCentipawns() - after.lossCentipawns()));
        double accuracy = Accuracy.ofMove(moverWinPercent(before, mover), moverWinPercent(after, mover));
        if (before.kind() == Eval.Kind.TABLEBASE && after.kind() == Eval.Kind.TABLEBASE) {
            Judgement thrownAway = after.signedFor(mover) < before.signedFor(mover) ? Judgement.BLUNDER : null;
            return new MoveJudgement(ply, mover, thrownAway, null, loss, accuracy);
        }
        if (!before.isMate() && !after.isMate()) {
            double drop = sign * (WinningChances.of(before) - WinningChances.of(after));
            return new MoveJudgement(ply, mover, Judgement.ofDrop(drop), null, loss, accuracy);
        }
        boolean hadMate = before.isMate() && before.signedFor(mover) > 0;
        boolean getsMated = after.isMate() && after.signedFor(mover) < 0;
        if (!before.isMate() && getsMated) {
            return new MoveJudgement(ply, mover, byCentipawns(-before.signedFor(mover)), MateCase.MATE_ALLOWED, loss, accuracy);
        }
        if (hadMate && !(after.isMate() && after.signedFor(mover) > 0)) {
            int centipawnsAfter = after.isMate() ? 0 : after.signedFor(mover);
            return new MoveJudgement(ply, mover, byCentipawns(centipawnsAfter), MateCase.MATE_MISSED, loss, accuracy);
        }
        return new MoveJudgement(ply, mover, null, null, loss, accuracy);
    }

    /** lichess's judgement of a mate case by the mover's centipawns on the side that stays good. */
    private static Judgement byCentipawns(int centipawns) {
        if (centipawns > 999) {
            return Judgement.INACCURACY;
        }
        return centipawns > 700 ? Judgement.MISTAKE : Judgement.BLUNDER;
    }

    private static double moverWinPercent(Eval eval, Color mover) {
        double white = Accuracy.winPercent(eval);
        return mover == Color.WHITE ? white : 100 - white;
    }

    private static SideSummary summary(List<MoveJudgement> moves, List<Eval> evals, Color firstMover, Color side) {
        List<MoveJudgement> own = moves.stream().filter(move -> move.mover() == side).toList();
        double acpl = own.stream().mapToInt(MoveJudgement::centipawnLoss).average().orElse(0);
        return new SideSummary(own.size(), count(own, Judgement.INACCURACY), count(own, Judgement.MISTAKE),
                count(own, Judgement.BLUNDER), acpl, Accuracy.ofGame(evals, firstMover, side));
    }

    private static int count(List<MoveJudgement> moves, Judgement judgement) {
        return (int) moves.stream().filter(move -> move.judgement() == judgement).count();
    }
}
