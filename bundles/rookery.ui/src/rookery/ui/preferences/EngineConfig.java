package rookery.ui.preferences;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An analysis engine the user can choose: the built-in one ({@code command} empty) or an external
 * program (its path; UCI, or XBoard as {@code xboard:PATH}) with the options to set on it.
 */
public record EngineConfig(String name, String command, Map<String, String> options) {
    public static final EngineConfig BUILT_IN = new EngineConfig("Rookery (built-in)", "", Map.of());

    public EngineConfig {
        options = Map.copyOf(new LinkedHashMap<>(options));
    }

    public boolean isBuiltIn() {
        return command.isBlank();
    }

    /** Options written as {@code Name=Value;Name=Value}. */
    public String optionsText() {
        StringBuilder text = new StringBuilder();
        options.forEach((name, value) -> text.append(text.length() == 0 ? "" : ";").append(name).append('=').append(value));
        return text.toString();
    }

    /** Reads {@code Name=Value;Name=Value}; throws {@link IllegalArgumentException} naming the bad entry. */
    public static Map<String, String> parseOptions(String text) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String entry : text.split(";")) {
            if (entry.isBlank()) {
                continue;
            }
            int equals = entry.indexOf('=');
            if (equals <= 0) {
                throw new IllegalArgumentException("engine option \"" + entry.strip() + "\" is not Name=Value");
            }
            options.put(entry.substring(0, equals).strip(), entry.substring(equals + 1).strip());
        }
        return options;
    }
}
