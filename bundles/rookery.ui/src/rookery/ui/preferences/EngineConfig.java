package rookery.ui.preferences;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.engine.EngineOption;

/**
 * An analysis engine the user can choose: the built-in one ({@code command} empty) or an external
 * program (its path; UCI, or XBoard as {@code xboard:PATH}) with the options to set on it: those the
 * user changed from the engine's defaults (a button's name with an empty value: pressed at each start).
 */
public record EngineConfig(String name, String command, Map<String, String> options) {
    public static final EngineConfig BUILT_IN = new EngineConfig("Rookery (built-in)", "", Map.of());

    public EngineConfig {
        options = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    public boolean isBuiltIn() {
        return command.isBlank();
    }

    /** This engine with {@code changed} as its options. */
    public EngineConfig withOptions(Map<String, String> changed) {
        return new EngineConfig(name, command, changed);
    }

    /** The value of {@code option} here: the one set, else the engine's default ("true" for a button pressed at each start). */
    public String valueOf(EngineOption option) {
        String set = options.get(option.name());
        if (option.type() == EngineOption.Type.BUTTON) {
            return Boolean.toString(set != null);
        }
        return set == null ? option.defaultValue() : set;
    }

    /**
     * The options of {@code values} (the form's values by option name, "true"/"false" for buttons)
     * that differ from the engine's defaults, in the engine's order: what is kept.
     */
    public static Map<String, String> changed(List<EngineOption> declared, Map<String, String> values) {
        Map<String, String> changed = new LinkedHashMap<>();
        for (EngineOption option : declared) {
            String value = values.get(option.name());
            if (value == null) {
                continue;
            }
            if (option.type() == EngineOption.Type.BUTTON) {
                if (Boolean.parseBoolean(value)) {
                    changed.put(option.name(), "");
                }
            } else if (!value.equals(option.defaultValue())) {
                changed.put(option.name(), value);
            }
        }
        return changed;
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
