package rookery.cli;

import java.util.LinkedHashMap;
import java.util.Map;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.engine.Engine;
import rookery.engine.Engines;

/** {@code --engine}, {@code --hash} and {@code --option}: the engine a command starts and its settings (a picocli mixin). */
final class EngineOptions {

    private static final int DEFAULT_HASH_MB = 64;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--engine", paramLabel = "builtin|PATH", description = "The engine: builtin (default) or the path of a UCI engine.")
    String engine = Engines.BUILTIN;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "An engine option, e.g. --option \"Skill Level=5\" (repeatable).")
    Map<String, String> options = new LinkedHashMap<>();

    private int hashMb = DEFAULT_HASH_MB;

    /** Refused while the command line is read, before the command opens anything. */
    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: " + DEFAULT_HASH_MB + ").")
    void hash(int megabytes) {
        if (megabytes < 1) {
            throw new ParameterException(mixee.commandLine(), "--hash must be at least 1, not " + megabytes);
        }
        hashMb = megabytes;
    }

    int hashMb() {
        return hashMb;
    }

    /** Starts the engine with its options. */
    Engine open() {
        Engine opened = Engines.open(engine);
        options.forEach(opened::setOption);
        return opened;
    }
}
