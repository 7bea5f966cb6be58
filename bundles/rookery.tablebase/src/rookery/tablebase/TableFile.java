package rookery.tablebase;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UTFDataFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;
import java.util.zip.ZipException;

/**
 * One table on disk: {@code <SIGNATURE>.rdtm} holding a header (magic, format version, signature,
 * entry count, CRC-32 of the entries) and the entries compressed with Deflate.
 */
final class TableFile {

    static final String EXTENSION = ".rdtm";
    private static final int MAGIC = 0x524B4454; // "RKDT"
    static final int FORMAT_VERSION = 1;

    private TableFile() {
    }

    static Path path(Path directory, Signature signature) {
        return directory.resolve(signature.name() + EXTENSION);
    }

    /** Writes atomically: a partly written file never takes the table's name. */
    static void write(Path directory, Table table) throws IOException {
        Files.createDirectories(directory);
        Path target = path(directory, table.signature());
        // Not Files.createTempFile: its owner-only permissions would keep other users from the table.
        Path temporary = directory.resolve(table.signature().name() + EXTENSION + ".part-" + ProcessHandle.current().pid());
        temporary.toFile().deleteOnExit();
        try {
            CRC32 crc = new CRC32();
            crc.update(table.entries);
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary,
                    StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)))) {
                out.writeInt(MAGIC);
                out.writeInt(FORMAT_VERSION);
                out.writeUTF(table.signature().name());
                out.writeInt(table.entries.length);
                out.writeLong(crc.getValue());
                Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
                try {
                    OutputStream compressed = new DeflaterOutputStream(out, deflater, 1 << 16);
                    compressed.write(table.entries);
                    compressed.close();
                } finally {
                    deflater.end();
                }
            }
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /** Reads and verifies a table; the message of the exception names the file and the problem. */
    static Table read(Path directory, Signature signature) throws IOException {
        Path file = path(directory, signature);
        TableIndex index = new TableIndex(signature);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            byte[] entries;
            long checksum;
            try {
                if (in.readInt() != MAGIC) {
                    throw new IOException(file + ": not a Rookery endgame table");
                }
                int version = in.readInt();
                if (version != FORMAT_VERSION) {
                    throw new IOException(file + ": format version " + version + ", this program reads " + FORMAT_VERSION
                            + "; generate the table again");
                }
                String name = in.readUTF();
                if (!name.equals(signature.name())) {
                    throw new IOException(file + ": holds " + name + ", expected " + signature.name());
                }
                int count = in.readInt();
                if (count != index.size) {
                    throw new IOException(file + ": " + count + " entries, " + signature.name() + " has " + index.size);
                }
                checksum = in.readLong();
                entries = new byte[count];
            } catch (EOFException e) {
                throw new IOException(file + ": truncated header", e);
            } catch (UTFDataFormatException e) {
                throw new IOException(file + ": damaged header (the table's name: " + e.getMessage() + ")", e);
            }
            inflate(file, in, entries);
            CRC32 crc = new CRC32();
            crc.update(entries);
            if (crc.getValue() != checksum) {
                throw new IOException(file + ": checksum mismatch, the file is damaged; generate the table again");
            }
            return new Table(index, entries);
        }
    }

    private static void inflate(Path file, InputStream in, byte[] entries) throws IOException {
        Inflater inflater = new Inflater();
        try {
            InputStream inflated = new InflaterInputStream(in, inflater, 1 << 16);
            int read = inflated.readNBytes(entries, 0, entries.length);
            if (read != entries.length) {
                throw new IOException(file + ": truncated, " + read + " of " + entries.length + " entries");
            }
            if (inflated.read() != -1) {
                throw new IOException(file + ": more data than the " + entries.length + " entries the header announces");
            }
        } catch (ZipException | EOFException e) {
            throw new IOException(file + ": damaged compressed data (" + e.getMessage() + ")", e);
        } finally {
            inflater.end();
        }
    }
}
