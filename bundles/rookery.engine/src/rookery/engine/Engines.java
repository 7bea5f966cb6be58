package rookery.engine;

import java.util.List;

import rookery.engine.uci.UciEngine;

/** Opens an engine named on a command line: {@code builtin}, or the path of a UCI engine. */
public final class Engines {

    public static final String BUILTIN = "builtin";

    private Engines() {
    }

    /**
     * @throws EngineException if an external engine cannot be started or is not a UCI engine
     */
    public static Engine open(String spec) {
        if (spec.equals(BUILTIN)) {
            return new BuiltinEngine();
        }
        return UciEngine.start(List.of(spec));
    }
}
