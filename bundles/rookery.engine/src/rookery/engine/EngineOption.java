package rookery.engine;

import java.util.List;

/**
 * An option an engine offers, as in UCI's {@code option name ... type ...}.
 *
 * @param defaultValue as text ("true", "64", "Normal"); empty for buttons
 * @param min for spins
 * @param max for spins
 * @param choices for combos
 */
public record EngineOption(String name, Type type, String defaultValue, long min, long max, List<String> choices) {

    public enum Type {
        CHECK, SPIN, COMBO, BUTTON, STRING
    }

    public EngineOption {
        choices = List.copyOf(choices);
    }

    public static EngineOption check(String name, boolean defaultValue) {
        return new EngineOption(name, Type.CHECK, Boolean.toString(defaultValue), 0, 0, List.of());
    }

    public static EngineOption spin(String name, long defaultValue, long min, long max) {
        return new EngineOption(name, Type.SPIN, Long.toString(defaultValue), min, max, List.of());
    }

    public static EngineOption button(String name) {
        return new EngineOption(name, Type.BUTTON, "", 0, 0, List.of());
    }

    /** The UCI declaration, e.g. {@code option name Hash type spin default 16 min 1 max 33554432}. */
    public String toUci() {
        StringBuilder out = new StringBuilder("option name ").append(name).append(" type ").append(type.name().toLowerCase());
        switch (type) {
            case CHECK, STRING -> out.append(" default ").append(defaultValue.isEmpty() && type == Type.STRING ? "<empty>" : defaultValue);
            case SPIN -> out.append(" default ").append(defaultValue).append(" min ").append(min).append(" max ").append(max);
            case COMBO -> {
                out.append(" default ").append(defaultValue);
                choices.forEach(choice -> out.append(" var ").append(choice));
            }
            case BUTTON -> {
            }
        }
        return out.toString();
    }
}
