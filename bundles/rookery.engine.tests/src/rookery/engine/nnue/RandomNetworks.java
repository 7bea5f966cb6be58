package rookery.engine.nnue;

import java.util.Random;

/** Networks of random weights for tests, large enough that every feature matters. */
final class RandomNetworks {

    private RandomNetworks() {
    }

    static Network of(int hidden, long seed) {
        return of(hidden, Network.OUTPUT_BUCKETS, seed);
    }

    static Network of(int hidden, int outputBuckets, long seed) {
        Random random = new Random(seed);
        short[] featureWeights = new short[Network.FEATURES * hidden];
        for (int i = 0; i < featureWeights.length; i++) {
            featureWeights[i] = (short) (random.nextInt(161) - 80);
        }
        short[] featureBiases = new short[hidden];
        for (int i = 0; i < hidden; i++) {
            featureBiases[i] = (short) random.nextInt(200);
        }
        short[] outputWeights = new short[2 * hidden * outputBuckets];
        for (int i = 0; i < outputWeights.length; i++) {
            outputWeights[i] = (short) (random.nextInt(255) - 127);
        }
        int[] outputBiases = new int[outputBuckets];
        for (int i = 0; i < outputBiases.length; i++) {
            outputBiases[i] = random.nextInt(20_000) - 10_000;
        }
        return Network.of(hidden, featureWeights, featureBiases, outputWeights, outputBiases);
    }
}
