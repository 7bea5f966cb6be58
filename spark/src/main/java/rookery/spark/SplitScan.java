package rookery.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.Arrays;
import java.util.Map;

import rookery.database.GameRecord;
import rookery.database.importer.ImportedGame;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnRecord;

/**
 * The first pass over a split: the fingerprints of its games in file order, from which the job
 * tells duplicates and numbers the games as the import does (a class: Kryo cannot build records).
 */
final class SplitScan implements Serializable {

    private static final long serialVersionUID = 1L;

    final int split;
    final long[] fingerprints;

    SplitScan(int split, long[] fingerprints) {
        this.split = split;
        this.fingerprints = fingerprints;
    }

    static SplitScan of(PgnSplit split, Map<String, String> hadoopSettings) throws IOException {
        long[] fingerprints = new long[1024];
        int count = 0;
        try (SplitGames games = new SplitGames(split, hadoopSettings)) {
            for (PgnRecord record = games.next(); record != null; record = games.next()) {
                if (record instanceof PgnGame game) {
                    if (count == fingerprints.length) {
                        fingerprints = Arrays.copyOf(fingerprints, count * 2);
                    }
                    fingerprints[count++] = ImportedGame.fingerprint(GameRecord.of(game));
                }
            }
        }
        return new SplitScan(split.index, Arrays.copyOf(fingerprints, count));
    }

    /** A game's place in the input: its split in the high bits, its number among the split's games in the low 40. */
    static long place(int split, int game) {
        return (long) split << 40 | game;
    }
}
