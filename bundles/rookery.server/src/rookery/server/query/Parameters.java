package rookery.server.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The query parameters of one request, read as lichess's explorer reads them: a parameter given
 * twice is refused, and so is one this endpoint does not know (lichess ignores those; a typo
 * then silently changes nothing, which is worse for a local tool).
 */
public final class Parameters {

    private final Map<String, List<String>> values;

    public Parameters(Map<String, List<String>> values, Set<String> known) {
        for (Map.Entry<String, List<String>> entry : values.entrySet()) {
            if (!known.contains(entry.getKey())) {
                throw new BadParameterException(entry.getKey(), "unknown parameter (known here: " + String.join(", ", known.stream().sorted().toList()) + ")");
            }
            if (entry.getValue().size() > 1) {
                throw new BadParameterException(entry.getKey(), "given more than once");
            }
        }
        this.values = Map.copyOf(values);
    }

    /** The value, or null when absent or empty. */
    public String text(String name) {
        List<String> given = values.get(name);
        if (given == null || given.isEmpty() || given.get(0).isEmpty()) {
            return null;
        }
        return given.get(0);
    }

    /** A whole number in [min, max], or {@code otherwise} when absent. */
    public int number(String name, int min, int max, int otherwise) {
        String text = text(name);
        if (text == null) {
            return otherwise;
        }
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new BadParameterException(name, "not a whole number: '" + text + "'");
        }
        if (value < min || value > max) {
            throw new BadParameterException(name, value + " is out of range [" + min + ", " + max + "]");
        }
        return (int) value;
    }

    /** The comma-separated items, empty when absent. */
    public List<String> list(String name) {
        String text = text(name);
        List<String> items = new ArrayList<>();
        if (text != null) {
            for (String item : text.split(",", -1)) {
                if (item.isBlank()) {
                    throw new BadParameterException(name, "empty item in '" + text + "'");
                }
                items.add(item.strip());
            }
        }
        return items;
    }

    /** lichess's spellings of a yes/no parameter; {@code otherwise} when absent. */
    public boolean flag(String name, boolean otherwise) {
        String text = text(name);
        if (text == null) {
            return otherwise;
        }
        return switch (text) {
            case "true", "True", "yes", "on", "1" -> true;
            case "false", "False", "no", "off", "0" -> false;
            default -> throw new BadParameterException(name, "not true or false: '" + text + "'");
        };
    }
}
