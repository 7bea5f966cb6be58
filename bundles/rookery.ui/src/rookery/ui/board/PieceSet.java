package rookery.ui.board;

/** How pieces are drawn: filled with contour and inner lines, or as flat filled silhouettes with an outline. */
public enum PieceSet {
    OUTLINED,
    SOLID;

    /** The set a preference names, outlined when the name is unknown. */
    public static PieceSet named(String name) {
        return "solid".equals(name) ? SOLID : OUTLINED;
    }
}
