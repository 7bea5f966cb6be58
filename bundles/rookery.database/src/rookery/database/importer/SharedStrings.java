package rookery.database.importer;

import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * One instance of each distinct string: the names and dates of a game's header come back in
 * thousands of games, and an import batch held a copy of each per game until it committed. It
 * forgets every value once it holds {@link #MAX_VALUES}, which bounds its memory on any input.
 * One instance per thread.
 */
public final class SharedStrings implements UnaryOperator<String> {

    static final int MAX_VALUES = 1 << 16;

    private final Map<String, String> values = new HashMap<>();

    /** The first instance seen of a string equal to {@code value}, or null for null. */
    @Override
    public String apply(String value) {
        if (value == null) {
            return null;
        }
        String known = values.get(value);
        if (known != null) {
            return known;
        }
        if (values.size() == MAX_VALUES) {
            values.clear();
        }
        values.put(value, value);
        return value;
    }
}
