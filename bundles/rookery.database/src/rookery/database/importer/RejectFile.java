package rookery.database.importer;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The rejected games of a database, verbatim, each after a {@code %} escape line (which PGN
 * readers skip) saying why and where. It lives next to the database folder, as
 * {@code <folder>.rejected.pgn}. Its length is recorded with each committed batch so that the
 * entries of a batch that did not commit are cut off again.
 */
public final class RejectFile {

    private RejectFile() {
    }

    public static Path of(Path databaseFolder) {
        Path absolute = databaseFolder.toAbsolutePath().normalize();
        return absolute.resolveSibling(absolute.getFileName() + ".rejected.pgn");
    }

    public static String entry(String reason, String text) {
        StringBuilder entry = new StringBuilder(text.length() + 128).append("% rejected: ").append(reason.replace('\n', ' ')).append('\n');
        entry.append(text.strip()).append("\n\n");
        return entry.toString();
    }

    /** Appends and returns the new length of the file. */
    static long append(Path file, CharSequence entries) throws IOException {
        if (entries.isEmpty()) {
            return Files.exists(file) ? Files.size(file) : 0;
        }
        Files.writeString(file, entries, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        return Files.size(file);
    }

    /** Cuts the file back to the length recorded with the last committed batch. */
    static void truncate(Path file, long length) throws IOException {
        if (Files.exists(file) && Files.size(file) > length) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                channel.truncate(length);
            }
        }
    }
}
