package rookery.engine.match;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.engine.Engine;
import rookery.engine.Engines;

/**
 * A match player as named on the command line: {@code builtin}, {@code builtin:nodes=N} (a
 * fixed number of nodes per move instead of the clock: a deterministic strength), or the path of
 * an external engine (UCI or XBoard), optionally also with {@code :nodes=N} for UCI engines; and
 * after either, options set when the engine opens, {@code :NAME=VALUE} each (e.g.
 * {@code builtin:Evaluation=nnue}).
 *
 * @param options the engine options in the order given
 */
public record EngineSpec(String engine, long nodes, Map<String, String> options) {

    private static final String NODES = "nodes";

    public EngineSpec {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    public EngineSpec(String engine, long nodes) {
        this(engine, nodes, Map.of());
    }

    public static EngineSpec parse(String text) {
        String rest = text;
        long nodes = 0;
        List<String[]> settings = new ArrayList<>();
        for (int at = rest.lastIndexOf(':'); at >= 0; at = rest.lastIndexOf(':')) {
            String segment = rest.substring(at + 1);
            int equals = segment.indexOf('=');
            if (equals <= 0) {
                break;
            }
            String name = segment.substring(0, equals);
            String value = segment.substring(equals + 1);
            if (name.equals(NODES)) {
                nodes = parseNodes(text, value);
            } else {
                settings.add(0, new String[] {name, value});
            }
            rest = rest.substring(0, at);
        }
        Map<String, String> options = new LinkedHashMap<>();
        settings.forEach(setting -> options.put(setting[0], setting[1]));
        return new EngineSpec(rest, nodes, options);
    }

    private static long parseNodes(String text, String value) {
        try {
            long nodes = Long.parseLong(value);
            if (nodes < 1) {
                throw new NumberFormatException();
            }
            return nodes;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("engine '" + text + "': nodes= needs a positive whole number");
        }
    }

    /** Opens the engine and sets its options; an option it refuses closes it and is reported. */
    public Engine open() {
        Engine opened = Engines.open(engine);
        try {
            options.forEach(opened::setOption);
        } catch (RuntimeException e) {
            opened.close();
            throw new IllegalArgumentException("engine '" + engine + "': " + e.getMessage(), e);
        }
        return opened;
    }

    /** The player's name for results: the engine's own, with the node limit and options. */
    public String displayName(Engine opened) {
        List<String> details = new ArrayList<>();
        if (nodes > 0) {
            details.add(nodes + " nodes");
        }
        options.forEach((name, value) -> details.add(name + "=" + value));
        return details.isEmpty() ? opened.name() : opened.name() + " (" + String.join(", ", details) + ")";
    }
}
