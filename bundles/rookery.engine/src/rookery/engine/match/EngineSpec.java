package rookery.engine.match;

import rookery.engine.Engine;
import rookery.engine.Engines;

/**
 * A match player as named on the command line: {@code builtin}, {@code builtin:nodes=N} (a
 * fixed number of nodes per move instead of the clock: a deterministic strength), or the path of
 * an external engine (UCI or XBoard), optionally also with {@code :nodes=N} for UCI engines.
 */
public record EngineSpec(String engine, long nodes) {

    private static final String NODES = ":nodes=";

    public static EngineSpec parse(String text) {
        int at = text.lastIndexOf(NODES);
        if (at < 0) {
            return new EngineSpec(text, 0);
        }
        try {
            long nodes = Long.parseLong(text.substring(at + NODES.length()));
            if (nodes < 1) {
                throw new NumberFormatException();
            }
            return new EngineSpec(text.substring(0, at), nodes);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("engine '" + text + "': nodes= needs a positive whole number");
        }
    }

    public Engine open() {
        return Engines.open(engine);
    }

    /** The player's name for results: the engine's own, with the node limit. */
    public String displayName(Engine opened) {
        return nodes > 0 ? opened.name() + " (" + nodes + " nodes)" : opened.name();
    }
}
