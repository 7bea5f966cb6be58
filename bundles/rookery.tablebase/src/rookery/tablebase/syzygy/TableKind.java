package rookery.tablebase.syzygy;

/** The two kinds of Syzygy table file, told apart by extension and by their first four bytes. */
enum TableKind {
    WDL(".rtbw", new int[] {0x71, 0xE8, 0x23, 0x5D}),
    DTZ(".rtbz", new int[] {0xD7, 0x66, 0x0C, 0xA5});

    final String extension;
    final int[] magic;

    TableKind(String extension, int[] magic) {
        this.extension = extension;
        this.magic = magic;
    }
}
