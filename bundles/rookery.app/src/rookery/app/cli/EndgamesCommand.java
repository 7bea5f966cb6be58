package rookery.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import rookery.database.EndgameStatistics;
import rookery.database.OpeningDatabase;

@Command(name = "endgames", mixinStandardHelpOptions = true,
        description = {"Endgame statistics of a database: for each material signature of at most seven pieces (stronger side first, "
                + "e.g. KRPvKR), how the games that reached it ended, from the first-named side's view."})
final class EndgamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--db", paramLabel = "DIR", description = "The database folder (default: $ROOKERY_HOME/databases/default).")
    Path database;

    @Option(names = "--limit", paramLabel = "N", description = "Show only the N signatures with the most games.")
    Integer limit;

    @Option(names = "--json", description = "Print [{\"signature\":..,\"games\":N,\"wins\":N,\"draws\":N,\"losses\":N,\"score\":S}, ...].")
    boolean json;

    @Override
    public Integer call() throws Exception {
        try (OpeningDatabase opened = ImportCommand.openExisting(database)) {
            List<EndgameStatistics> all = opened.endgameStatistics();
            List<EndgameStatistics> shown = limit == null ? all : all.subList(0, Math.min(Math.max(0, limit), all.size()));
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                StringBuilder line = new StringBuilder("[");
                for (EndgameStatistics statistics : shown) {
                    line.append(line.length() == 1 ? "" : ",").append("{\"signature\":").append(Json.quote(statistics.signature()))
                            .append(",\"games\":").append(statistics.games()).append(",\"wins\":").append(statistics.wins())
                            .append(",\"draws\":").append(statistics.draws()).append(",\"losses\":").append(statistics.losses())
                            .append(",\"score\":").append(Math.round(statistics.score() * 10) / 10.0).append('}');
                }
                out.println(line.append(']'));
            } else {
                out.printf("%-14s %8s %7s %7s %7s %7s%n", "signature", "games", "wins", "draws", "losses", "score");
                for (EndgameStatistics statistics : shown) {
                    out.printf("%-14s %8d %7d %7d %7d %6.1f%%%n", statistics.signature(), statistics.games(), statistics.wins(),
                            statistics.draws(), statistics.losses(), statistics.score());
                }
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }
}
