package rookery.ui.model;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import rookery.engine.Engine;
import rookery.engine.EngineOption;
import rookery.engine.Engines;
import rookery.ui.preferences.EngineConfig;

/** Starts the engine a configuration names, with its options set (blocking: an external engine's handshake; call it off the UI thread). */
public final class ConfiguredEngine {
    private static final String SYZYGY_PATH = "SyzygyPath";

    private ConfiguredEngine() {
    }

    /** What an engine says about itself in its handshake: its {@code id name} and its {@code option} lines. */
    public record Declaration(String name, List<EngineOption> options) {
        public Declaration {
            options = List.copyOf(options);
        }
    }

    /**
     * The built-in engine probes the Syzygy tables of {@code syzygyFolders} (the preferences') unless
     * its options name a SyzygyPath of their own.
     *
     * @throws rookery.engine.EngineException if the program cannot be started
     * @throws IllegalArgumentException naming the option the engine refuses
     */
    public static Engine start(EngineConfig config, List<Path> syzygyFolders) {
        Engine engine = Engines.open(config.isBuiltIn() ? Engines.BUILTIN : config.command().strip());
        try {
            if (config.isBuiltIn() && !syzygyFolders.isEmpty() && !config.options().containsKey(SYZYGY_PATH)) {
                engine.setOption(SYZYGY_PATH, String.join(File.pathSeparator, syzygyFolders.stream().map(Path::toString).toList()));
            }
            for (Map.Entry<String, String> option : config.options().entrySet()) {
                engine.setOption(option.getKey(), option.getValue());
            }
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    /**
     * Starts the engine of {@code config} without its options, reads its declaration and closes it.
     *
     * @throws rookery.engine.EngineException if the program cannot be started or speaks no engine protocol
     */
    public static Declaration declaration(EngineConfig config) {
        try (Engine engine = Engines.open(config.isBuiltIn() ? Engines.BUILTIN : config.command().strip())) {
            return new Declaration(engine.name(), engine.options());
        }
    }
}
