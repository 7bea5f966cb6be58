package rookery.engine.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import rookery.chess.Move;
import rookery.chess.Position;

/**
 * Texel tuning of {@link Weights}: fits the evaluation to game results. Each position's feature
 * counts are recorded once ({@link Evaluator#trace}); the predicted result is
 * {@code 1 / (1 + 10^(-K * eval / 400))} of the white-side evaluation, which is linear in the
 * weights, so the mean squared error against the results (1, 0.5, 0) is minimized by gradient
 * descent (Adam, full batch) over all middlegame and endgame weights at once, after fitting the
 * scaling constant K to the starting weights. Positions that are not quiet (in check, or with a
 * capture or promotion that wins material) and those the endgame knowledge scores are skipped.
 */
public final class TexelTuner {

    private int count;
    private int[] offsets = new int[1 << 16];
    private short[] indices = new short[1 << 20];
    private byte[] values = new byte[1 << 20];
    private byte[] phases = new byte[1 << 16];
    private byte[] scales = new byte[1 << 16];
    private float[] results = new float[1 << 16];
    private int entries;

    private final double[] mg = new double[Params.COUNT];
    private final double[] eg = new double[Params.COUNT];
    private final boolean[] tunable = new boolean[Params.COUNT];
    private double k = 1.0;

    public TexelTuner() {
        for (int i = 0; i < Params.COUNT; i++) {
            mg[i] = Weights.MG[i];
            eg[i] = Weights.EG[i];
        }
        Arrays.fill(tunable, true);
    }

    /**
     * Tunes only the groups whose name starts with one of these prefixes (e.g. "passed", "king");
     * the others keep their values. Material, piece-square tables and mobility tables are
     * degenerate with each other (each piece counts once in each), so tuning them all at once
     * only moves value between them.
     */
    public void tuneOnly(List<String> prefixes) {
        Arrays.fill(tunable, false);
        for (Params.Group group : Params.GROUPS) {
            if (prefixes.stream().anyMatch(group.name()::startsWith)) {
                Arrays.fill(tunable, group.offset(), group.offset() + group.size(), true);
            }
        }
    }

    public int positions() {
        return count;
    }

    /** Whether a position is worth learning from: not in check, no winning capture or promotion. */
    public static boolean isQuiet(Position position) {
        if (position.isCheck()) {
            return false;
        }
        int[] moves = new int[Position.MAX_MOVES];
        int noisy = position.legalMoves(moves, true);
        for (int i = 0; i < noisy; i++) {
            if (Move.isPromotion(moves[i]) || position.seeAtLeast(moves[i], 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Records a position of a game that ended with {@code whiteScore} (1, 0.5 or 0); returns
     * false (and records nothing) if it is not quiet or the endgame knowledge decides it.
     */
    public boolean add(Position position, double whiteScore) {
        if (!isQuiet(position)) {
            return false;
        }
        Evaluator.Trace trace = Evaluator.trace(position);
        if (trace.special()) {
            return false;
        }
        int[] coefficients = trace.coefficients();
        if (count + 1 >= offsets.length) {
            offsets = Arrays.copyOf(offsets, offsets.length * 2);
            phases = Arrays.copyOf(phases, phases.length * 2);
            scales = Arrays.copyOf(scales, scales.length * 2);
            results = Arrays.copyOf(results, results.length * 2);
        }
        offsets[count] = entries;
        for (int i = 0; i < coefficients.length; i++) {
            if (coefficients[i] != 0) {
                if (entries == indices.length) {
                    indices = Arrays.copyOf(indices, indices.length * 2);
                    values = Arrays.copyOf(values, values.length * 2);
                }
                indices[entries] = (short) i;
                values[entries] = (byte) Math.max(-128, Math.min(127, coefficients[i]));
                entries++;
            }
        }
        phases[count] = (byte) trace.phase();
        scales[count] = (byte) trace.scale();
        results[count] = (float) whiteScore;
        count++;
        offsets[count] = entries;
        return true;
    }

    private double evaluate(int position) {
        double middlegame = 0;
        double endgame = 0;
        for (int e = offsets[position]; e < offsets[position + 1]; e++) {
            middlegame += values[e] * mg[indices[e]];
            endgame += values[e] * eg[indices[e]];
        }
        int phase = phases[position];
        return (middlegame * phase + endgame * (Evaluator.MAX_PHASE - phase) * scales[position] / EndgameKnowledge.SCALE_NORMAL)
                / Evaluator.MAX_PHASE;
    }

    private static double sigmoid(double k, double eval) {
        return 1 / (1 + Math.pow(10, -k * eval / 400));
    }

    /** Mean squared error of the predictions with the current weights. */
    public double error() {
        return error(k);
    }

    private double error(double constant) {
        double sum = 0;
        for (int p = 0; p < count; p++) {
            double difference = results[p] - sigmoid(constant, evaluate(p));
            sum += difference * difference;
        }
        return sum / Math.max(1, count);
    }

    /** Fits K to the current weights by a golden-section search over 0.1..3. */
    public double fitScalingConstant() {
        double low = 0.1;
        double high = 3.0;
        double ratio = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 40; i++) {
            double a = high - ratio * (high - low);
            double b = low + ratio * (high - low);
            if (error(a) < error(b)) {
                high = b;
            } else {
                low = a;
            }
        }
        k = (low + high) / 2;
        return k;
    }

    /** Runs {@code epochs} Adam steps; reports the error every {@code reportEvery} epochs. */
    public void tune(int epochs, double learningRate, int reportEvery, IntConsumer progress, Consumer<String> report) {
        double[] gradientMg = new double[Params.COUNT];
        double[] gradientEg = new double[Params.COUNT];
        double[] m1 = new double[2 * Params.COUNT];
        double[] m2 = new double[2 * Params.COUNT];
        double beta1 = 0.9;
        double beta2 = 0.999;
        double ln10 = Math.log(10);
        for (int epoch = 1; epoch <= epochs; epoch++) {
            Arrays.fill(gradientMg, 0);
            Arrays.fill(gradientEg, 0);
            for (int p = 0; p < count; p++) {
                double predicted = sigmoid(k, evaluate(p));
                // d(error)/d(eval) for one position, up to the constant factor 2/N.
                double slope = (predicted - results[p]) * predicted * (1 - predicted) * k * ln10 / 400;
                int phase = phases[p];
                double mgShare = slope * phase / Evaluator.MAX_PHASE;
                double egShare = slope * (Evaluator.MAX_PHASE - phase) * scales[p] / (double) EndgameKnowledge.SCALE_NORMAL / Evaluator.MAX_PHASE;
                for (int e = offsets[p]; e < offsets[p + 1]; e++) {
                    gradientMg[indices[e]] += values[e] * mgShare;
                    gradientEg[indices[e]] += values[e] * egShare;
                }
            }
            for (int i = 0; i < Params.COUNT; i++) {
                if (!tunable[i]) {
                    continue;
                }
                mg[i] -= adam(i, 2 * gradientMg[i] / count, m1, m2, beta1, beta2, epoch, learningRate);
                eg[i] -= adam(Params.COUNT + i, 2 * gradientEg[i] / count, m1, m2, beta1, beta2, epoch, learningRate);
            }
            if (progress != null) {
                progress.accept(epoch);
            }
            if (report != null && reportEvery > 0 && epoch % reportEvery == 0) {
                report.accept(String.format(Locale.ROOT, "epoch %d: error %.6f", epoch, error()));
            }
        }
    }

    private static double adam(int i, double gradient, double[] m1, double[] m2, double beta1, double beta2, int step, double rate) {
        m1[i] = beta1 * m1[i] + (1 - beta1) * gradient;
        m2[i] = beta2 * m2[i] + (1 - beta2) * gradient * gradient;
        double corrected1 = m1[i] / (1 - Math.pow(beta1, step));
        double corrected2 = m2[i] / (1 - Math.pow(beta2, step));
        return rate * corrected1 / (Math.sqrt(corrected2) + 1e-8);
    }

    /** The current weights, rounded, as the source of {@code Weights.java}. */
    public String weightsSource(String provenance) {
        StringBuilder out = new StringBuilder();
        out.append("package rookery.engine.eval;\n\n")
                .append("/**\n")
                .append(" * Evaluation weights in centipawns, middlegame and endgame, laid out as in {@link Params}.\n")
                .append(wrapped("Generated by {@link TexelTuner}: " + provenance.replace("*/", "* /")))
                .append(" */\n")
                .append("final class Weights {\n\n");
        appendArray(out, "MG", mg);
        out.append('\n');
        appendArray(out, "EG", eg);
        out.append("\n    private Weights() {\n    }\n}\n");
        return out.toString();
    }

    /** Javadoc lines of at most 110 columns. */
    private static String wrapped(String text) {
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder(" *");
        for (String word : text.split(" ")) {
            if (line.length() + 1 + word.length() > 110 && line.length() > 2) {
                out.append(line).append('\n');
                line.setLength(0);
                line.append(" *");
            }
            line.append(' ').append(word);
        }
        return out.append(line).append('\n').toString();
    }

    private static void appendArray(StringBuilder out, String name, double[] weights) {
        out.append("    static final int[] ").append(name).append(" = {\n");
        for (Params.Group group : Params.GROUPS) {
            out.append("            // ").append(group.name()).append('\n');
            for (int i = 0; i < group.size(); i += 8) {
                out.append("           ");
                for (int j = i; j < Math.min(group.size(), i + 8); j++) {
                    out.append(' ').append(Math.round(weights[group.offset() + j])).append(',');
                }
                out.append('\n');
            }
        }
        out.append("    };\n");
    }

    public void writeWeights(Path file, String provenance) throws IOException {
        Files.writeString(file, weightsSource(provenance), StandardCharsets.UTF_8);
    }
}
