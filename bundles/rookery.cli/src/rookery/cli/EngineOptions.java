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

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    @Option(names = "--engine", paramLabel = "builtin|PATH", description = "The engine: builtin (default) or the path of a UCI engine.")
    String engine = Engines.BUILTIN;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hashMb = 64;

    @Option(names = "--option", paramLabel = "NAME=VALUE", description = "An engine option, e.g. --option \"Skill Level=5\" (repeatable).")
    Map<String, String> options = new LinkedHashMap<>();

    /** Starts the engine with its options; a hash under 1 MB is a usage error. */
    Engine open() {
        if (hashMb < 1) {
            throw new ParameterException(mixee.commandLine(), "--hash must be at least 1");
        }
        Engine opened = Engines.open(engine);
        options.forEach(opened::setOption);
        return opened;
    }
}
