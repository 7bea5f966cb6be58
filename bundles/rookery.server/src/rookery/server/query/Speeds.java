package rookery.server.query;

import java.util.List;

/** lichess's speed names, checked so that a misspelt one is refused rather than ignored. */
public final class Speeds {

    public static final List<String> NAMES = List.of("ultraBullet", "bullet", "blitz", "rapid", "classical", "correspondence");

    private Speeds() {
    }

    public static void check(List<String> speeds) {
        for (String speed : speeds) {
            if (!NAMES.contains(speed)) {
                throw new BadParameterException("speeds", "unknown speed '" + speed + "' (one of " + NAMES + ")");
            }
        }
    }
}
