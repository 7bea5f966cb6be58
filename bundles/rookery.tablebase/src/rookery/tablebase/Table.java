package rookery.tablebase;

/** The entries of one signature's table in memory (see {@link Entry}), immutable once published. */
final class Table {

    final TableIndex index;
    final byte[] entries;

    Table(TableIndex index, byte[] entries) {
        if (entries.length != index.size) {
            throw new IllegalArgumentException(index.signature + " needs " + index.size + " entries, got " + entries.length);
        }
        this.index = index;
        this.entries = entries;
    }

    Signature signature() {
        return index.signature;
    }

    int entry(int number) {
        return entries[number] & 0xFF;
    }
}
