package rookery.database.training;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import rookery.database.repertoire.Repertoire;

/**
 * One sitting of a repertoire drill: a queue of positions, the current one asked. A right answer
 * takes the position off the queue and schedules it later (SM-2, {@link Sm2}); a wrong one shows
 * the repertoire's move and puts the position back at the end of the queue, due again today.
 * Every session first drops from the schedule the positions the repertoire no longer has. Three
 * ways to fill the queue: the positions due ({@link #due}), a chosen line ({@link #line}), and the
 * positions a database's games reach most ({@link #popular}).
 */
public final class DrillSession {

    /** The verdict on an answer: right or not, the repertoire's moves there, and the position's new state. */
    public record Answer(DrillCard card, boolean right, List<Integer> rightMoves, Sm2 state) {
    }

    /** Positions seen (distinct), answers right and wrong, and the repertoire's positions due by tomorrow after the session. */
    public record Summary(int seen, int right, int wrong, int dueTomorrow) {
    }

    private final Repertoire repertoire;
    private final DrillSchedule schedule;
    private final List<DrillCard> all;
    private final Deque<DrillCard> queue;
    private final long today;
    private final Set<Long> seen = new HashSet<>();
    private int right;
    private int wrong;

    private DrillSession(Repertoire repertoire, DrillSchedule schedule, List<DrillCard> all, List<DrillCard> asked, long today) {
        this.repertoire = repertoire;
        this.schedule = schedule;
        this.all = all;
        this.queue = new ArrayDeque<>(asked);
        this.today = today;
    }

    /**
     * The positions due on {@code today} (an epoch day): the longest overdue first, positions drilled
     * before ahead of new ones, then in the repertoire's order.
     */
    public static DrillSession due(Repertoire repertoire, DrillSchedule schedule, long today) {
        List<DrillCard> cards = cards(repertoire, schedule);
        List<DrillCard> due = new ArrayList<>(cards.stream().filter(card -> schedule.state(card.key(), today).isDue(today)).toList());
        due.sort(Comparator.comparingLong((DrillCard card) -> schedule.state(card.key(), today).dueDay())
                .thenComparing(card -> !schedule.isKnown(card.key())));
        return new DrillSession(repertoire, schedule, cards, due, today);
    }

    /** The player's positions along {@code line} (SAN from the repertoire's start), due or not. */
    public static DrillSession line(Repertoire repertoire, DrillSchedule schedule, List<String> line, long today) {
        return new DrillSession(repertoire, schedule, cards(repertoire, schedule), DrillCards.along(repertoire, line), today);
    }

    /**
     * The {@code count} positions most likely reached, by {@code likelihoods} (position key to
     * chance, {@link rookery.database.repertoire.RepertoireCheck#reachLikelihoods}); positions the
     * database's games never reach are left out.
     */
    public static DrillSession popular(Repertoire repertoire, DrillSchedule schedule, Map<Long, Double> likelihoods, int count, long today) {
        List<DrillCard> cards = cards(repertoire, schedule);
        List<DrillCard> likely = cards.stream().filter(card -> likelihoods.getOrDefault(card.key(), 0.0) > 0)
                .sorted(Comparator.comparingDouble((DrillCard card) -> likelihoods.get(card.key())).reversed()).limit(count).toList();
        return new DrillSession(repertoire, schedule, cards, likely, today);
    }

    private static List<DrillCard> cards(Repertoire repertoire, DrillSchedule schedule) {
        List<DrillCard> cards = DrillCards.of(repertoire);
        schedule.keepOnly(cards);
        return cards;
    }

    public Repertoire repertoire() {
        return repertoire;
    }

    /** The position asked now, or null when the session is over. */
    public DrillCard current() {
        return queue.peek();
    }

    public boolean isFinished() {
        return queue.isEmpty();
    }

    /** How many positions are still in the queue, the current one included. */
    public int remaining() {
        return queue.size();
    }

    /** Judges {@code move} at the current position and schedules it (the caller saves the schedule). */
    public Answer answer(int move) {
        DrillCard card = queue.poll();
        if (card == null) {
            throw new IllegalStateException("the drill is over");
        }
        boolean isRight = card.answers().contains(move);
        seen.add(card.key());
        Sm2 state = schedule.answer(card.key(), isRight, today);
        if (isRight) {
            right++;
        } else {
            wrong++;
            queue.add(card);
        }
        return new Answer(card, isRight, card.answers(), state);
    }

    public Summary summary() {
        int dueTomorrow = (int) all.stream().filter(card -> schedule.state(card.key(), today).isDue(today + 1)).count();
        return new Summary(seen.size(), right, wrong, dueTomorrow);
    }
}
