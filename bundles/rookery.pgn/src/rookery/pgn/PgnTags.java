package rookery.pgn;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tag pairs of a game in file order. A repeated tag name keeps its last value. Equality
 * ignores the order, as PGN gives the order no meaning.
 */
public final class PgnTags {

    /** The seven tag roster, in the order the export format writes it. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private static final PgnTags EMPTY = new PgnTags(new LinkedHashMap<>());

    private final Map<String, String> tags;

    private PgnTags(LinkedHashMap<String, String> tags) {
        this.tags = Collections.unmodifiableMap(tags);
    }

    public static PgnTags empty() {
        return EMPTY;
    }

    public static PgnTags of(Map<String, String> tags) {
        return new PgnTags(new LinkedHashMap<>(tags));
    }

    /** Takes the map over without copying it: the caller must not change it any more. */
    static PgnTags owning(LinkedHashMap<String, String> tags) {
        return new PgnTags(tags);
    }

    /** The value of the tag, or null when the game does not have it. */
    public String get(String name) {
        return tags.get(name);
    }

    public boolean contains(String name) {
        return tags.containsKey(name);
    }

    /** Tag names in file order. */
    public List<String> names() {
        return List.copyOf(tags.keySet());
    }

    public int size() {
        return tags.size();
    }

    /** An unmodifiable view in file order. */
    public Map<String, String> asMap() {
        return tags;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PgnTags other && tags.equals(other.tags);
    }

    @Override
    public int hashCode() {
        return tags.hashCode();
    }

    @Override
    public String toString() {
        return tags.toString();
    }
}
