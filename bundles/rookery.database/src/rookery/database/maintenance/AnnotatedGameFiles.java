package rookery.database.maintenance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The games whose annotated PGN a database keeps beside it (the workbench's saved comments, the
 * partial games' error comments): one {@code <id>.pgn} each in its annotated-games folder.
 */
public final class AnnotatedGameFiles {

    private AnnotatedGameFiles() {
    }

    /** The ids of the games with a file in {@code folder}; none when there is no such folder. */
    public static Set<Long> ids(Path folder) throws IOException {
        Set<Long> ids = new HashSet<>();
        if (!Files.isDirectory(folder)) {
            return ids;
        }
        try (Stream<Path> files = Files.list(folder)) {
            files.map(file -> file.getFileName().toString()).filter(name -> name.matches("\\d+\\.pgn"))
                    .forEach(name -> ids.add(Long.parseLong(name.substring(0, name.length() - 4))));
        }
        return ids;
    }
}
