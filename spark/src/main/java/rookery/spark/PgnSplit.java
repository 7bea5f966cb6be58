package rookery.spark;

import java.io.Serializable;

/**
 * The part of one PGN file a task reads: a byte range of a plain file, whose games are those that
 * start (at an {@code [Event} line) within it, or a whole compressed file ({@code end} -1). A class,
 * not a record: Spark's Kryo serializer cannot build records.
 */
final class PgnSplit implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The split's place in the input order, which numbers the games as an import would. */
    final int index;
    final String path;
    final long start;
    final long end;

    PgnSplit(int index, String path, long start, long end) {
        this.index = index;
        this.path = path;
        this.start = start;
        this.end = end;
    }

    boolean whole() {
        return end < 0;
    }

    /** The name the split's rejected games are reported under: the file, and the byte it starts from when not the first. */
    String sourceName() {
        return start == 0 ? path : path + "@" + start;
    }
}
