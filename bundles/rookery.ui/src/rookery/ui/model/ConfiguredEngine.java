package rookery.ui.model;

import java.util.Map;

import rookery.engine.Engine;
import rookery.engine.Engines;
import rookery.ui.preferences.EngineConfig;

/** Starts the engine a configuration names, with its options set (blocking: an external engine's handshake; call it off the UI thread). */
public final class ConfiguredEngine {
    private ConfiguredEngine() {
    }

    /**
     * @throws rookery.engine.EngineException if the program cannot be started
     * @throws IllegalArgumentException naming the option the engine refuses
     */
    public static Engine start(EngineConfig config) {
        Engine engine = Engines.open(config.isBuiltIn() ? Engines.BUILTIN : config.command().strip());
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
