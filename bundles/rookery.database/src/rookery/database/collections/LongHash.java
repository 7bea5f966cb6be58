package rookery.database.collections;

/** Hashing helpers for the primitive hash tables and the duplicate-game fingerprint. */
public final class LongHash {

    private LongHash() {
    }

    /** Spreads the bits of a long over an int (the finaliser of MurmurHash3). */
    static int mix(long value) {
        long h = value;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return (int) h;
    }

    /** Folds more bits into a running 64-bit hash. */
    public static long combine(long hash, long value) {
        long h = (hash ^ value) * 0x9E3779B97F4A7C15L;
        return h ^ (h >>> 29);
    }

    public static long combine(long hash, String text) {
        long h = combine(hash, text == null ? -1 : text.length());
        if (text != null) {
            for (int i = 0; i < text.length(); i++) {
                h = combine(h, text.charAt(i));
            }
        }
        return h;
    }
}
