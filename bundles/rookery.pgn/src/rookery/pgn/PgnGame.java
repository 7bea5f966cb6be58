package rookery.pgn;

import java.util.Arrays;
import java.util.Objects;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;

/**
 * An accepted game: its tags, variant, start position, validated moves and result, and its
 * verbatim text. Immutable. Two games are equal when their models are (tags, variant, start,
 * moves, comments, NAGs, variations, result), wherever they were read from.
 */
public final class PgnGame implements PgnRecord {

    private final String source;
    private final long number;
    private final long line;
    private final long offset;
    private final PgnTags tags;
    private final Variant variant;
    private final Setup startSetup;
    private final int[] mainline;
    private final GameResult result;
    private final GameNode root;
    private final byte[] bytes;
    private final boolean utf8;

    PgnGame(String source, long number, long line, long offset, PgnTags tags, Variant variant, Setup startSetup, int[] mainline,
            GameResult result, GameNode root, byte[] bytes, boolean utf8) {
        this.source = source;
        this.number = number;
        this.line = line;
        this.offset = offset;
        this.tags = tags;
        this.variant = variant;
        this.startSetup = startSetup;
        this.mainline = mainline;
        this.result = result;
        this.root = root;
        this.bytes = bytes;
        this.utf8 = utf8;
    }

    @Override
    public String source() {
        return source;
    }

    @Override
    public long number() {
        return number;
    }

    @Override
    public long line() {
        return line;
    }

    /** Where the game's first byte is in the file's (decompressed) text: {@link PgnReader#openAt} reads it again from there. */
    public long offset() {
        return offset;
    }

    public PgnTags tags() {
        return tags;
    }

    public Variant variant() {
        return variant;
    }

    /** The position before the first move: from the {@code [FEN]} tag, else the standard one. */
    public Setup startSetup() {
        return startSetup;
    }

    /** A new position at the start of the game, independent of every other call's. */
    public Position startPosition() {
        return Position.fromSetup(startSetup, variant, true);
    }

    /** The main line as {@code Move}s; a null move is {@code Move.NONE}. A fresh copy each call. */
    public int[] mainline() {
        return mainline.clone();
    }

    public int plies() {
        return mainline.length;
    }

    /** The termination marker's result, else the {@code [Result]} tag's, else {@link GameResult#UNKNOWN}. */
    public GameResult result() {
        return result;
    }

    /** Whether {@link #root()} is available: false when read with {@code mainlineOnly}. */
    public boolean hasTree() {
        return root != null;
    }

    /**
     * A game made in memory rather than read, to be written by {@link PgnWriter}: its tags (the
     * result from the Result tag, "*" without one), start and a move tree grown from
     * {@link GameNode#newRoot()}. It has no source text.
     */
    public static PgnGame of(PgnTags tags, Setup start, Variant variant, GameNode root) {
        java.util.List<Integer> line = new java.util.ArrayList<>();
        for (GameNode node = root.mainChild(); node != null && !node.isNullMove(); node = node.mainChild()) {
            line.add(node.move());
        }
        GameResult result = GameResult.fromPgn(tags.get("Result"));
        return new PgnGame("memory", 1, 1, 0, tags, variant, start, line.stream().mapToInt(Integer::intValue).toArray(),
                result == null ? GameResult.UNKNOWN : result, root, new byte[0], true);
    }

    /** The same game (its source text included) with another move tree of the same main line. */
    PgnGame withRoot(GameNode newRoot) {
        return new PgnGame(source, number, line, offset, tags, variant, startSetup, mainline, result, newRoot, bytes, utf8);
    }

    /**
     * The move tree with comments, NAGs and variations.
     *
     * @throws IllegalStateException when the game was read with {@code PgnOptions.mainlineOnly}
     */
    public GameNode root() {
        if (root == null) {
            throw new IllegalStateException("game " + number + " of " + source + " was read without its move tree (mainlineOnly)");
        }
        return root;
    }

    @Override
    public String text() {
        return Text.decode(bytes, 0, bytes.length, utf8);
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PgnGame other && tags.equals(other.tags) && variant == other.variant
                && startSetup.equals(other.startSetup) && Arrays.equals(mainline, other.mainline)
                && result == other.result && Objects.equals(root, other.root);
    }

    @Override
    public int hashCode() {
        return Objects.hash(tags, variant, startSetup, Arrays.hashCode(mainline), result);
    }

    @Override
    public String toString() {
        return source + " game " + number + " (" + tags.get("White") + " - " + tags.get("Black") + ", " + mainline.length + " plies, "
                + result.pgn() + ")";
    }
}
