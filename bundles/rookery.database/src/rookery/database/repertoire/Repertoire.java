package rookery.database.repertoire;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

/**
 * An opening repertoire for one colour, as players keep it: a PGN file of one game with
 * variations, or several games, from one start position. Every move of every line, main line and
 * variations, is in the repertoire; positions are known by their keys, so lines that transpose
 * share their continuations.
 */
public final class Repertoire {
    private final Color color;
    private final Position start;
    private final Map<Long, Set<Integer>> moves;
    private final int lines;

    private Repertoire(Color color, Position start, Map<Long, Set<Integer>> moves, int lines) {
        this.color = color;
        this.start = start;
        this.moves = moves;
        this.lines = lines;
    }

    /**
     * Reads a repertoire; a game that does not parse, or that starts elsewhere than the first, is
     * refused with its place.
     *
     * @throws IllegalArgumentException naming the file, the game and what is wrong
     */
    public static Repertoire read(Path file, Color color) throws IOException {
        Position start = null;
        Map<Long, Set<Integer>> moves = new HashMap<>();
        int[] lines = {0};
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults())) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnRejection rejection) {
                    throw new IllegalArgumentException(rejection.diagnostic().toString());
                }
                PgnGame game = (PgnGame) record;
                Position gameStart = game.startPosition();
                if (start == null) {
                    start = gameStart;
                } else if (gameStart.key() != start.key()) {
                    throw new IllegalArgumentException(file + ": game " + game.number() + " (line " + game.line()
                            + ") starts from another position than the first game: " + gameStart.fen());
                }
                add(game.root(), gameStart, moves, lines);
            }
        }
        if (start == null) {
            throw new IllegalArgumentException(file + ": no game, so no repertoire");
        }
        return new Repertoire(color, start, moves, lines[0]);
    }

    private static void add(GameNode node, Position position, Map<Long, Set<Integer>> moves, int[] lines) {
        if (node.children().isEmpty()) {
            lines[0]++;
        }
        for (GameNode child : node.children()) {
            if (child.isNullMove()) {
                lines[0]++;
                continue;
            }
            moves.computeIfAbsent(position.key(), key -> new LinkedHashSet<>()).add(child.move());
            Position next = position.copy();
            next.play(child.move());
            add(child, next, moves, lines);
        }
    }

    /**
     * A repertoire made in memory (the workbench's open repertoire): the moves in each position by
     * its key, and how many lines end in it.
     */
    public static Repertoire of(Color color, Position start, Map<Long, Set<Integer>> moves, int lines) {
        Map<Long, Set<Integer>> copy = new HashMap<>();
        moves.forEach((key, chosen) -> copy.put(key, new LinkedHashSet<>(chosen)));
        return new Repertoire(color, start.copy(), copy, lines);
    }

    /** The colour the repertoire is for: its moves at that side's turns are the player's choices. */
    public Color color() {
        return color;
    }

    /** A new copy of the position the repertoire starts from. */
    public Position start() {
        return start.copy();
    }

    /** The repertoire's moves in a position, in the order the file gives them (empty when it has none there). */
    public Set<Integer> moves(Position position) {
        return Collections.unmodifiableSet(moves.getOrDefault(position.key(), Set.of()));
    }

    public boolean contains(Position position, int move) {
        return moves(position).contains(move);
    }

    /** How many lines the file has: the ends of its main lines and variations. */
    public int lines() {
        return lines;
    }

    /** How many positions have a move in the repertoire. */
    public int positions() {
        return moves.size();
    }

    /** The positions' keys, for tests and views that list them. */
    public List<Long> keys() {
        return new ArrayList<>(moves.keySet());
    }
}
