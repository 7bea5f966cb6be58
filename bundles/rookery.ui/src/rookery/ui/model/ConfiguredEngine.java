package rookery.ui.model;

import java.util.Map;

import rookery.engine.BuiltinEngine;
import rookery.engine.Engine;
import rookery.engine.uci.UciEngine;

/** Starts the engine a configuration names (blocking: a UCI engine's handshake; call it off the UI thread). */
public final class Engines {
    private Engines() {
    }

    /**
     * @throws rookery.engine.EngineException if the program cannot be started
     * @throws IllegalArgumentException naming the option the engine refuses
     */
    public static Engine start(EngineConfig config) {
        Engine engine = config.isBuiltIn() ? new BuiltinEngine() : UciEngine.start(config.commandLine());
        try {
            for (Map.Entry<String, String> option : config.options().entrySet()) {
                engine.setOption(option.getKey(), option.getValue());
            }
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }
}
