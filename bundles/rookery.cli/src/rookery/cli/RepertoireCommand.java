package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.Choice;
import rookery.database.repertoire.Gap;
import rookery.database.repertoire.MoveFigures;
import rookery.database.repertoire.Repertoire;
import rookery.database.repertoire.RepertoireCheck;
import rookery.database.repertoire.RepertoireReport;

@Command(name = "repertoire", mixinStandardHelpOptions = true, description = "Opening repertoires (PGN files) against a database.",
        subcommands = {RepertoireCommand.Check.class, RepertoireBuildCommand.class})
final class RepertoireCommand extends CommandGroup {

    /** SAN moves from a position with move numbers: "1. e4 e5 2. Nf3", "3... Nc6". */
    static String numbered(Position start, List<String> line) {
        StringBuilder text = new StringBuilder();
        int ply = 2 * (start.fullmoveNumber() - 1) + (start.turn() == Color.BLACK ? 1 : 0);
        for (int i = 0; i < line.size(); i++, ply++) {
            if (ply % 2 == 0) {
                text.append(text.isEmpty() ? "" : " ").append(ply / 2 + 1).append(". ");
            } else if (i == 0) {
                text.append(ply / 2 + 1).append("... ");
            } else {
                text.append(' ');
            }
            text.append(line.get(i));
        }
        return text.toString();
    }

    @Command(footer = "--json prints {\"gaps\":[..],\"choices\":[..],\"coverage\":{\"10\":F,\"20\":F}}.",
            name = "check", mixinStandardHelpOptions = true,
            description = {"Walks a repertoire against a database (docs/repertoire.md): the opponent's replies it does not prepare",
                    "(gaps, most likely first), its own moves beside the database's best-scoring and most-played ones, and the",
                    "share of the database's games that stay inside it through plies 10 and 20."})
    static final class Check implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Parameters(paramLabel = "REPERTOIRE.pgn", description = "The repertoire: one game with variations, or several games.")
        Path file;

        @Mixin
        DatabaseOption database;

        @Option(names = "--color", required = true, paramLabel = "white|black",
                description = "The side the repertoire is for (with --player: the games where that player had this side).")
        Color color;

        @Option(names = "--min-share", paramLabel = "P", description = "A reply is a gap when played in at least P % of the games there (default: ${DEFAULT-VALUE}).")
        double minShare = 5;

        @Option(names = "--min-games", paramLabel = "N", description = "... and in at least N games (default: ${DEFAULT-VALUE}).")
        int minGames = 20;

        @Option(names = "--max-ply", paramLabel = "N", description = "Walk the repertoire this many plies deep (default: ${DEFAULT-VALUE}).")
        int maxPly = 40;

        @Option(names = "--limit", paramLabel = "N", description = "Print at most N gaps and N choices (default: ${DEFAULT-VALUE}; JSON has all).")
        int limit = 30;

        @Mixin
        FilterOptions filters;

        @Mixin
        JsonOption jsonOutput;

        @Override
        public Integer call() throws Exception {
            if (minShare < 0 || minShare > 100 || minGames < 1 || maxPly < 1 || limit < 0) {
                throw new ParameterException(spec.commandLine(), "--min-share is a percentage; --min-games and --max-ply at least 1");
            }
            ImportCommand.requireReadableFile(file);
            Repertoire repertoire;
            try {
                repertoire = Repertoire.read(file, color);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "the repertoire is not usable: " + e.getMessage());
            }
            long start = System.nanoTime();
            RepertoireReport report;
            try (OpeningDatabase opened = database.openExisting()) {
                report = RepertoireCheck.run(opened, repertoire, filters.filter(spec, filters.player == null ? null : color), minShare, minGames, maxPly);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            PrintWriter out = spec.commandLine().getOut();
            out.println(jsonOutput.json ? json(repertoire, report) : text(repertoire, report, seconds));
            out.flush();
            return RookeryCommand.EXIT_OK;
        }

        private String text(Repertoire repertoire, RepertoireReport report, double seconds) {
            Position start = repertoire.start();
            List<String> lines = new ArrayList<>();
            lines.add(String.format(Locale.ROOT, "%s (%s): %d lines, %d positions with a move, checked in %.2f s", file,
                    color.name().toLowerCase(Locale.ROOT), repertoire.lines(), repertoire.positions(), seconds));
            StringBuilder coverage = new StringBuilder("Coverage: of the database's games from the start,");
            report.coverage().forEach((ply, share) -> coverage.append(String.format(Locale.ROOT, " %.1f%% stay inside through ply %d,", 100 * share, ply)));
            lines.add(coverage.substring(0, coverage.length() - 1));
            lines.add(String.format(Locale.ROOT, "Gaps: %d replies played in at least %.1f%% and %d games where the repertoire has none%s",
                    report.gaps().size(), minShare, minGames, report.gaps().isEmpty() ? "." : " (chance a game reaches it, line, figures):"));
            for (Gap gap : report.gaps().subList(0, Math.min(limit, report.gaps().size()))) {
                List<String> line = new ArrayList<>(gap.line());
                line.add(gap.reply().san());
                lines.add(String.format(Locale.ROOT, "  %5.1f%%  %s   %s", 100 * gap.likelihood(), numbered(start, line), figures(gap.reply())));
            }
            lines.add("Choices (the repertoire's move; the best-scoring and the most-played others with enough games):");
            for (Choice choice : report.choices().subList(0, Math.min(limit, report.choices().size()))) {
                List<String> line = new ArrayList<>(choice.line());
                line.add(choice.chosen().san());
                lines.add("  " + numbered(start, line) + "   " + figures(choice.chosen())
                        + (choice.bestScoring() == null ? "" : "; best scoring " + choice.bestScoring().san() + " " + figures(choice.bestScoring()))
                        + (choice.mostPlayed() == null ? "" : "; most played " + choice.mostPlayed().san() + " " + figures(choice.mostPlayed())));
            }
            return String.join(System.lineSeparator(), lines);
        }

        private static String figures(MoveFigures move) {
            return String.format(Locale.ROOT, "(%,d games, %.1f%% of the position, scores %.1f%%)", move.games(), move.share(), move.score());
        }

        private String json(Repertoire repertoire, RepertoireReport report) {
            Position start = repertoire.start();
            return JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("repertoire", file.toString());
                json.writeStringField("color", color.name().toLowerCase(Locale.ROOT));
                json.writeNumberField("lines", repertoire.lines());
                json.writeArrayFieldStart("gaps");
                for (Gap gap : report.gaps()) {
                    List<String> line = new ArrayList<>(gap.line());
                    line.add(gap.reply().san());
                    json.writeStartObject();
                    sans(json, "line", gap.line());
                    json.writeStringField("moves", numbered(start, line));
                    figures(json, "reply", gap.reply());
                    json.writeNumberField("likelihood", rounded(gap.likelihood(), 6));
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("choices");
                for (Choice choice : report.choices()) {
                    json.writeStartObject();
                    sans(json, "line", choice.line());
                    figures(json, "chosen", choice.chosen());
                    figures(json, "bestScoring", choice.bestScoring());
                    figures(json, "mostPlayed", choice.mostPlayed());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeObjectFieldStart("coverage");
                for (Map.Entry<Integer, Double> entry : report.coverage().entrySet()) {
                    json.writeNumberField(Integer.toString(entry.getKey()), rounded(entry.getValue(), 6));
                }
                json.writeEndObject();
                json.writeEndObject();
            });
        }

        private static void figures(JsonGenerator json, String name, MoveFigures move) throws IOException {
            json.writeFieldName(name);
            if (move == null) {
                json.writeNull();
                return;
            }
            json.writeStartObject();
            json.writeStringField("san", move.san());
            json.writeNumberField("games", move.games());
            json.writeNumberField("share", rounded(move.share(), 4));
            json.writeNumberField("score", rounded(move.score(), 4));
            json.writeEndObject();
        }

        private static void sans(JsonGenerator json, String name, List<String> sans) throws IOException {
            json.writeArrayFieldStart(name);
            for (String san : sans) {
                json.writeString(san);
            }
            json.writeEndArray();
        }

        private static double rounded(double value, int decimals) {
            double scale = Math.pow(10, decimals);
            return Math.round(value * scale) / scale;
        }
    }
}
