package rookery.engine.nnue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

import rookery.chess.Position;

/**
 * Fits a (768 → H) ×2 perspective network with a clipped ReLU and {@link Network#OUTPUT_BUCKETS}
 * output buckets to a {@link TrainingSet} on the CPU: mini-batch Adam (its rate cut tenfold for the last quarter of the epochs) on the mean squared error between sigmoid(output) and the target
 * λ·sigmoid(score / {@link #SCORE_SCALE}) + (1 − λ)·result, where an output of 1 is
 * {@link Network#SCALE} centipawns. A share of the positions, drawn with the seed, is held out
 * for validation. Sparse: a batch touches, and Adam updates, only the weight rows of the features
 * its positions have. Deterministic for a seed whatever the threads: each batch is cut into
 * fixed slices whose gradients are summed in order.
 */
public final class Trainer {

    /** Centipawns of a score that make a sigmoid's unit: a 400 cp advantage is a 73% expected score. */
    public static final double SCORE_SCALE = 400;
    /** Weight bounds that keep the quantised accumulators within int16 with 32 pieces. */
    static final float FEATURE_LIMIT = 1.98f;
    static final float OUTPUT_LIMIT = 32_000f / Network.QB;

    /**
     * @param validationShare the share of positions held out
     */
    public record Settings(int hidden, int epochs, double lambda, int threads, long seed, int batchSize, double learningRate,
            double validationShare) {

        public Settings {
            if (hidden < 1 || hidden > Network.MAX_HIDDEN || epochs < 0 || lambda < 0 || lambda > 1 || threads < 1 || batchSize < 1
                    || learningRate <= 0 || validationShare <= 0 || validationShare >= 1) {
                throw new IllegalArgumentException("settings out of range: " + this);
            }
        }

        public static Settings defaults() {
            return new Settings(128, 20, 0.75, 1, 1, 1024, 0.001, 0.05);
        }

        public Settings withHidden(int value) {
            return new Settings(value, epochs, lambda, threads, seed, batchSize, learningRate, validationShare);
        }

        public Settings withEpochs(int value) {
            return new Settings(hidden, value, lambda, threads, seed, batchSize, learningRate, validationShare);
        }

        public Settings withLambda(double value) {
            return new Settings(hidden, epochs, value, threads, seed, batchSize, learningRate, validationShare);
        }

        public Settings withThreads(int value) {
            return new Settings(hidden, epochs, lambda, value, seed, batchSize, learningRate, validationShare);
        }

        public Settings withSeed(long value) {
            return new Settings(hidden, epochs, lambda, threads, value, batchSize, learningRate, validationShare);
        }

        public Settings withBatchSize(int value) {
            return new Settings(hidden, epochs, lambda, threads, seed, value, learningRate, validationShare);
        }
    }

    /** The loss of one epoch: mean squared errors on the training and the held-out positions. */
    public record Epoch(int number, double trainingLoss, double validationLoss, long millis) {

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "epoch %d: training loss %.6f, validation loss %.6f (%.1f s)", number, trainingLoss, validationLoss,
                    millis / 1000.0);
        }
    }

    private static final double BETA1 = 0.9, BETA2 = 0.999, EPSILON = 1e-8;
    /** The learning rate's factor in the last quarter of the epochs, which settle the weights. */
    private static final double LATE_RATE_FACTOR = 0.1;
    /** Slices a batch is cut into, whatever the threads, so that the sums do not depend on them. */
    private static final int SLICES = 16;

    private final TrainingSet data;
    private final Settings settings;
    private final int hidden;
    private final int[] training;
    private final int[] validation;
    private final Random random;

    private static final int BUCKETS = Network.OUTPUT_BUCKETS;

    // Parameters: feature weights [768][H], feature biases [H], output weights [bucket][2H] (side to move's first), output biases [bucket].
    private final float[] featureWeights;
    private final float[] featureBiases;
    private final float[] outputWeights;
    private final float[] outputBiases = new float[BUCKETS];
    private final Adam featureWeightsAdam;
    private final Adam featureBiasesAdam;
    private final Adam outputWeightsAdam;
    private final Adam outputBiasAdam;
    private final Gradient[] slices = new Gradient[SLICES];
    private final boolean[] touched = new boolean[Network.FEATURES];
    private double learningRate;

    public Trainer(TrainingSet data, Settings settings) {
        if (data.size() < 2) {
            throw new IllegalArgumentException("at least two positions are needed, not " + data.size());
        }
        this.data = data;
        this.settings = settings;
        this.hidden = settings.hidden();
        this.random = new Random(settings.seed());
        int[] order = new int[data.size()];
        int held = holdOutGames(order, Math.max(1, (int) Math.round(order.length * settings.validationShare())));
        validation = java.util.Arrays.copyOfRange(order, 0, held);
        training = java.util.Arrays.copyOfRange(order, held, order.length);

        featureWeights = new float[Network.FEATURES * hidden];
        featureBiases = new float[hidden];
        outputWeights = new float[2 * hidden * BUCKETS];
        float featureRange = 0.5f / (float) Math.sqrt(32);
        for (int i = 0; i < featureWeights.length; i++) {
            featureWeights[i] = (random.nextFloat() * 2 - 1) * featureRange;
        }
        for (int i = 0; i < hidden; i++) {
            featureBiases[i] = 0.25f + random.nextFloat() * 0.25f;
        }
        float outputRange = 1f / (float) Math.sqrt(2 * hidden);
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] = (random.nextFloat() * 2 - 1) * outputRange;
        }
        featureWeightsAdam = new Adam(featureWeights.length);
        featureBiasesAdam = new Adam(hidden);
        outputWeightsAdam = new Adam(2 * hidden * BUCKETS);
        outputBiasAdam = new Adam(BUCKETS);
        for (int i = 0; i < SLICES; i++) {
            slices[i] = new Gradient();
        }
    }

    /**
     * Fills {@code order} with every position, the held-out ones first, and returns how many are
     * held out: whole games drawn with the seed until {@code wanted} positions are (a game's
     * positions are nearly one sample, so holding out some of them beside the rest in training would
     * flatter the validation loss); drawn one by one when the data holds a single game.
     */
    private int holdOutGames(int[] order, int wanted) {
        int[] games = new int[data.games()];
        for (int i = 0; i < games.length; i++) {
            games[i] = i;
        }
        shuffle(games, games.length);
        int filled = 0;
        int held = 0;
        for (int i = 0; i < games.length; i++) {
            for (int position = data.gameStart(games[i]); position < data.gameEnd(games[i]); position++) {
                order[filled++] = position;
            }
            if (held < wanted && i < games.length - 1) {
                held = filled;
            }
        }
        if (held == 0) {
            shuffle(order, order.length);
            held = wanted;
        }
        return held;
    }

    public int trainingPositions() {
        return training.length;
    }

    public int validationPositions() {
        return validation.length;
    }

    /** Runs the epochs, reporting each. */
    public List<Epoch> train(Consumer<Epoch> report) throws InterruptedException {
        List<Epoch> epochs = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(settings.threads(), runnable -> {
            Thread thread = new Thread(runnable, "rookery-train");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (int epoch = 1; epoch <= settings.epochs(); epoch++) {
                long start = System.nanoTime();
                learningRate = epoch > settings.epochs() - settings.epochs() / 4 ? settings.learningRate() * LATE_RATE_FACTOR : settings.learningRate();
                shuffle(training, training.length);
                double loss = 0;
                for (int from = 0; from < training.length; from += settings.batchSize()) {
                    loss += step(pool, from, Math.min(training.length, from + settings.batchSize()));
                }
                Epoch done = new Epoch(epoch, loss / training.length, validationLoss(), (System.nanoTime() - start) / 1_000_000);
                epochs.add(done);
                report.accept(done);
            }
        } finally {
            pool.shutdownNow();
        }
        return epochs;
    }

    /** The mean squared error on the held-out positions. */
    public double validationLoss() {
        double loss = 0;
        float[] us = new float[hidden];
        float[] them = new float[hidden];
        for (int position : validation) {
            double error = sigmoid(forward(position, us, them)) - target(position);
            loss += error * error;
        }
        return loss / validation.length;
    }

    /** A least-squares line of the held-out positions' scores on the network's evaluations (centipawns). */
    public record ScaleFit(int positions, double slope, double intercept, double correlation) {
        @Override
        public String toString() {
            return String.format(Locale.ROOT, "search score = %.3f x network %+.0f cp on %d held-out positions within %d cp (correlation %.3f)", slope,
                    intercept, positions, FIT_BOUND, correlation);
        }
    }

    /** Held-out scores beyond this are left out of the fit: the search's margins matter near equality. */
    private static final int FIT_BOUND = 2000;

    /** How the search's scores of the held-out positions relate to the float network's: the slope is {@link Network#SEARCH_PERCENT}'s fit. */
    public ScaleFit scaleFit() {
        float[] us = new float[hidden];
        float[] them = new float[hidden];
        double n = 0, sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0;
        for (int position : validation) {
            int score = data.score(position);
            if (Math.abs(score) <= FIT_BOUND) {
                double x = forward(position, us, them) * Network.SCALE;
                n++;
                sx += x;
                sy += score;
                sxx += x * x;
                sxy += x * score;
                syy += (double) score * score;
            }
        }
        double covariance = n * sxy - sx * sy;
        double slope = covariance / (n * sxx - sx * sx);
        double correlation = covariance / Math.sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
        return new ScaleFit((int) n, slope, (sy - slope * sx) / n, correlation);
    }

    /** The float network's evaluation of a position in centipawns, from the side to move's point of view. */
    public double evaluate(Position position) {
        TrainingSet one = new TrainingSet();
        one.add(TrainingRecord.of(position, 0, TrainingRecord.DRAW));
        float[] us = new float[hidden];
        float[] them = new float[hidden];
        return forward(one, 0, us, them) * Network.SCALE;
    }

    /** The network rounded to the engine's integers. */
    public Network quantise() {
        short[] weights = new short[featureWeights.length];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = (short) Math.round(featureWeights[i] * Network.QA);
        }
        short[] biases = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            biases[i] = (short) Math.round(featureBiases[i] * Network.QA);
        }
        short[] output = new short[outputWeights.length];
        for (int i = 0; i < output.length; i++) {
            output[i] = (short) Math.round(outputWeights[i] * Network.QB);
        }
        int[] outputBias = new int[BUCKETS];
        for (int bucket = 0; bucket < BUCKETS; bucket++) {
            outputBias[bucket] = Math.round(outputBiases[bucket] * Network.QA * Network.QB);
        }
        int[] offsets = roundingOffsets(weights, biases, output, outputBias);
        for (int bucket = 0; bucket < BUCKETS; bucket++) {
            outputBias[bucket] += offsets[bucket];
        }
        return Network.of(hidden, weights, biases, output, outputBias);
    }

    /** Held-out positions the rounding's mean offset is measured on. */
    private static final int OFFSET_POSITIONS = 20_000;

    /**
     * The mean amount (in the output's integer units) by which rounding the weights lowers the
     * output of the held-out positions, per output bucket: the biases' rounding errors add up to
     * about the same amount in every position of a bucket (some 5-20 cp for small networks), which
     * the bucket's output bias takes back. A bucket without held-out positions takes the mean of all.
     */
    private int[] roundingOffsets(short[] weights, short[] biases, short[] output, int[] outputBias) {
        int count = Math.min(validation.length, OFFSET_POSITIONS);
        float[] us = new float[hidden];
        float[] them = new float[hidden];
        short[] quantisedUs = new short[hidden];
        short[] quantisedThem = new short[hidden];
        double[] offsets = new double[BUCKETS];
        int[] counts = new int[BUCKETS];
        double total = 0;
        for (int k = 0; k < count; k++) {
            int position = validation[k];
            double exact = forward(position, us, them) * Network.QA * Network.QB;
            accumulate(position, data.usFeatures(), weights, biases, quantisedUs);
            accumulate(position, data.themFeatures(), weights, biases, quantisedThem);
            int bucket = bucket(data, position);
            int row = bucket * 2 * hidden;
            long sum = outputBias[bucket];
            for (int i = 0; i < hidden; i++) {
                sum += Math.max(0, Math.min(Network.QA, (int) quantisedUs[i])) * output[row + i]
                        + Math.max(0, Math.min(Network.QA, (int) quantisedThem[i])) * output[row + hidden + i];
            }
            offsets[bucket] += exact - sum;
            counts[bucket]++;
            total += exact - sum;
        }
        int[] rounded = new int[BUCKETS];
        for (int bucket = 0; bucket < BUCKETS; bucket++) {
            rounded[bucket] = (int) Math.round(counts[bucket] > 0 ? offsets[bucket] / counts[bucket] : total / count);
        }
        return rounded;
    }

    private static int bucket(TrainingSet set, int position) {
        return Network.outputBucket(set.end(position) - set.start(position), BUCKETS);
    }

    private void accumulate(int position, short[] features, short[] weights, short[] biases, short[] accumulator) {
        System.arraycopy(biases, 0, accumulator, 0, hidden);
        for (int j = data.start(position); j < data.end(position); j++) {
            int row = features[j] * hidden;
            for (int i = 0; i < hidden; i++) {
                accumulator[i] += weights[row + i];
            }
        }
    }

    private double target(int position) {
        double lambda = settings.lambda();
        return lambda * sigmoid(data.score(position) / SCORE_SCALE) + (1 - lambda) * data.result(position);
    }

    private static double sigmoid(double x) {
        return 1 / (1 + Math.exp(-x));
    }

    private float forward(int position, float[] us, float[] them) {
        return forward(data, position, us, them);
    }

    /** The output (1 = {@link Network#SCALE} centipawns), leaving both accumulators before activation. */
    private float forward(TrainingSet set, int position, float[] us, float[] them) {
        accumulate(set.usFeatures(), set.start(position), set.end(position), us);
        accumulate(set.themFeatures(), set.start(position), set.end(position), them);
        int bucket = bucket(set, position);
        int row = bucket * 2 * hidden;
        float out = outputBiases[bucket];
        for (int i = 0; i < hidden; i++) {
            out += clip(us[i]) * outputWeights[row + i] + clip(them[i]) * outputWeights[row + hidden + i];
        }
        return out;
    }

    private void accumulate(short[] features, int start, int end, float[] accumulator) {
        System.arraycopy(featureBiases, 0, accumulator, 0, hidden);
        for (int f = start; f < end; f++) {
            int row = features[f] * hidden;
            for (int i = 0; i < hidden; i++) {
                accumulator[i] += featureWeights[row + i];
            }
        }
    }

    private static float clip(float x) {
        return Math.max(0f, Math.min(1f, x));
    }

    /** One batch: gradients over its slices (in parallel), summed in order, then an Adam step. Returns the batch's summed loss. */
    private double step(ExecutorService pool, int from, int to) throws InterruptedException {
        int length = to - from;
        List<Future<?>> jobs = new ArrayList<>();
        for (int s = 0; s < SLICES; s++) {
            int sliceFrom = from + (int) ((long) length * s / SLICES);
            int sliceTo = from + (int) ((long) length * (s + 1) / SLICES);
            Gradient gradient = slices[s];
            jobs.add(pool.submit(() -> gradient.compute(sliceFrom, sliceTo)));
        }
        for (Future<?> job : jobs) {
            try {
                job.get();
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException("training failed: " + e.getCause(), e.getCause());
            }
        }
        Gradient sum = slices[0];
        double loss = sum.loss;
        java.util.Arrays.fill(touched, false);
        for (int s = 0; s < SLICES; s++) {
            for (int f = 0; f < Network.FEATURES; f++) {
                touched[f] |= slices[s].touched[f];
            }
        }
        for (int s = 1; s < SLICES; s++) {
            Gradient other = slices[s];
            loss += other.loss;
            for (int f = 0; f < Network.FEATURES; f++) {
                if (other.touched[f]) {
                    if (!sum.touched[f]) {
                        java.util.Arrays.fill(sum.featureWeights, f * hidden, (f + 1) * hidden, 0f);
                        sum.touched[f] = true;
                    }
                    add(sum.featureWeights, other.featureWeights, f * hidden, hidden);
                }
            }
            add(sum.featureBiases, other.featureBiases, 0, hidden);
            add(sum.outputWeights, other.outputWeights, 0, sum.outputWeights.length);
            add(sum.outputBiases, other.outputBiases, 0, BUCKETS);
        }
        float scale = 1f / length;
        for (int f = 0; f < Network.FEATURES; f++) {
            if (touched[f]) {
                featureWeightsAdam.update(featureWeights, sum.featureWeights, f * hidden, hidden, scale, FEATURE_LIMIT);
            }
        }
        featureBiasesAdam.update(featureBiases, sum.featureBiases, 0, hidden, scale, FEATURE_LIMIT);
        outputWeightsAdam.update(outputWeights, sum.outputWeights, 0, outputWeights.length, scale, OUTPUT_LIMIT);
        outputBiasAdam.update(outputBiases, sum.outputBiases, 0, BUCKETS, scale, OUTPUT_LIMIT);
        return loss;
    }

    private static void add(float[] into, float[] from, int offset, int length) {
        for (int i = offset; i < offset + length; i++) {
            into[i] += from[i];
        }
    }

    private void shuffle(int[] array, int length) {
        for (int i = length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = array[i];
            array[i] = array[j];
            array[j] = swap;
        }
    }

    /** The summed gradient of a slice of a batch; only the rows of touched features are valid. */
    private final class Gradient {
        final float[] featureWeights = new float[Network.FEATURES * hidden];
        final float[] featureBiases = new float[hidden];
        final float[] outputWeights = new float[2 * hidden * BUCKETS];
        final float[] outputBiases = new float[BUCKETS];
        final boolean[] touched = new boolean[Network.FEATURES];
        double loss;
        private final float[] us = new float[hidden];
        private final float[] them = new float[hidden];
        private final float[] usDelta = new float[hidden];
        private final float[] themDelta = new float[hidden];

        void compute(int from, int to) {
            java.util.Arrays.fill(touched, false);
            java.util.Arrays.fill(featureBiases, 0f);
            java.util.Arrays.fill(outputWeights, 0f);
            java.util.Arrays.fill(outputBiases, 0f);
            loss = 0;
            short[] usFeatures = data.usFeatures();
            short[] themFeatures = data.themFeatures();
            for (int k = from; k < to; k++) {
                int position = training[k];
                float out = forward(position, us, them);
                double predicted = sigmoid(out);
                double error = predicted - target(position);
                loss += error * error;
                float delta = (float) (2 * error * predicted * (1 - predicted));
                int bucket = bucket(data, position);
                int row = bucket * 2 * hidden;
                outputBiases[bucket] += delta;
                for (int i = 0; i < hidden; i++) {
                    float u = us[i];
                    float t = them[i];
                    outputWeights[row + i] += delta * clip(u);
                    outputWeights[row + hidden + i] += delta * clip(t);
                    usDelta[i] = u > 0 && u < 1 ? delta * Trainer.this.outputWeights[row + i] : 0;
                    themDelta[i] = t > 0 && t < 1 ? delta * Trainer.this.outputWeights[row + hidden + i] : 0;
                    featureBiases[i] += usDelta[i] + themDelta[i];
                }
                int start = data.start(position);
                int end = data.end(position);
                for (int f = start; f < end; f++) {
                    addRow(usFeatures[f], usDelta);
                    addRow(themFeatures[f], themDelta);
                }
            }
        }

        private void addRow(int feature, float[] delta) {
            int row = feature * hidden;
            if (!touched[feature]) {
                touched[feature] = true;
                java.util.Arrays.fill(featureWeights, row, row + hidden, 0f);
            }
            for (int i = 0; i < hidden; i++) {
                featureWeights[row + i] += delta[i];
            }
        }
    }

    /**
     * Adam's moments of a parameter array; a step updates a range of it (a feature's row, which is
     * always updated whole, so its steps are counted at its start) and clips it to ±limit.
     */
    private final class Adam {
        private final float[] first;
        private final float[] second;
        private final int[] steps;

        Adam(int size) {
            first = new float[size];
            second = new float[size];
            steps = new int[size];
        }

        void update(float[] parameters, float[] gradient, int offset, int length, float scale, float limit) {
            int t = ++steps[offset];
            float rate = (float) (learningRate * Math.sqrt(1 - Math.pow(BETA2, t)) / (1 - Math.pow(BETA1, t)));
            float beta1 = (float) BETA1;
            float beta2 = (float) BETA2;
            for (int i = offset; i < offset + length; i++) {
                float g = gradient[i] * scale;
                first[i] = beta1 * first[i] + (1 - beta1) * g;
                second[i] = beta2 * second[i] + (1 - beta2) * g * g;
                float value = parameters[i] - rate * first[i] / ((float) Math.sqrt(second[i]) + (float) EPSILON);
                parameters[i] = Math.max(-limit, Math.min(limit, value));
            }
        }
    }
}
