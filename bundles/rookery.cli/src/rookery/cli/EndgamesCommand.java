package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.EndgameStatistics;
import rookery.database.OpeningDatabase;
import rookery.database.TheoryReport;
import rookery.database.TheoryRow;
import rookery.database.TheoryTables;
import rookery.tablebase.Tablebases;
import rookery.tablebase.syzygy.SyzygyTablebases;

@Command(footer = "--json prints [{\"signature\":..,\"games\":N,\"wins\":N,\"draws\":N,\"losses\":N,\"score\":S}, ...]; "
            + "with --theory one object with \"total\", \"bySignature\", \"byElo\" and \"byPlayer\" (docs/search.md).",
        name = "endgames", mixinStandardHelpOptions = true,
        description = {"Endgame statistics of a database: for each material signature of at most seven pieces (stronger side first, "
                + "e.g. KRPvKR), how the games that reached it ended, from the first-named side's view.",
                "With --theory, practice against theory: each game's first position within the endgame tables (Syzygy's, up to "
                        + "seven pieces when present, with the 50-move rule; else Rookery's own of at most five pieces, the rule "
                        + "ignored), its result by the table against the game's result, by material, average Elo and player, with "
                        + "the games where practice fell short."})
final class EndgamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--limit", paramLabel = "N", description = "Show only the N signatures (or rows of each table) with the most games.")
    Integer limit;

    @Option(names = "--theory", description = "Practice against theory instead of the statistics.")
    boolean theory;

    @Option(names = "--player", paramLabel = "NAME", description = "With --theory: only this player's games, seen from the player's side.")
    String player;

    @Option(names = "--update", description = "With --theory: find every game's first position in the tables again first "
            + "(for a database imported without them, or after generating more tables).")
    boolean update;

    @Option(names = "--tables", paramLabel = "DIR", description = "With --update: the endgame tables (default: the tables the build generates).")
    Path tables;

    @Option(names = "--syzygy", paramLabel = "DIR[:DIR]", description = "With --update: Syzygy tables too (they answer first).")
    String syzygy;

    @Option(names = "--examples", paramLabel = "N", description = "With --theory: game ids listed per row (default: ${DEFAULT-VALUE}).")
    int examples = 5;

    @Mixin
    ThreadsOption threads;

    @Mixin
    JsonOption jsonOutput;

    /** The Syzygy tables of the folders given, null for none. */
    static SyzygyTablebases syzygy(String folders) throws IOException {
        return folders == null ? null : SyzygyTablebases.open(folders);
    }

    /** The tables in the folder given, else in the default folder; null when the default folder has none. */
    static Tablebases tables(Path folder) throws IOException {
        if (folder != null && !Files.isDirectory(folder)) {
            throw new IOException("no endgame tables folder " + folder);
        }
        Tablebases tables = Tablebases.open(folder != null ? folder : Tablebases.defaultDirectory());
        return folder == null && tables.isEmpty() ? null : tables;
    }

    @Override
    public Integer call() throws Exception {
        if (!theory && (player != null || update || tables != null || syzygy != null)) {
            throw new ParameterException(spec.commandLine(), "--player, --update, --tables and --syzygy go with --theory");
        }
        if (examples < 0) {
            throw new ParameterException(spec.commandLine(), "--examples must not be negative");
        }
        PrintWriter out = spec.commandLine().getOut();
        try (OpeningDatabase opened = database.openExisting()) {
            if (theory) {
                if (update) {
                    Tablebases found = tables(tables);
                    SyzygyTablebases syzygyFound = syzygy(syzygy);
                    if (found == null && syzygyFound == null) {
                        spec.commandLine().getErr().println("rookery endgames: no endgame tables in " + Tablebases.defaultDirectory()
                                + " (generate them with 'rookery tb generate', or give --tables or --syzygy)");
                        return RookeryCommand.EXIT_FAILURE;
                    }
                    long games = opened.updateTheory(new TheoryTables(found, syzygyFound), threads.count(), (done, total, positions) -> {
                    });
                    String where = (found != null ? found.directory().toString() : "")
                            + (found != null && syzygyFound != null ? " and " : "") + (syzygyFound != null ? syzygy : "");
                    spec.commandLine().getErr().println("rookery endgames: " + games + " games reach a position in the tables of " + where);
                }
                TheoryReport report = opened.theoryReport(player, examples);
                out.println(jsonOutput.json ? json(report) : text(report));
            } else {
                statistics(opened, out);
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private void statistics(OpeningDatabase opened, PrintWriter out) throws Exception {
        List<EndgameStatistics> all = opened.endgameStatistics();
        List<EndgameStatistics> shown = limited(all);
        if (jsonOutput.json) {
            out.println(JsonText.of(generator -> {
                generator.writeStartArray();
                for (EndgameStatistics statistics : shown) {
                    generator.writeStartObject();
                    generator.writeStringField("signature", statistics.signature());
                    generator.writeNumberField("games", statistics.games());
                    generator.writeNumberField("wins", statistics.wins());
                    generator.writeNumberField("draws", statistics.draws());
                    generator.writeNumberField("losses", statistics.losses());
                    generator.writeNumberField("score", Math.round(statistics.score() * 10) / 10.0);
                    generator.writeEndObject();
                }
                generator.writeEndArray();
            }));
        } else {
            out.printf("%-14s %8s %7s %7s %7s %7s%n", "signature", "games", "wins", "draws", "losses", "score");
            for (EndgameStatistics statistics : shown) {
                out.printf("%-14s %8d %7d %7d %7d %6.1f%%%n", statistics.signature(), statistics.games(), statistics.wins(),
                        statistics.draws(), statistics.losses(), statistics.score());
            }
        }
    }

    private <T> List<T> limited(List<T> all) {
        return limit == null ? all : all.subList(0, Math.min(Math.max(0, limit), all.size()));
    }

    private String text(TheoryReport report) {
        StringBuilder out = new StringBuilder();
        out.append(report.player() == null ? "Practice against theory" : "Practice against theory, " + report.player() + "'s games from "
                + report.player() + "'s side").append(" (first position in the tables; the 50-move rule as the tables count it)\n");
        table(out, "", List.of(report.total()));
        table(out, "material", limited(report.bySignature()));
        table(out, "average Elo", limited(report.byElo()));
        table(out, "player", limited(report.byPlayer()));
        return out.toString().stripTrailing();
    }

    private static void table(StringBuilder out, String title, List<TheoryRow> rows) {
        if (!title.isEmpty()) {
            out.append('\n');
        }
        out.append(String.format(Locale.ROOT, "%-22s %6s %6s %6s %6s %6s %6s %6s %6s %6s  %s%n", title, "games", "won", "->won", "drawn",
                "lost", "drawn", "->held", "lost", "saved", "short of theory (ids)"));
        for (TheoryRow row : rows) {
            out.append(String.format(Locale.ROOT, "%-22s %6d %6d %6d %6d %6d %6d %6d %6d %6d  %s%n", cut(row.label()), row.games(),
                    row.theoryWins(), row.converted(), row.winsDrawn(), row.winsLost(), row.theoryDraws(), row.drawsHeld(), row.drawsLost(),
                    row.saves(), row.missed()));
        }
    }

    private static String cut(String label) {
        return label.length() <= 22 ? label : label.substring(0, 21) + "~";
    }

    private String json(TheoryReport report) {
        return JsonText.of(generator -> {
            generator.writeStartObject();
            generator.writeStringField("player", report.player());
            generator.writeFieldName("total");
            row(generator, report.total());
            rows(generator, "bySignature", limited(report.bySignature()));
            rows(generator, "byElo", limited(report.byElo()));
            rows(generator, "byPlayer", limited(report.byPlayer()));
            generator.writeEndObject();
        });
    }

    private static void rows(JsonGenerator generator, String name, List<TheoryRow> rows) throws IOException {
        generator.writeArrayFieldStart(name);
        for (TheoryRow row : rows) {
            row(generator, row);
        }
        generator.writeEndArray();
    }

    private static void row(JsonGenerator generator, TheoryRow row) throws IOException {
        generator.writeStartObject();
        generator.writeStringField("label", row.label());
        generator.writeNumberField("games", row.games());
        generator.writeNumberField("theoryWins", row.theoryWins());
        generator.writeNumberField("converted", row.converted());
        generator.writeNumberField("winsDrawn", row.winsDrawn());
        generator.writeNumberField("winsLost", row.winsLost());
        generator.writeNumberField("theoryDraws", row.theoryDraws());
        generator.writeNumberField("drawsHeld", row.drawsHeld());
        generator.writeNumberField("drawsLost", row.drawsLost());
        generator.writeNumberField("theoryLosses", row.theoryLosses());
        generator.writeNumberField("saves", row.saves());
        generator.writeArrayFieldStart("missed");
        for (long id : row.missed()) {
            generator.writeNumber(id);
        }
        generator.writeEndArray();
        generator.writeArrayFieldStart("saved");
        for (long id : row.saved()) {
            generator.writeNumber(id);
        }
        generator.writeEndArray();
        generator.writeEndObject();
    }
}
