package rookery.database.training;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.repertoire.Repertoire;

/** The positions of a repertoire to drill: every position where its player has a move, each once, reached by its shortest line. */
public final class DrillCards {

    private DrillCards() {
    }

    /** The cards in the order a walk of the repertoire, breadth first from its start, meets them. */
    public static List<DrillCard> of(Repertoire repertoire) {
        record Step(Position position, List<String> line) {
        }
        List<DrillCard> cards = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Deque<Step> queue = new ArrayDeque<>();
        queue.add(new Step(repertoire.start(), List.of()));
        seen.add(repertoire.start().key());
        while (!queue.isEmpty()) {
            Step step = queue.poll();
            Position position = step.position();
            List<Integer> moves = new ArrayList<>(repertoire.moves(position));
            if (moves.isEmpty()) {
                continue;
            }
            if (position.turn() == repertoire.color()) {
                cards.add(new DrillCard(position.key(), position, step.line(), moves));
            }
            for (int move : moves) {
                Position next = position.copy();
                String san = San.format(position, move);
                next.play(move);
                if (seen.add(next.key())) {
                    List<String> line = new ArrayList<>(step.line());
                    line.add(san);
                    queue.add(new Step(next, line));
                }
            }
        }
        return cards;
    }

    /** The cards along a line (SAN moves from the repertoire's start): the player's positions it passes, in its order. */
    public static List<DrillCard> along(Repertoire repertoire, List<String> line) {
        List<DrillCard> cards = new ArrayList<>();
        Position position = repertoire.start();
        for (int ply = 0; ply <= line.size(); ply++) {
            List<Integer> moves = new ArrayList<>(repertoire.moves(position));
            if (position.turn() == repertoire.color() && !moves.isEmpty()) {
                cards.add(new DrillCard(position.key(), position, line.subList(0, ply), moves));
            }
            if (ply < line.size()) {
                position.play(San.parse(position, line.get(ply)));
            }
        }
        return cards;
    }
}
