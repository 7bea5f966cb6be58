package rookery.server.query;

import java.util.Arrays;
import java.util.List;

import rookery.database.Speed;

/** lichess's speed names, checked so that a misspelt one is refused rather than ignored. */
public final class Speeds {

    public static final List<String> NAMES = Arrays.stream(Speed.values()).map(Speed::apiName).toList();

    private Speeds() {
    }

    public static void check(List<String> speeds) {
        for (String speed : speeds) {
            if (Speed.named(speed) == null) {
                throw new BadParameterException("speeds", "unknown speed '" + speed + "' (one of " + NAMES + ")");
            }
        }
    }
}
