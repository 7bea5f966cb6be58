package rookery.tablebase.syzygy;

import java.nio.file.Path;

/**
 * A table file that cannot be used: not a Syzygy file (bad magic), another material than its
 * name, truncated, or data that do not decode. The message names the file and what is wrong; the
 * file is not used again, the other tables keep working.
 */
public final class DamagedTableException extends RuntimeException {

    private static final long serialVersionUID = 1L;
    private final transient Path file;

    DamagedTableException(Path file, String problem, Throwable cause) {
        super(file + " " + problem, cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
