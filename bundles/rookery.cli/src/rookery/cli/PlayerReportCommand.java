package rookery.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;

import com.fasterxml.jackson.core.JsonGenerator;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import rookery.database.GameHeader;
import rookery.database.MoveStatistics;
import rookery.database.OpeningDatabase;
import rookery.database.PlayerDossier;
import rookery.database.PlayerDossier.Results;
import rookery.database.repertoire.RepertoireDraft;

@Command(name = "player", mixinStandardHelpOptions = true,
        footer = "--json prints {\"player\",\"games\",\"firstYear\",\"lastYear\",\"ratings\":[{year,elo,games}],\"asWhite\",\"asBlack\":"
                + "{wins,draws,losses,score},\"byOpponentRating\":[{band,..}],\"opponents\",\"bestWins\",\"worstLosses\",\"endgames\","
                + "\"whiteRepertoire\",\"blackRepertoire\":[{san,games,share,score,children}],\"prepare\":{fen,moves:[{san,games,..}]}}.",
        description = {"A player's dossier: games and years, rating year by year, results by colour and by the opponent's rating, "
                + "the repertoire as White and as Black with frequency and score, frequent opponents, best wins and worst losses, "
                + "endgames reached, and the player's moves in a position (--fen/--moves; default the start).",
                "The player is every game whose White or Black has every word of NAME. --html writes one self-contained page "
                        + "with its plots (SVG)."})
final class PlayerReportCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "NAME", description = "The player (every word must be in the name, any case).")
    String player;

    @Mixin
    DatabaseOption database;

    @Mixin
    PositionOptions position;

    @Option(names = "--html", paramLabel = "OUT.html", description = "Write the dossier as an HTML page.")
    Path html;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        try (OpeningDatabase opened = database.openExisting()) {
            PlayerDossier dossier = opened.playerDossier(player, position.given() ? position.position() : null);
            PrintWriter out = spec.commandLine().getOut();
            if (html != null) {
                Files.writeString(html, DossierHtml.page(dossier), StandardCharsets.UTF_8);
                out.printf("wrote the dossier of %s (%d games) to %s%n", player, dossier.games(), html);
            } else if (jsonOutput.json) {
                out.println(json(dossier));
            } else {
                out.print(text(dossier));
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private static String text(PlayerDossier dossier) {
        StringBuilder out = new StringBuilder();
        out.append(String.format("%s: %d games, %s%n", dossier.player(), dossier.games(),
                dossier.firstYear() == 0 ? "undated" : dossier.firstYear() + "-" + dossier.lastYear()));
        out.append(String.format("as White %s%nas Black %s%n", results(dossier.asWhite()), results(dossier.asBlack())));
        out.append("rating:");
        dossier.ratings().forEach(year -> out.append(' ').append(year.year()).append(':').append(year.elo()));
        out.append(String.format("%nby opponent's rating%n"));
        dossier.byOpponentRating().forEach(band -> out.append(String.format("  %-10s %s%n", band.label(), results(band.results()))));
        out.append(String.format("frequent opponents%n"));
        dossier.opponents().forEach(opponent -> out.append(String.format("  %-28s %s%n", opponent.name(), results(opponent.results()))));
        out.append(String.format("best wins%n"));
        dossier.bestWins().forEach(game -> out.append("  ").append(game(game)).append('\n'));
        out.append(String.format("worst losses%n"));
        dossier.worstLosses().forEach(game -> out.append("  ").append(game(game)).append('\n'));
        out.append(String.format("endgames reached%n"));
        dossier.endgames().forEach(endgame -> out.append(String.format("  %-10s %s%n", endgame.signature(), results(endgame.results()))));
        out.append(String.format("repertoire as White%n"));
        tree(out, dossier.whiteRepertoire(), 1);
        out.append(String.format("repertoire as Black%n"));
        tree(out, dossier.blackRepertoire(), 1);
        out.append(String.format("prepare: %s%n", dossier.prepare().fen()));
        for (MoveStatistics move : dossier.prepare().moves()) {
            out.append(String.format("  %-7s %5d games  %5.1f%%%n", move.san(), move.games(), move.score()));
        }
        return out.toString();
    }

    private static void tree(StringBuilder out, List<RepertoireDraft.Node> nodes, int depth) {
        for (RepertoireDraft.Node node : nodes) {
            out.append("  ".repeat(depth)).append(String.format("%s  %d games, %.0f%%, score %.1f%%%n", node.figures().san(),
                    node.figures().games(), node.figures().share(), node.figures().score()));
            tree(out, node.children(), depth + 1);
        }
    }

    static String results(Results results) {
        return String.format("+%d =%d -%d (%.1f%%)", results.wins(), results.draws(), results.losses(), results.score());
    }

    static String game(GameHeader game) {
        return String.format("%s - %s (%s - %s) %s %s", game.white(), game.black(), game.whiteElo() == 0 ? "?" : game.whiteElo(),
                game.blackElo() == 0 ? "?" : game.blackElo(), game.result().pgn(), game.date() == null ? "" : game.date());
    }

    private static String json(PlayerDossier dossier) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeStringField("player", dossier.player());
            json.writeNumberField("games", dossier.games());
            json.writeNumberField("firstYear", dossier.firstYear());
            json.writeNumberField("lastYear", dossier.lastYear());
            json.writeArrayFieldStart("ratings");
            for (PlayerDossier.RatingYear year : dossier.ratings()) {
                json.writeStartObject();
                json.writeNumberField("year", year.year());
                json.writeNumberField("elo", year.elo());
                json.writeNumberField("games", year.games());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeFieldName("asWhite");
            results(json, dossier.asWhite());
            json.writeFieldName("asBlack");
            results(json, dossier.asBlack());
            labelled(json, "byOpponentRating", "band", dossier.byOpponentRating(), PlayerDossier.Band::label, PlayerDossier.Band::results);
            labelled(json, "opponents", "name", dossier.opponents(), PlayerDossier.Opponent::name, PlayerDossier.Opponent::results);
            games(json, "bestWins", dossier.bestWins());
            games(json, "worstLosses", dossier.worstLosses());
            labelled(json, "endgames", "signature", dossier.endgames(), PlayerDossier.Endgame::signature, PlayerDossier.Endgame::results);
            json.writeFieldName("whiteRepertoire");
            tree(json, dossier.whiteRepertoire());
            json.writeFieldName("blackRepertoire");
            tree(json, dossier.blackRepertoire());
            json.writeObjectFieldStart("prepare");
            json.writeStringField("fen", dossier.prepare().fen());
            json.writeArrayFieldStart("moves");
            for (MoveStatistics move : dossier.prepare().moves()) {
                json.writeStartObject();
                json.writeStringField("san", move.san());
                json.writeNumberField("games", move.games());
                json.writeNumberField("white", move.white());
                json.writeNumberField("draws", move.draws());
                json.writeNumberField("black", move.black());
                json.writeNumberField("score", Math.round(move.score() * 10) / 10.0);
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeEndObject();
        });
    }

    private static void results(JsonGenerator json, Results results) throws IOException {
        json.writeStartObject();
        json.writeNumberField("wins", results.wins());
        json.writeNumberField("draws", results.draws());
        json.writeNumberField("losses", results.losses());
        json.writeNumberField("score", Math.round(results.score() * 10) / 10.0);
        json.writeEndObject();
    }

    /** An array of rows, each a label and the player's results. */
    private static <T> void labelled(JsonGenerator json, String field, String labelField, List<T> rows, Function<T, String> label,
            Function<T, Results> results) throws IOException {
        json.writeArrayFieldStart(field);
        for (T row : rows) {
            json.writeStartObject();
            json.writeStringField(labelField, label.apply(row));
            json.writeFieldName("results");
            results(json, results.apply(row));
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    private static void games(JsonGenerator json, String field, List<GameHeader> games) throws IOException {
        json.writeArrayFieldStart(field);
        for (GameHeader game : games) {
            JsonText.header(json, game, none -> {
            });
        }
        json.writeEndArray();
    }

    private static void tree(JsonGenerator json, List<RepertoireDraft.Node> nodes) throws IOException {
        json.writeStartArray();
        for (RepertoireDraft.Node node : nodes) {
            json.writeStartObject();
            json.writeStringField("san", node.figures().san());
            json.writeNumberField("games", node.figures().games());
            json.writeNumberField("share", Math.round(node.figures().share() * 10) / 10.0);
            json.writeNumberField("score", Math.round(node.figures().score() * 10) / 10.0);
            json.writeFieldName("children");
            tree(json, node.children());
            json.writeEndObject();
        }
        json.writeEndArray();
    }
}
