package rookery.ui.model;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.repertoire.Repertoire;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;
import rookery.ui.game.GameTree;
import rookery.ui.game.MoveNode;
import rookery.ui.game.PgnText;

/**
 * The repertoire open in the workbench: a PGN file for one colour held as one move tree (the
 * file's games merged, the first game's comments kept), lines added from the board, saved back as
 * one game with variations.
 */
public final class RepertoireFile {
    private Path file;
    private final Color color;
    private final GameTree tree;
    private boolean modified;
    private Map<Long, Set<Integer>> moves;

    private RepertoireFile(Path file, Color color, GameTree tree) {
        this.file = file;
        this.color = color;
        this.tree = tree;
    }

    /** A new, empty repertoire from the standard start, not yet saved anywhere. */
    public static RepertoireFile empty(Color color) {
        GameTree tree = GameTree.standard();
        tree.replaceTags(Map.of("Event", (color == Color.WHITE ? "White" : "Black") + " repertoire", "Result", "*"));
        return new RepertoireFile(null, color, tree);
    }

    /**
     * Reads a repertoire file.
     *
     * @throws IllegalArgumentException naming the file and game when a game does not parse or starts elsewhere than the first
     */
    public static RepertoireFile open(Path file, Color color) throws IOException {
        GameTree tree = null;
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults())) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnRejection rejection) {
                    throw new IllegalArgumentException(rejection.diagnostic().toString());
                }
                GameTree game = GameTree.fromPgn((PgnGame) record);
                if (tree == null) {
                    tree = game;
                } else if (!game.start().equals(tree.start())) {
                    throw new IllegalArgumentException(file + ": game " + record.number() + " starts from another position than the first game");
                } else {
                    merge(tree, tree.root(), game.root());
                }
            }
        }
        if (tree == null) {
            throw new IllegalArgumentException(file + ": no game, so no repertoire");
        }
        return new RepertoireFile(file, color, tree);
    }

    private static void merge(GameTree into, MoveNode at, MoveNode from) {
        for (MoveNode child : from.children()) {
            merge(into, into.add(at, child.move()), child);
        }
    }

    public Path file() {
        return file;
    }

    public Color color() {
        return color;
    }

    /** The moves of the repertoire, as a game with variations (not to be edited directly: use {@link #addLine}). */
    public GameTree tree() {
        return tree;
    }

    public boolean isModified() {
        return modified;
    }

    /**
     * Adds the moves from a game's start to {@code upTo} as a line of the repertoire (moves already
     * in it are followed, not repeated); false when the game starts elsewhere or adds nothing.
     */
    public boolean addLine(GameTree game, MoveNode upTo) {
        if (!game.start().equals(tree.start()) || upTo.isRoot()) {
            return false;
        }
        MoveNode node = tree.root();
        boolean added = false;
        for (MoveNode step : path(upTo)) {
            int before = node.children().size();
            node = tree.add(node, step.move());
            added |= node.parent().children().size() > before;
        }
        if (added) {
            modified = true;
            moves = null;
        }
        return added;
    }

    private static List<MoveNode> path(MoveNode node) {
        java.util.LinkedList<MoveNode> path = new java.util.LinkedList<>();
        for (MoveNode step = node; !step.isRoot(); step = step.parent()) {
            path.addFirst(step);
        }
        return path;
    }

    /** The moves the repertoire plays in {@code position} (any line reaching it). */
    public Set<Integer> moves(Position position) {
        return java.util.Collections.unmodifiableSet(moves().getOrDefault(position.key(), Set.of()));
    }

    /** Writes the repertoire to {@code target} (through a temporary file moved into place) and makes it the repertoire's file. */
    public void save(Path target) throws IOException {
        Path temporary = target.resolveSibling(target.getFileName() + ".part");
        Files.writeString(temporary, PgnText.write(tree), StandardCharsets.UTF_8);
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        file = target;
        modified = false;
    }

    /** The repertoire as the database's check reads it. */
    public Repertoire repertoire() {
        int[] lines = {0};
        countLines(tree.root(), lines);
        return Repertoire.of(color, tree.positionAt(tree.root()), moves(), lines[0]);
    }

    /** Counts the ends of lines; an empty repertoire (a root without moves) has none. */
    private static void countLines(MoveNode node, int[] lines) {
        if (node.children().isEmpty() && !node.isRoot()) {
            lines[0]++;
        }
        node.children().forEach(child -> countLines(child, lines));
    }

    private Map<Long, Set<Integer>> moves() {
        if (moves == null) {
            moves = new HashMap<>();
            collect(tree.root(), tree.positionAt(tree.root()));
        }
        return moves;
    }

    private void collect(MoveNode node, Position position) {
        for (MoveNode child : node.children()) {
            moves.computeIfAbsent(position.key(), key -> new LinkedHashSet<>()).add(child.move());
            Position next = position.copy();
            next.play(child.move());
            collect(child, next);
        }
    }
}
