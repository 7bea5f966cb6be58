package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;

class TrainingSetTest {

    @TempDir
    Path folder;

    /** A game's positions as datagen writes them: in order, each with the game's result. */
    private static List<TrainingRecord> game(long seed, int positions, int result) {
        Random random = new Random(seed);
        List<TrainingRecord> records = new ArrayList<>();
        Position board = Position.startpos();
        while (records.size() < positions) {
            int[] moves = board.legalMoves();
            if (moves.length == 0) {
                board = Position.startpos();
                continue;
            }
            board.play(moves[random.nextInt(moves.length)]);
            records.add(TrainingRecord.of(board, 0, result));
        }
        return records;
    }

    private static TrainingSet setOf(List<List<TrainingRecord>> games) {
        TrainingSet set = new TrainingSet();
        games.forEach(game -> game.forEach(set::add));
        return set;
    }

    @Test
    void gamesAreToldApartByTheirPliesAndResults() {
        TrainingSet set = setOf(List.of(game(1, 10, TrainingRecord.DRAW), game(2, 20, TrainingRecord.DRAW), game(3, 30, TrainingRecord.WHITE_WINS)));
        assertEquals(60, set.size());
        assertEquals(3, set.games());
        assertEquals(List.of(0, 10, 30), List.of(set.gameStart(0), set.gameStart(1), set.gameStart(2)));
        assertEquals(60, set.gameEnd(2));
    }

    @Test
    void aGameEndsWhereItsFileEnds() throws IOException {
        List<TrainingRecord> records = game(4, 40, TrainingRecord.BLACK_WINS);
        Path first = folder.resolve("first.bin");
        Path second = folder.resolve("second.bin");
        try (TrainingDataWriter one = new TrainingDataWriter(first); TrainingDataWriter two = new TrainingDataWriter(second)) {
            for (int i = 0; i < records.size(); i++) {
                (i < 15 ? one : two).write(records.get(i));
            }
        }
        TrainingSet set = TrainingSet.read(List.of(first, second));
        assertEquals(40, set.size());
        assertEquals(2, set.games());
        assertEquals(15, set.gameStart(1));
    }

    @Test
    void theTrainerHoldsOutWholeGames() {
        TrainingSet set = setOf(List.of(game(5, 10, TrainingRecord.DRAW), game(6, 20, TrainingRecord.WHITE_WINS), game(7, 30, TrainingRecord.DRAW)));
        Set<Integer> heldOut = new HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            Trainer trainer = new Trainer(set, Trainer.Settings.defaults().withHidden(8).withSeed(seed));
            // the default share (5 %) wants 3 positions: the first game drawn, whichever it is
            heldOut.add(trainer.validationPositions());
            assertEquals(60, trainer.validationPositions() + trainer.trainingPositions());
        }
        assertEquals(Set.of(10, 20, 30), heldOut);
    }

    @Test
    void aSingleGameIsHeldOutPositionByPosition() {
        TrainingSet set = setOf(List.of(game(8, 100, TrainingRecord.DRAW)));
        Trainer trainer = new Trainer(set, Trainer.Settings.defaults().withHidden(8));
        assertEquals(1, set.games());
        assertEquals(5, trainer.validationPositions());
        assertEquals(95, trainer.trainingPositions());
    }
}
