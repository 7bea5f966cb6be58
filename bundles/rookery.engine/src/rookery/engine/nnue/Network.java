package rookery.engine.nnue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;

import rookery.chess.Position;

/**
 * A quantised (768 → H) ×2 perspective network: each side's accumulator is the feature bias plus
 * the weight rows of its active features (a piece of a colour relative to the perspective, its
 * role and its square, the board turned for black), and the output is a clipped ReLU of the
 * side to move's accumulator followed by the other side's, dotted with the output weights of the
 * position's output bucket (by the number of pieces on the board, {@link #outputBucket}: the
 * endings weigh the hidden features differently from the middlegame). Feature weights and biases
 * are scaled by {@link #QA}, output weights by {@link #QB}; an output of 1.0 in float is
 * {@link #SCALE} centipawns.
 *
 * <p>File (little-endian): "RKNN", int32 version 2, int32 H, int32 output buckets B, int16 feature
 * weights [768][H], int16 feature biases [H], int16 output weights [B][2H], int32 output biases [B],
 * int32 CRC-32 of all the bytes before it. Version 1 files (one bucket, no B) are read too.
 */
public final class Network {

    public static final int FEATURES = 768;
    public static final int QA = 255;
    public static final int QB = 64;
    public static final int SCALE = 400;
    public static final int MAX_HIDDEN = 1024;
    /** The output buckets the trainer makes: four piece counts each (2-5, 6-9, ... 30-32). */
    public static final int OUTPUT_BUCKETS = 8;
    /**
     * The search's centipawns per hundred of the network's, the least-squares slope of the search's
     * scores on the network's over the positions the trainer held out (docs/engine.md). A network
     * trained on the search's scores alone (λ = 1, the shipped one: slope 1.02) needs none; one
     * trained with the game's result mixed in comes out larger than the classical evaluation, whose
     * scale the search's margins are tuned to (λ = 0.75: slope 0.65).
     */
    public static final int SEARCH_PERCENT = 100;
    /** The network the engine ships, a resource of this bundle. */
    static final String BUILT_IN = "/nnue/rookery.nnue";

    private static final int MAGIC = 'R' | 'K' << 8 | 'N' << 16 | 'N' << 24;
    private static final int VERSION = 2;
    private static final int VERSION_ONE_BUCKET = 1;

    final int hidden;
    final short[] featureWeights;
    final short[] featureBiases;
    final short[] outputWeights;
    final int[] outputBiases;

    private Network(int hidden, short[] featureWeights, short[] featureBiases, short[] outputWeights, int[] outputBiases) {
        this.hidden = hidden;
        this.featureWeights = featureWeights;
        this.featureBiases = featureBiases;
        this.outputWeights = outputWeights;
        this.outputBiases = outputBiases;
    }

    /** A network of these quantised weights (copied), with as many output buckets as biases (1 to {@link #OUTPUT_BUCKETS}). */
    public static Network of(int hidden, short[] featureWeights, short[] featureBiases, short[] outputWeights, int[] outputBiases) {
        int buckets = outputBiases.length;
        if (hidden < 1 || hidden > MAX_HIDDEN || buckets < 1 || buckets > OUTPUT_BUCKETS || featureWeights.length != FEATURES * hidden
                || featureBiases.length != hidden || outputWeights.length != 2 * hidden * buckets) {
            throw new IllegalArgumentException("weights do not match a hidden layer of " + hidden + " and " + buckets + " output buckets");
        }
        return new Network(hidden, featureWeights.clone(), featureBiases.clone(), outputWeights.clone(), outputBiases.clone());
    }

    public int hidden() {
        return hidden;
    }

    public int outputBuckets() {
        return outputBiases.length;
    }

    /** The output bucket of a position with this many pieces (kings included) among {@code buckets}. */
    public static int outputBucket(int pieces, int buckets) {
        return Math.min(buckets - 1, Math.max(0, (pieces - 2) * buckets / (4 * OUTPUT_BUCKETS)));
    }

    /** The index of a piece ({@link Position#pieceCode}) on a square, seen from {@code perspective}. */
    public static int feature(int perspective, int pieceCode, int square) {
        int relative = (pieceCode & 1) == perspective ? 0 : 384;
        return relative + (pieceCode >> 1) * 64 + (perspective == Position.WHITE ? square : square ^ 56);
    }

    /** Writes the accumulator of {@code perspective} computed from scratch. */
    public void refresh(Position position, int perspective, short[] accumulator) {
        System.arraycopy(featureBiases, 0, accumulator, 0, hidden);
        for (long bits = position.occupied(); bits != 0; bits &= bits - 1) {
            int square = Long.numberOfTrailingZeros(bits);
            int row = feature(perspective, position.pieceCode(square), square) * hidden;
            for (int i = 0; i < hidden; i++) {
                accumulator[i] += featureWeights[row + i];
            }
        }
    }

    /** The evaluation in centipawns from the side to move's point of view, given both accumulators and the pieces on the board. */
    public int output(short[] us, short[] them, int pieces) {
        int bucket = outputBucket(pieces, outputBiases.length);
        int row = bucket * 2 * hidden;
        int sum = 0;
        for (int i = 0; i < hidden; i++) {
            sum += Math.max(0, Math.min(QA, (int) us[i])) * outputWeights[row + i];
        }
        for (int i = 0; i < hidden; i++) {
            sum += Math.max(0, Math.min(QA, (int) them[i])) * outputWeights[row + hidden + i];
        }
        return (int) ((long) (sum + outputBiases[bucket]) * SCALE / (QA * QB));
    }

    /** A score of the network in the search's centipawns (those of the classical evaluation). */
    public static int inSearchCentipawns(int networkCentipawns) {
        return networkCentipawns * SEARCH_PERCENT / 100;
    }

    /** Evaluates the position from scratch (what the incremental accumulators must equal). */
    public int evaluate(Position position) {
        short[] white = new short[hidden];
        short[] black = new short[hidden];
        refresh(position, Position.WHITE, white);
        refresh(position, Position.BLACK, black);
        int pieces = Long.bitCount(position.occupied());
        return position.sideToMove() == Position.WHITE ? output(white, black, pieces) : output(black, white, pieces);
    }

    /**
     * The network this bundle ships; when running from compiled sources only (releng/dev-cli.sh,
     * which sets {@code rookery.root} and puts no resources on the class path) the file in the source tree.
     */
    public static Network builtIn() {
        try (InputStream in = Network.class.getResourceAsStream(BUILT_IN)) {
            if (in != null) {
                return read(in.readAllBytes(), BUILT_IN);
            }
            String root = System.getProperty("rookery.root");
            Path source = root == null ? null : Path.of(root, "bundles", "rookery.engine", BUILT_IN.substring(1));
            if (source == null || !Files.isRegularFile(source)) {
                throw new IllegalStateException("the engine bundle lacks its network " + BUILT_IN);
            }
            return read(source);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the built-in network: " + e.getMessage(), e);
        }
    }

    /**
     * Reads a network file.
     *
     * @throws IOException naming the file and what is wrong with it
     */
    public static Network read(Path file) throws IOException {
        return read(Files.readAllBytes(file), file.toString());
    }

    private static Network read(byte[] bytes, String source) throws IOException {
        ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (bytes.length < 16 || in.getInt() != MAGIC) {
            throw new IOException(source + ": not a Rookery network (no RKNN header)");
        }
        int version = in.getInt();
        if (version != VERSION && version != VERSION_ONE_BUCKET) {
            throw new IOException(source + ": network format version " + version + ", this engine reads " + VERSION_ONE_BUCKET + " and " + VERSION);
        }
        int hidden = in.getInt();
        if (hidden < 1 || hidden > MAX_HIDDEN) {
            throw new IOException(source + ": hidden layer of " + hidden + " neurons (1 to " + MAX_HIDDEN + ")");
        }
        int buckets = version == VERSION_ONE_BUCKET ? 1 : in.getInt();
        if (buckets < 1 || buckets > OUTPUT_BUCKETS) {
            throw new IOException(source + ": " + buckets + " output buckets (1 to " + OUTPUT_BUCKETS + ")");
        }
        long expected = in.position() + 2L * (FEATURES * hidden + hidden + 2 * hidden * buckets) + 4L * buckets + 4;
        if (bytes.length != expected) {
            throw new IOException(source + ": " + bytes.length + " bytes, a network of " + hidden + " neurons and " + buckets
                    + " output buckets has " + expected);
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        if ((int) crc.getValue() != ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN).getInt()) {
            throw new IOException(source + ": damaged (checksum mismatch)");
        }
        short[] featureWeights = new short[FEATURES * hidden];
        short[] featureBiases = new short[hidden];
        short[] outputWeights = new short[2 * hidden * buckets];
        in.asShortBuffer().get(featureWeights).get(featureBiases).get(outputWeights);
        in.position(in.position() + 2 * (featureWeights.length + featureBiases.length + outputWeights.length));
        int[] outputBiases = new int[buckets];
        in.asIntBuffer().get(outputBiases);
        return new Network(hidden, featureWeights, featureBiases, outputWeights, outputBiases);
    }

    public void write(OutputStream out) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(16 + 2 * (featureWeights.length + featureBiases.length + outputWeights.length)
                + 4 * outputBiases.length + 4).order(ByteOrder.LITTLE_ENDIAN);
        buffer.putInt(MAGIC).putInt(VERSION).putInt(hidden).putInt(outputBiases.length);
        for (short[] array : new short[][] {featureWeights, featureBiases, outputWeights}) {
            for (short value : array) {
                buffer.putShort(value);
            }
        }
        for (int bias : outputBiases) {
            buffer.putInt(bias);
        }
        CRC32 crc = new CRC32();
        crc.update(buffer.array(), 0, buffer.position());
        buffer.putInt((int) crc.getValue());
        out.write(buffer.array());
    }

    public void write(Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        write(bytes);
        Files.write(file, bytes.toByteArray());
    }
}
