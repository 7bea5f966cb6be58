package rookery.cli;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import rookery.chess.Color;
import rookery.database.ExploreFilter;
import rookery.database.Speed;

/** The Opening Explorer's filters as options, shared by the commands that read the statistics (a picocli mixin). */
final class FilterOptions {

    @Option(names = "--min-elo", paramLabel = "E", description = "Only games whose players' average Elo is at least E.")
    int minElo;

    @Option(names = "--max-elo", paramLabel = "E", description = "Only games whose players' average Elo is at most E.")
    int maxElo;

    @Option(names = "--from-year", paramLabel = "Y", description = "Only games played in year Y or later.")
    int fromYear;

    @Option(names = "--to-year", paramLabel = "Y", description = "Only games played in year Y or earlier.")
    int toYear;

    @Option(names = "--player", paramLabel = "NAME", description = "Only games of this player (every word must be in the name).")
    String player;

    @Option(names = "--speeds", split = ",", paramLabel = "SPEED", description = "Only games of these lichess speeds by their"
            + " TimeControl tag: ultraBullet, bullet, blitz, rapid, classical, correspondence (comma-separated).")
    List<String> speeds = List.of();

    /**
     * The filter the options describe, the player's games restricted to {@code playerColor} when
     * it is given (each command names that option: its own {@code --color}); a colour without a
     * player is a usage error.
     */
    ExploreFilter filter(CommandSpec spec, Color playerColor) {
        if (playerColor != null && player == null) {
            throw new ParameterException(spec.commandLine(), "--color needs --player");
        }
        Set<Speed> chosen = EnumSet.noneOf(Speed.class);
        for (String name : speeds) {
            Speed speed = Speed.named(name);
            if (speed == null) {
                throw new ParameterException(spec.commandLine(), "--speeds: unknown speed '" + name + "' (one of "
                        + Arrays.stream(Speed.values()).map(Speed::apiName).toList() + ")");
            }
            chosen.add(speed);
        }
        return ExploreFilter.NONE.withElo(minElo, maxElo).withYears(fromYear, toYear).withPlayer(player, playerColor).withSpeeds(chosen);
    }
}
