package rookery.database;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.book.BookRules;
import rookery.chess.book.PolyglotBookBuilder;
import rookery.chess.book.PolyglotEntry;
import rookery.chess.book.PolyglotMoves;
import rookery.database.collections.LongHashSet;

/**
 * A Polyglot book made from a database's opening statistics (with the explorer's filter), not
 * from its games: the positions within {@code maxPly} plies of the start, walked ply by ply
 * through the moves played in at least the rules' minimum of games, each position once at the
 * fewest plies it is reached in (transpositions merged, as the statistics are). A move counts 2 points a win and 1 a draw for its player, as polyglot's
 * make-book; {@link BookRules} decide what is kept. Where polyglot halves the counts of a position
 * whose move passes 16,384 games as it reads the games, this scales a position's weights down in
 * proportion only when a weight would pass 16 bits (docs/books.md).
 */
public final class BookFromStatistics {
    private static final int MAX_WEIGHT = 0xFFFF;

    private BookFromStatistics() {
    }

    public static List<PolyglotEntry> build(OpeningDatabase database, ExploreFilter filter, int maxPly, BookRules rules)
            throws IOException, SQLException {
        if (maxPly < 1) {
            throw new IllegalArgumentException("the book needs at least 1 ply, not " + maxPly);
        }
        List<PolyglotEntry> entries = new ArrayList<>();
        ExploreFilter counting = filter.withLowSampleThreshold(0);
        LongHashSet visited = new LongHashSet(1 << 12);
        List<Position> level = List.of(Position.startpos());
        visited.add(level.get(0).key());
        for (int ply = 0; ply < maxPly && !level.isEmpty(); ply++) {
            List<Position> next = new ArrayList<>();
            for (Position position : level) {
                Exploration exploration = database.explore(position, counting);
                add(position, exploration, rules, entries);
                if (ply + 1 < maxPly) {
                    for (MoveStatistics move : exploration.moves()) {
                        if (move.games() >= rules.minGames()) {
                            Position child = position.copy();
                            child.play(move.move());
                            if (visited.add(child.key())) {
                                next.add(child);
                            }
                        }
                    }
                }
            }
            level = next;
        }
        entries.sort(PolyglotBookBuilder.BOOK_ORDER);
        return entries;
    }

    /** The kept moves of one position. */
    private static void add(Position position, Exploration exploration, BookRules rules, List<PolyglotEntry> entries) {
        Color mover = position.turn();
        boolean keptSide = rules.onlyFor() == null || rules.onlyFor() == mover;
        List<PolyglotEntry> kept = new ArrayList<>();
        long largest = 0;
        for (MoveStatistics move : exploration.moves()) {
            int points = 2 * (mover == Color.WHITE ? move.white() : move.black()) + move.draws();
            if (keptSide && move.games() >= rules.minGames() && points > 0 && points / (double) move.games() / 2.0 >= rules.minScore()) {
                kept.add(new PolyglotEntry(position.key(), PolyglotMoves.fromMove(move.move()), rules.uniform() ? 1 : points, 0));
                largest = Math.max(largest, points);
            }
        }
        double scale = largest > MAX_WEIGHT ? (double) MAX_WEIGHT / largest : 1;
        for (PolyglotEntry entry : kept) {
            entries.add(scale == 1 ? entry : new PolyglotEntry(entry.key(), entry.move(), (int) Math.max(1, Math.round(entry.weight() * scale)), 0));
        }
    }
}
