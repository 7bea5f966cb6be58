package rookery.tablebase.syzygy;

import java.io.IOException;
import java.nio.ByteOrder;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A table file mapped into memory, read by absolute offsets (thread-safe). A buffer holds at most
 * 2 GB, so a larger file is mapped as several windows of 1 GB; each window reaches a few bytes into
 * the next, so a read of up to 8 bytes never straddles two windows.
 */
final class TableBytes {

    private static final int WINDOW_BITS = 30;
    private static final long WINDOW_MASK = (1L << WINDOW_BITS) - 1;
    private static final int OVERLAP = 16;

    private final MappedByteBuffer[] windows;
    private final long size;

    private TableBytes(MappedByteBuffer[] windows, long size) {
        this.windows = windows;
        this.size = size;
    }

    static TableBytes map(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            int count = (int) Math.max(1, (size + WINDOW_MASK) >>> WINDOW_BITS);
            MappedByteBuffer[] windows = new MappedByteBuffer[count];
            for (int i = 0; i < count; i++) {
                long start = (long) i << WINDOW_BITS;
                long length = Math.min(WINDOW_MASK + 1 + OVERLAP, size - start);
                windows[i] = channel.map(FileChannel.MapMode.READ_ONLY, start, length);
                windows[i].order(ByteOrder.LITTLE_ENDIAN);
            }
            return new TableBytes(windows, size);
        }
    }

    long size() {
        return size;
    }

    int u8(long offset) {
        return window(offset).get(inWindow(offset)) & 0xFF;
    }

    int u16(long offset) {
        return window(offset).getShort(inWindow(offset)) & 0xFFFF;
    }

    long u32(long offset) {
        return window(offset).getInt(inWindow(offset)) & 0xFFFF_FFFFL;
    }

    long u32BigEndian(long offset) {
        return Integer.reverseBytes(window(offset).getInt(inWindow(offset))) & 0xFFFF_FFFFL;
    }

    long u64BigEndian(long offset) {
        return Long.reverseBytes(window(offset).getLong(inWindow(offset)));
    }

    private MappedByteBuffer window(long offset) {
        if (offset < 0 || offset >= size) {
            throw new IndexOutOfBoundsException("offset " + offset + " outside the file's " + size + " bytes");
        }
        return windows[(int) (offset >>> WINDOW_BITS)];
    }

    private static int inWindow(long offset) {
        return (int) (offset & WINDOW_MASK);
    }
}
