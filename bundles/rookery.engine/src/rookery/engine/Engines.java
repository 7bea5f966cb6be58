package rookery.engine;

import java.util.List;

import rookery.engine.uci.NotUciEngineException;
import rookery.engine.uci.UciEngine;
import rookery.engine.xboard.XboardEngine;

/**
 * Opens an engine named on a command line: {@code builtin}, or the path of an external engine,
 * spoken to in UCI, or in the XBoard protocol when it turns out to be an XBoard engine (or is
 * named {@code xboard:PATH}).
 */
public final class Engines {

    public static final String BUILTIN = "builtin";
    public static final String XBOARD_PREFIX = "xboard:";

    private Engines() {
    }

    /**
     * @throws EngineException if an external engine cannot be started or speaks neither protocol
     */
    public static Engine open(String spec) {
        if (spec.equals(BUILTIN)) {
            return new BuiltinEngine();
        }
        if (spec.startsWith(XBOARD_PREFIX)) {
            return XboardEngine.start(List.of(spec.substring(XBOARD_PREFIX.length())));
        }
        try {
            return UciEngine.start(List.of(spec));
        } catch (NotUciEngineException e) {
            return XboardEngine.start(List.of(spec));
        }
    }
}
