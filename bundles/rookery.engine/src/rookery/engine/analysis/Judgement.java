package rookery.engine.analysis;

/** lichess's judgement of a move, with its PGN glyph and NAG. */
public enum Judgement {

    INACCURACY("?!", 6, "Inaccuracy", 0.1),
    MISTAKE("?", 2, "Mistake", 0.2),
    BLUNDER("??", 4, "Blunder", 0.3);

    private final String glyph;
    private final int nag;
    private final String word;
    private final double winningChancesDrop;

    Judgement(String glyph, int nag, String word, double winningChancesDrop) {
        this.glyph = glyph;
        this.nag = nag;
        this.word = word;
        this.winningChancesDrop = winningChancesDrop;
    }

    public String glyph() {
        return glyph;
    }

    public int nag() {
        return nag;
    }

    /** "Inaccuracy", "Mistake", "Blunder". */
    public String word() {
        return word;
    }

    /** The judgement of a drop of the mover's winning chances (0..2), or null below 0.1. */
    public static Judgement ofDrop(double drop) {
        for (int i = values().length - 1; i >= 0; i--) {
            if (drop >= values()[i].winningChancesDrop) {
                return values()[i];
            }
        }
        return null;
    }

    /** The judgement of a move with the given NAG, or null when the NAG is not one of these. */
    public static Judgement ofNag(int nag) {
        for (Judgement judgement : values()) {
            if (judgement.nag == nag) {
                return judgement;
            }
        }
        return null;
    }
}
