package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.engine.Limits;

class LabelerTest {

    private final Labeler labeler = new Labeler(Limits.nodes(3000));

    private boolean quiet(String fen) {
        Position position = Position.fromFen(fen);
        return labeler.label(position).isQuiet(position);
    }

    @Test
    void onlyQuietPositionsAreKept() {
        assertTrue(quiet("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));
        // The best move takes a hanging queen.
        assertFalse(quiet("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1"));
        // The best move promotes.
        assertFalse(quiet("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1"));
        // In check.
        assertFalse(quiet("4k3/8/8/8/8/8/3q4/4K2R w K - 0 1"));
        // A mate in one is found: a mate score.
        assertFalse(quiet("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"));
    }

    @Test
    void selfPlayWritesQuietPositionsWithTheGamesResult() {
        SelfPlay selfPlay = new SelfPlay(java.util.List.of(Position.startpos()), Limits.nodes(500), 5);
        Labeler quick = new Labeler(Limits.nodes(500));
        java.util.Random random = new java.util.Random(5);
        int games = 0;
        int positions = 0;
        while (games < 3) {
            java.util.List<TrainingRecord> game = selfPlay.playGame(quick, random);
            if (game.isEmpty()) {
                continue;
            }
            games++;
            positions += game.size();
            int result = game.get(0).result();
            for (TrainingRecord record : game) {
                assertEquals(result, record.result());
                Position board = record.toPosition();
                assertFalse(board.isCheck(), board.fen());
                assertTrue(Math.abs(record.score()) < 20_000);
            }
        }
        assertTrue(positions > 30, positions + " positions");
    }
}
