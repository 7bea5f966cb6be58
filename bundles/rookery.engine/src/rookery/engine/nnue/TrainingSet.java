package rookery.engine.nnue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Training positions in memory as the trainer reads them: each position's active features from
 * both perspectives (the side to move's first) and its score and result from the side to move's
 * point of view, and the games they came from. A data file holds each game's positions together
 * and in order, so a game ends where a file ends, where the ply does not go on rising or where
 * the result changes (two games may be taken for one; never one for two).
 */
public final class TrainingSet {

    private short[] usFeatures = new short[1 << 16];
    private short[] themFeatures = new short[1 << 16];
    private int[] starts = new int[1025];
    private short[] scores = new short[1024];
    private byte[] results = new byte[1024];
    private int size;
    private int[] gameStarts = new int[1025];
    private int games;
    private int lastPly = Integer.MAX_VALUE;
    private int lastResult = -1;

    /** The records of these files, in order. */
    public static TrainingSet read(List<Path> files) throws IOException {
        TrainingSet set = new TrainingSet();
        for (Path file : files) {
            set.lastPly = Integer.MAX_VALUE;
            try (TrainingDataReader reader = new TrainingDataReader(file)) {
                for (TrainingRecord record = reader.next(); record != null; record = reader.next()) {
                    set.add(record);
                }
            }
        }
        return set;
    }

    public void add(TrainingRecord record) {
        if (size == scores.length) {
            scores = Arrays.copyOf(scores, 2 * size);
            results = Arrays.copyOf(results, 2 * size);
            starts = Arrays.copyOf(starts, 2 * size + 1);
        }
        int start = starts[size];
        int pieces = Long.bitCount(record.occupancy());
        if (start + pieces > usFeatures.length) {
            usFeatures = Arrays.copyOf(usFeatures, 2 * usFeatures.length);
            themFeatures = Arrays.copyOf(themFeatures, usFeatures.length);
        }
        int us = record.sideToMove();
        int index = 0;
        for (long bits = record.occupancy(); bits != 0; bits &= bits - 1, index++) {
            int square = Long.numberOfTrailingZeros(bits);
            int code = record.code(index);
            usFeatures[start + index] = (short) Network.feature(us, code, square);
            themFeatures[start + index] = (short) Network.feature(us ^ 1, code, square);
        }
        starts[size + 1] = start + pieces;
        int ply = 2 * record.fullmove() + us;
        if (ply <= lastPly || record.result() != lastResult) {
            if (games + 1 == gameStarts.length) {
                gameStarts = Arrays.copyOf(gameStarts, 2 * gameStarts.length);
            }
            gameStarts[games++] = size;
        }
        lastPly = ply;
        lastResult = record.result();
        gameStarts[games] = size + 1;
        scores[size] = (short) record.sideToMoveScore();
        results[size] = (byte) Math.round(2 * record.sideToMoveResult());
        size++;
    }

    public int size() {
        return size;
    }

    /** The games the positions came from, as told apart when they were read. */
    public int games() {
        return games;
    }

    /** The first position of game {@code game}. */
    int gameStart(int game) {
        return gameStarts[game];
    }

    /** One past the last position of game {@code game}. */
    int gameEnd(int game) {
        return gameStarts[game + 1];
    }

    int start(int position) {
        return starts[position];
    }

    int end(int position) {
        return starts[position + 1];
    }

    short[] usFeatures() {
        return usFeatures;
    }

    short[] themFeatures() {
        return themFeatures;
    }

    /** The search's score from the side to move's point of view. */
    int score(int position) {
        return scores[position];
    }

    /** The result from the side to move's point of view: 0 loss, 0.5 draw, 1 win. */
    double result(int position) {
        return results[position] / 2.0;
    }
}
