package rookery.engine.nnue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;

import rookery.chess.Position;
import rookery.engine.Limits;
import rookery.engine.Score;

/**
 * Training data from the engine's games against itself: each game starts from an opening (the
 * start position or the end of a named line) followed by a few random legal moves, then the
 * engine plays both sides at a short limit. The quiet positions ({@link Labeler.Label#isQuiet})
 * are written with their search score once the game's result is known: by the rules, by a mate
 * the search found, by a score of at least {@link #WIN_SCORE} for {@link #WIN_PLIES} plies, by a
 * score within {@link #DRAW_SCORE} of 0 for {@link #DRAW_PLIES} plies after ply
 * {@link #DRAW_FROM_PLY}, or a draw at ply {@link #MAX_PLIES}.
 */
public final class SelfPlay {

    static final int WIN_SCORE = 1500, WIN_PLIES = 4;
    static final int DRAW_SCORE = 10, DRAW_PLIES = 12, DRAW_FROM_PLY = 80;
    static final int MAX_PLIES = 400;
    /** Openings more unbalanced than this (in centipawns, after the random moves) are not played. */
    static final int MAX_OPENING_SCORE = 600;

    private final List<Position> openings;
    private final Limits limits;
    private final long seed;

    /** {@code openings}: where games start before their random moves, the first being the start position, which half the games use. */
    public SelfPlay(List<Position> openings, Limits limits, long seed) {
        if (openings.isEmpty()) {
            throw new IllegalArgumentException("no openings");
        }
        this.openings = List.copyOf(openings);
        this.limits = limits;
        this.seed = seed;
    }

    /**
     * Plays games on {@code threads} threads until {@code positions} records more are written
     * (the last game's are cut to the count), flushing after every game. Each thread's games
     * follow from the seed, the thread's index and the records the file held before.
     */
    public void run(TrainingDataWriter writer, long positions, int threads, LongConsumer progress) throws IOException, InterruptedException {
        long target = writer.written() + positions;
        AtomicBoolean done = new AtomicBoolean(positions <= 0);
        List<Thread> workers = new ArrayList<>();
        IOException[] failure = {null};
        for (int t = 0; t < threads; t++) {
            Random random = new Random(seed * 0x9E3779B97F4A7C15L + t * 1_000_003L + writer.existingRecords());
            Thread worker = new Thread(() -> {
                Labeler labeler = new Labeler(limits);
                try {
                    while (!done.get()) {
                        List<TrainingRecord> game = playGame(labeler, random);
                        synchronized (writer) {
                            for (TrainingRecord record : game) {
                                if (writer.written() >= target) {
                                    break;
                                }
                                writer.write(record);
                            }
                            writer.flush();
                            progress.accept(writer.written());
                            if (writer.written() >= target) {
                                done.set(true);
                            }
                        }
                    }
                } catch (IOException e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    done.set(true);
                } catch (UncheckedIOException e) {
                    synchronized (failure) {
                        failure[0] = e.getCause();
                    }
                    done.set(true);
                }
            }, "rookery-datagen-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        if (failure[0] != null) {
            throw failure[0];
        }
    }

    /** One game's quiet positions with their scores and the game's result (none when the opening was rejected). */
    List<TrainingRecord> playGame(Labeler labeler, Random random) {
        labeler.newGame();
        Position position = randomOpening(random);
        if (position == null) {
            return List.of();
        }
        List<Position> kept = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        int result = -1;
        int winStreak = 0;
        int drawStreak = 0;
        int previous = 0;
        for (int ply = 0; result < 0; ply++) {
            int white = position.sideToMove() == Position.WHITE ? 1 : -1;
            if (position.isCheckmate()) {
                result = white > 0 ? TrainingRecord.BLACK_WINS : TrainingRecord.WHITE_WINS;
                break;
            }
            if (position.isStalemate() || position.hasInsufficientMaterial() || position.isFiftyMoveRule() || position.isThreefoldRepetition()
                    || ply >= MAX_PLIES) {
                result = TrainingRecord.DRAW;
                break;
            }
            Labeler.Label label = labeler.label(position);
            Score score = label.score();
            if (ply == 0 && (score.isMate() || Math.abs(score.value()) > MAX_OPENING_SCORE)) {
                return List.of();
            }
            if (score.isMate()) {
                result = score.value() * white > 0 ? TrainingRecord.WHITE_WINS : TrainingRecord.BLACK_WINS;
                break;
            }
            int whiteScore = score.value() * white;
            if (Math.abs(whiteScore) >= WIN_SCORE) {
                winStreak = winStreak > 0 && Integer.signum(whiteScore) == Integer.signum(previous) ? winStreak + 1 : 1;
            } else {
                winStreak = 0;
            }
            previous = whiteScore;
            drawStreak = ply >= DRAW_FROM_PLY && Math.abs(whiteScore) <= DRAW_SCORE ? drawStreak + 1 : 0;
            if (label.isQuiet(position)) {
                kept.add(position.copy());
                scores.add(whiteScore);
            }
            if (winStreak >= WIN_PLIES) {
                result = whiteScore > 0 ? TrainingRecord.WHITE_WINS : TrainingRecord.BLACK_WINS;
            } else if (drawStreak >= DRAW_PLIES) {
                result = TrainingRecord.DRAW;
            }
            position.play(label.bestMove());
        }
        List<TrainingRecord> records = new ArrayList<>(kept.size());
        for (int i = 0; i < kept.size(); i++) {
            records.add(TrainingRecord.of(kept.get(i), Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, scores.get(i))), result));
        }
        return records;
    }

    /** An opening (the start position half the time) and then 2 to 4 random moves, 6 to 9 from the start position; null at a dead end. */
    private Position randomOpening(Random random) {
        boolean fromStart = random.nextBoolean();
        Position position = (fromStart ? openings.get(0) : openings.get(random.nextInt(openings.size()))).copy();
        int plies = fromStart ? 6 + random.nextInt(4) : 2 + random.nextInt(3);
        for (int i = 0; i < plies; i++) {
            int[] moves = position.legalMoves();
            if (moves.length == 0) {
                return null;
            }
            position.play(moves[random.nextInt(moves.length)]);
        }
        return position.legalMoves().length == 0 ? null : position;
    }
}
