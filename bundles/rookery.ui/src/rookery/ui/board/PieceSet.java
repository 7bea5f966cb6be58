package rookery.ui.board;

/**
 * How pieces are drawn: from the DejaVu Sans chess glyphs filled with contour and inner lines
 * ({@link #OUTLINED}) or as flat silhouettes with an outline ({@link #SOLID}), or from Rookery's
 * own geometric shapes ({@link GeometricPieces}).
 */
public enum PieceSet {
    OUTLINED("outlined", "Outlined"),
    SOLID("solid", "Solid"),
    GEOMETRIC("geometric", "Geometric");

    private final String preferenceName;
    private final String label;

    PieceSet(String preferenceName, String label) {
        this.preferenceName = preferenceName;
        this.label = label;
    }

    /** The name the preferences keep. */
    public String preferenceName() {
        return preferenceName;
    }

    /** The name Preferences > Board shows. */
    public String label() {
        return label;
    }

    /** The set a preference names, outlined when the name is unknown. */
    public static PieceSet named(String name) {
        for (PieceSet set : values()) {
            if (set.preferenceName.equals(name)) {
                return set;
            }
        }
        return OUTLINED;
    }
}
