package rookery.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** The text of every file of a zip archive, in archive order, each ended by a line break so that no two games run together. */
final class ZipText extends InputStream {
    private final ZipInputStream zip;
    private boolean inEntry;

    ZipText(InputStream in) {
        zip = new ZipInputStream(in);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (true) {
            if (!inEntry) {
                ZipEntry entry = zip.getNextEntry();
                while (entry != null && entry.isDirectory()) {
                    entry = zip.getNextEntry();
                }
                if (entry == null) {
                    return -1;
                }
                inEntry = true;
            }
            int read = zip.read(buffer, offset, length);
            if (read > 0) {
                return read;
            }
            if (read < 0) {
                inEntry = false;
                buffer[offset] = '\n';
                return 1;
            }
        }
    }

    @Override
    public void close() throws IOException {
        zip.close();
    }
}
