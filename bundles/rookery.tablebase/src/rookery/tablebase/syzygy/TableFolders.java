package rookery.tablebase.syzygy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.stream.Stream;

/**
 * The Syzygy files found in some folders, by material, each mapped and parsed on first use
 * (thread-safe; a damaged file stays refused). When a file is in several folders the first
 * folder's is used.
 */
final class TableFolders {

    /** A table's files seen from a position of some material: {@code mirrored} when colors swap. */
    record Slot(TablePair pair, boolean mirrored) {
    }

    /** The WDL and DTZ files of one material, either may be missing. */
    static final class TablePair {
        final Material material;
        final String name;
        private final Path[] files = new Path[TableKind.values().length];
        /** Per kind: the parsed file, or the exception that refused it; published safely to other threads. */
        private final AtomicReferenceArray<Object> opened = new AtomicReferenceArray<>(TableKind.values().length);

        TablePair(Material material, String name) {
            this.material = material;
            this.name = name;
        }

        /**
         * The parsed file of that kind.
         *
         * @throws NotProbedException when it is not in the folders
         * @throws DamagedTableException when it cannot be used
         */
        TableFile file(TableKind kind) {
            Object table = opened.get(kind.ordinal());
            if (table == null) {
                table = open(kind);
            }
            if (table instanceof DamagedTableException damaged) {
                throw damaged;
            }
            return (TableFile) table;
        }

        private synchronized Object open(TableKind kind) {
            Object table = opened.get(kind.ordinal());
            if (table == null) {
                Path file = files[kind.ordinal()];
                if (file == null) {
                    throw NotProbedException.missing(name + kind.extension);
                }
                try {
                    table = TableFile.open(file, kind, material);
                } catch (DamagedTableException e) {
                    table = e;
                }
                opened.set(kind.ordinal(), table);
            }
            return table;
        }
    }

    private final List<Path> folders;
    private final List<TablePair> pairs;
    private final int[] keys;
    private final Slot[] slots;
    private final int maxPieces;

    private TableFolders(List<Path> folders, List<TablePair> pairs) {
        this.folders = List.copyOf(folders);
        this.pairs = List.copyOf(pairs);
        int capacity = Integer.highestOneBit(Math.max(4, pairs.size() * 4)) * 2;
        this.keys = new int[capacity];
        this.slots = new Slot[capacity];
        int largest = 0;
        for (TablePair pair : pairs) {
            put(pair.material, new Slot(pair, false));
            put(pair.material.mirrored(), new Slot(pair, true));
            largest = Math.max(largest, pair.material.pieceCount());
        }
        this.maxPieces = largest;
    }

    static TableFolders scan(List<Path> folders) throws IOException {
        Map<String, TablePair> byName = new LinkedHashMap<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                throw new NoSuchFileException(folder.toString(), null, "no such folder of Syzygy tables");
            }
            List<Path> files;
            try (Stream<Path> listing = Files.list(folder)) {
                files = listing.sorted().toList();
            }
            for (Path file : files) {
                String fileName = file.getFileName().toString();
                for (TableKind kind : TableKind.values()) {
                    if (!fileName.endsWith(kind.extension)) {
                        continue;
                    }
                    String name = fileName.substring(0, fileName.length() - kind.extension.length());
                    Material material;
                    try {
                        material = Material.parse(name);
                    } catch (IllegalArgumentException notATable) {
                        continue;
                    }
                    if (material.pieceCount() > SyzygyTablebases.MAX_PIECES) {
                        continue;
                    }
                    TablePair pair = byName.computeIfAbsent(name, n -> new TablePair(material, n));
                    if (pair.files[kind.ordinal()] == null) {
                        pair.files[kind.ordinal()] = file;
                    }
                }
            }
        }
        return new TableFolders(folders, new ArrayList<>(byName.values()));
    }

    private void put(Material material, Slot slot) {
        int at = home(material.key());
        while (slots[at] != null) {
            if (keys[at] == material.key()) {
                return;
            }
            at = (at + 1) & (keys.length - 1);
        }
        keys[at] = material.key();
        slots[at] = slot;
    }

    /** The table of a position of that material, or null. */
    Slot slot(Material material) {
        int key = material.key();
        for (int at = home(key); slots[at] != null; at = (at + 1) & (keys.length - 1)) {
            if (keys[at] == key) {
                return slots[at];
            }
        }
        return null;
    }

    private int home(int key) {
        return (key * 0x9E3779B1) >>> (32 - Integer.numberOfTrailingZeros(keys.length)) & (keys.length - 1);
    }

    List<Path> folders() {
        return folders;
    }

    List<TablePair> pairs() {
        return pairs;
    }

    int maxPieces() {
        return maxPieces;
    }
}
