package rookery.spark;

import rookery.database.RatingGroup;
import rookery.database.Speed;

/**
 * The bucket and move of a shuffled tally, packed into one long beside the position key: month
 * (yyyymm) in the high bits, then speed and rating group (0 unknown, else ordinal + 1), then the
 * move code's 16 bits.
 */
final class BucketKey {

    private BucketKey() {
    }

    static long of(int month, Speed speed, RatingGroup rating, int code) {
        long speedCode = speed == null ? 0 : speed.ordinal() + 1;
        long ratingCode = rating == null ? 0 : rating.ordinal() + 1;
        return (long) month << 24 | speedCode << 20 | ratingCode << 16 | (code & 0xFFFF);
    }

    static int month(long bucket) {
        return (int) (bucket >>> 24);
    }

    static Speed speed(long bucket) {
        int code = (int) (bucket >>> 20 & 0xF);
        return code == 0 ? null : Speed.values()[code - 1];
    }

    static RatingGroup rating(long bucket) {
        int code = (int) (bucket >>> 16 & 0xF);
        return code == 0 ? null : RatingGroup.values()[code - 1];
    }

    static int code(long bucket) {
        return (short) bucket;
    }
}
