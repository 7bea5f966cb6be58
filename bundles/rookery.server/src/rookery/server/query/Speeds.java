package rookery.server.query;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import rookery.database.Speed;

/** lichess's speed names, checked so that a misspelt one is refused rather than ignored: the games of the speeds named. */
public final class Speeds {

    public static final List<String> NAMES = Arrays.stream(Speed.values()).map(Speed::apiName).toList();

    private Speeds() {
    }

    /** The speeds named, checked; empty (every game) when none is. */
    public static Set<Speed> of(List<String> names) {
        Set<Speed> speeds = EnumSet.noneOf(Speed.class);
        for (String name : names) {
            Speed speed = Speed.named(name);
            if (speed == null) {
                throw new BadParameterException("speeds", "unknown speed '" + name + "' (one of " + NAMES + ")");
            }
            speeds.add(speed);
        }
        return speeds;
    }
}
