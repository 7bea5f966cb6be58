package rookery.database.training;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

import rookery.database.KeptProperties;

/**
 * The SM-2 state of each drilled position of one repertoire, kept in a file of its own (the
 * workbench keeps one per repertoire file in its workspace): one line per position key,
 * {@code key=easiness repetitions interval dueDay}. Positions without a line are new, due at once;
 * {@link #keepOnly} drops the positions a repertoire no longer has.
 */
public final class DrillSchedule {
    private final Path file;
    private final Map<Long, Sm2> states = new HashMap<>();

    private DrillSchedule(Path file) {
        this.file = file;
    }

    /** The schedule kept in {@code file}, empty when there is no such file yet. */
    public static DrillSchedule load(Path file) throws IOException {
        DrillSchedule schedule = new DrillSchedule(file);
        Properties lines = KeptProperties.read(file);
        for (String key : lines.stringPropertyNames()) {
            String value = lines.getProperty(key);
            try {
                String[] parts = value.trim().split(" ");
                schedule.states.put(Long.parseUnsignedLong(key, 16), new Sm2(Double.parseDouble(parts[0]), Integer.parseInt(parts[1]),
                        Integer.parseInt(parts[2]), Long.parseLong(parts[3])));
            } catch (RuntimeException e) {
                throw new IOException(file + ": position " + key + " has '" + value + "' instead of easiness, repetitions, interval and due day");
            }
        }
        return schedule;
    }

    /** The position's state; a new position's is due on {@code today}. */
    public synchronized Sm2 state(long key, long today) {
        return states.getOrDefault(key, Sm2.fresh(today));
    }

    public synchronized boolean isKnown(long key) {
        return states.containsKey(key);
    }

    /** Records an answer at the position given on {@code today}; returns its new state. */
    public synchronized Sm2 answer(long key, boolean right, long today) {
        Sm2 next = state(key, today).answer(right, today);
        states.put(key, next);
        return next;
    }

    /** Drops the positions that are not among {@code cards} (lines deleted from the repertoire). */
    public synchronized void keepOnly(List<DrillCard> cards) {
        Set<Long> keys = new HashSet<>();
        cards.forEach(card -> keys.add(card.key()));
        states.keySet().retainAll(keys);
    }

    public synchronized int size() {
        return states.size();
    }

    /** Writes the schedule whole into a file beside its own, then puts it in its place. */
    public synchronized void save() throws IOException {
        Properties lines = new Properties();
        states.forEach((key, state) -> lines.setProperty(Long.toHexString(key), String.format(Locale.ROOT, "%.4f %d %d %d", state.easiness(),
                state.repetitions(), state.intervalDays(), state.dueDay())));
        KeptProperties.write(file, lines, "SM-2 state of each drilled position: easiness repetitions interval-days due-epoch-day");
    }
}
