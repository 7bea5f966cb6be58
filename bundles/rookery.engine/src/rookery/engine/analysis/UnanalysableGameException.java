package rookery.engine.analysis;

/** A game's main line cannot be replayed: an illegal or null move at a ply (1-based). */
public final class UnanalysableGameException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int ply;

    public UnanalysableGameException(int ply, String message) {
        super(message);
        this.ply = ply;
    }

    public int ply() {
        return ply;
    }
}
