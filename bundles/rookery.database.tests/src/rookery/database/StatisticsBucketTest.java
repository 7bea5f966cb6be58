package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The bucket encoding shared by the import and the bulk loader (docs/scale-out.md). */
class StatisticsBucketTest {

    @Test
    void aGamesTagsChooseItsBucket() {
        assertEquals(new StatisticsBucket(202103, Speed.BLITZ, RatingGroup.FROM_1800),
                StatisticsBucket.of("2021.03.14", "180+2", 1850, 1790));
        assertEquals(new StatisticsBucket(199200, null, RatingGroup.FROM_2500),
                StatisticsBucket.of("1992.??.??", null, 2600, 2550), "an OTB game: month and speed unknown");
        assertEquals(new StatisticsBucket(0, Speed.CORRESPONDENCE, null),
                StatisticsBucket.of("????.??.??", "-", 0, 1500), "unknown year, one player unrated");
        assertEquals(new StatisticsBucket(0, null, null), StatisticsBucket.of(null, "?", 0, 0));
        assertEquals(new StatisticsBucket(200000, null, null), StatisticsBucket.of("2000.13.01", null, 0, 0),
                "a malformed month is unknown");
    }

    @Test
    void theDocumentedFormulaPacksTheBucket() {
        StatisticsBucket bucket = new StatisticsBucket(202103, Speed.BLITZ, RatingGroup.FROM_1800);
        assertEquals((202103 * 7 + 3) * 10 + 6, bucket.encoded());
        assertEquals(0, new StatisticsBucket(0, null, null).encoded());
    }

    @Test
    void everyBucketDecodesToItselfAndNoTwoShareANumber() {
        Set<Integer> seen = new HashSet<>();
        for (int year : new int[] {0, 1, 1851, 2013, 9999}) {
            for (int month = 0; month <= (year == 0 ? 0 : 12); month++) {
                for (Speed speed : withUnknown(Speed.values())) {
                    for (RatingGroup group : withUnknown(RatingGroup.values())) {
                        StatisticsBucket bucket = new StatisticsBucket(year * 100 + month, speed, group);
                        assertEquals(bucket, StatisticsBucket.decoded(bucket.encoded()));
                        assertTrue(seen.add(bucket.encoded()), "two buckets share " + bucket.encoded());
                    }
                }
            }
        }
    }

    @Test
    void impossibleBucketsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new StatisticsBucket(5, null, null));
        assertThrows(IllegalArgumentException.class, () -> new StatisticsBucket(202013, null, null));
        assertThrows(IllegalArgumentException.class, () -> StatisticsBucket.decoded(-1));
    }

    private static <T> T[] withUnknown(T[] values) {
        T[] all = Arrays.copyOf(values, values.length + 1);
        System.arraycopy(all, 0, all, 1, values.length);
        all[0] = null;
        return all;
    }
}
