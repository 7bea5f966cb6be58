package rookery.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.Exploration;
import rookery.database.ExploreFilter;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;
import rookery.database.eco.EcoLine;

@Command(name = "explore", mixinStandardHelpOptions = true,
        description = {"Shows the opening statistics of a position: games, results and, per move, games, score from the mover's side, "
                + "average Elo, performance, years.", "Filters restrict the games counted."})
final class ExploreCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Mixin
    PositionOptions position;

    @Mixin
    FilterOptions filters;

    @Option(names = "--color", paramLabel = "white|black", description = "With --player: only the games where the player had this colour.")
    Color color;

    @Option(names = "--low-sample", paramLabel = "N", description = "Flag moves with fewer games (default: ${DEFAULT-VALUE}).")
    int lowSample = ExploreFilter.DEFAULT_LOW_SAMPLE;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        Position position = this.position.position();
        ExploreFilter filter = filters.filter(spec, color).withLowSampleThreshold(lowSample);
        try (OpeningDatabase opened = database.openExisting()) {
            Exploration exploration = opened.explore(position, filter);
            PrintWriter out = spec.commandLine().getOut();
            out.println(jsonOutput.json ? json(exploration) : text(exploration));
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private static String json(Exploration exploration) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeStringField("fen", exploration.fen());
            json.writeNumberField("games", exploration.games());
            json.writeNumberField("white", exploration.white());
            json.writeNumberField("draws", exploration.draws());
            json.writeNumberField("black", exploration.black());
            json.writeNumberField("ended", exploration.ended());
            json.writeNumberField("unfinished", exploration.unfinished());
            EcoLine opening = exploration.opening();
            json.writeFieldName("opening");
            if (opening == null) {
                json.writeNull();
            } else {
                json.writeStartObject();
                json.writeStringField("eco", opening.eco());
                json.writeStringField("name", opening.name());
                json.writeEndObject();
            }
            json.writeArrayFieldStart("moves");
            for (MoveStatistics move : exploration.moves()) {
                json.writeStartObject();
                json.writeStringField("san", move.san());
                json.writeStringField("uci", move.uci());
                json.writeNumberField("games", move.games());
                json.writeNumberField("white", move.white());
                json.writeNumberField("draws", move.draws());
                json.writeNumberField("black", move.black());
                json.writeNumberField("score", Math.round(move.score() * 10) / 10.0);
                json.writeNumberField("avgElo", move.averageElo());
                json.writeNumberField("avgOpponentElo", move.averageOpponentElo());
                json.writeNumberField("performance", move.performance());
                json.writeNumberField("avgYear", move.averageYear());
                json.writeNumberField("lastYear", move.lastYear());
                json.writeBooleanField("lowSample", move.lowSample());
                json.writeArrayFieldStart("topGames");
                for (long id : move.topGames()) {
                    json.writeNumber(id);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static String text(Exploration exploration) {
        StringBuilder out = new StringBuilder();
        out.append(exploration.fen()).append('\n');
        EcoLine opening = exploration.opening();
        if (opening != null) {
            out.append(opening.eco()).append(' ').append(opening.name()).append('\n');
        }
        out.append(String.format("%d games: %s%n", exploration.games(), results(exploration.games(), exploration.white(),
                exploration.draws(), exploration.black())));
        if (exploration.unfinished() > 0) {
            out.append(String.format("unfinished (*): %d games, in no statistics here; `games` lists them too%n", exploration.unfinished()));
        }
        if (exploration.moves().isEmpty()) {
            return out.append("no moves in the database").toString();
        }
        out.append(String.format("%-8s %8s  %-17s %6s %6s %6s %6s%n", "move", "games", "white/draw/black", "score", "elo", "perf", "year"));
        for (MoveStatistics move : exploration.moves()) {
            out.append(String.format("%-8s %8d  %-17s %5.1f%% %6s %6s %6s%s%n", move.san(), move.games(),
                    results(move.games(), move.white(), move.draws(), move.black()), move.score(), orDash(move.averageElo()),
                    orDash(move.performance()), orDash(move.averageYear()), move.lowSample() ? "  (few games)" : ""));
        }
        if (exploration.ended() > 0) {
            out.append(String.format("ended here: %d games%n", exploration.ended()));
        }
        return out.toString().stripTrailing();
    }

    private static String results(int games, int white, int draws, int black) {
        if (games == 0) {
            return "-";
        }
        return String.format("%d/%d/%d%%", Math.round(white * 100.0 / games), Math.round(draws * 100.0 / games),
                Math.round(black * 100.0 / games));
    }

    private static String orDash(int value) {
        return value == 0 ? "-" : Integer.toString(value);
    }
}
