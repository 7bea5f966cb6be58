package rookery.ui.preferences;

import java.util.List;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;
import org.osgi.service.prefs.Preferences;

import rookery.engine.Limits;

/**
 * What Game > Analyse Game last used: the engine (by name) and the limit of each position's
 * search, a depth or seconds per move; kept in the workspace preferences for the next time.
 */
public record GameAnalysisSettings(String engine, boolean byDepth, int depth, int seconds) {
    private static final String NODE = "rookery.ui.analyseGame";
    public static final GameAnalysisSettings DEFAULTS = new GameAnalysisSettings(EngineConfig.BUILT_IN.name(), true, 16, 2);

    public GameAnalysisSettings {
        if (depth < 1 || depth > 99 || seconds < 1 || seconds > 600) {
            throw new IllegalArgumentException("depth 1-99 and 1-600 seconds per move, not " + depth + " and " + seconds);
        }
    }

    public Limits limits() {
        return byDepth ? Limits.depth(depth) : Limits.moveTime(seconds * 1000L);
    }

    /** The engine these settings name among {@code engines}, the first (built-in) one when none has the name. */
    public EngineConfig engineAmong(List<EngineConfig> engines) {
        return engines.stream().filter(config -> config.name().equals(engine)).findFirst().orElse(engines.get(0));
    }

    public static GameAnalysisSettings load() {
        Preferences node = InstanceScope.INSTANCE.getNode(NODE);
        try {
            return new GameAnalysisSettings(node.get("engine", DEFAULTS.engine()), node.getBoolean("byDepth", DEFAULTS.byDepth()),
                    node.getInt("depth", DEFAULTS.depth()), node.getInt("seconds", DEFAULTS.seconds()));
        } catch (IllegalArgumentException e) {
            return DEFAULTS;
        }
    }

    public void save() throws BackingStoreException {
        Preferences node = InstanceScope.INSTANCE.getNode(NODE);
        node.put("engine", engine);
        node.putBoolean("byDepth", byDepth);
        node.putInt("depth", depth);
        node.putInt("seconds", seconds);
        node.flush();
    }
}
