package rookery.database;

import java.io.File;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.LinkedHashSet;
import java.util.Optional;
import java.util.Set;

/**
 * A class path for a child JVM made of the locations the classes it needs were loaded from: the
 * plain class path of a javac/JUnit run, or the bundle jars and folders of an OSGi test runtime.
 * Empty when some location cannot be turned into a class path entry holding its class.
 */
final class ChildClassPath {

    private ChildClassPath() {
    }

    static Optional<String> of(Class<?>... classes) {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> type : classes) {
            Optional<Path> entry = entryOf(type);
            if (entry.isEmpty()) {
                return Optional.empty();
            }
            entries.add(entry.get().toString());
        }
        return Optional.of(String.join(File.pathSeparator, entries));
    }

    private static Optional<Path> entryOf(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return Optional.empty();
        }
        Path location;
        try {
            String url = source.getLocation().toString();
            // Equinox names bundles installed by reference "reference:file:/..."
            location = Path.of(new URI(url.startsWith("reference:") ? url.substring("reference:".length()) : url));
        } catch (URISyntaxException | IllegalArgumentException | FileSystemNotFoundException e) {
            return Optional.empty();
        }
        String classFile = type.getName().replace('.', '/') + ".class";
        if (Files.isRegularFile(location)) {
            return Optional.of(location);
        }
        for (Path candidate : new Path[] {location, location.resolve("target/classes"), location.resolve("bin")}) {
            if (Files.isRegularFile(candidate.resolve(classFile))) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
