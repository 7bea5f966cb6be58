package rookery.engine.analysis;

import java.util.List;

import rookery.chess.Color;

/** The judgement of every move of a game (in ply order) and each side's summary. */
public record GameReview(List<MoveJudgement> moves, SideSummary white, SideSummary black) {

    public GameReview {
        moves = List.copyOf(moves);
    }

    public SideSummary side(Color color) {
        return color == Color.WHITE ? white : black;
    }
}
