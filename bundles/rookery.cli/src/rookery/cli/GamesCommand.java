package rookery.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Position;
import rookery.database.Game;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;

@Command(footer = "--json prints {\"total\":N,\"games\":[...]} (with --id: the game's header, moves and PGN).",
        name = "games", mixinStandardHelpOptions = true,
        description = {"Lists the games of a database matching a query and/or reaching a position, or prints one game as PGN.",
                "Query syntax (Lucene): words search players, event, site and opening; fields white: black: player: event: site: "
                        + "opening: eco:B90 result:1-0 date: round: year:1985 elo:[2600 TO *] white_elo: black_elo: plies:; "
                        + "AND, OR, NOT, quotes and parentheses."})
final class GamesCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--query", paramLabel = "Q", description = "A Lucene query (see above).")
    String query;

    @Mixin
    PositionOptions position;

    @Option(names = "--sort", paramLabel = "ORDER", description = "Order over all matching games, in its usual direction: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    GameSort sort = GameSort.ELO;

    @Option(names = "--limit", paramLabel = "N", description = "How many games to list (default: ${DEFAULT-VALUE}).")
    int limit = 20;

    @Option(names = "--id", paramLabel = "ID", description = "Print this game in PGN instead of a list.")
    Long id;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        if (limit < 1) {
            throw new ParameterException(spec.commandLine(), "--limit must be at least 1, not " + limit);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (OpeningDatabase opened = database.openExisting()) {
            if (id != null) {
                Game game = opened.game(id);
                if (game == null) {
                    spec.commandLine().getErr().println("rookery games: no game " + id + " in " + opened.folder());
                    return RookeryCommand.EXIT_FAILURE;
                }
                out.print(jsonOutput.json ? json(game) + "\n" : game.pgn());
                out.flush();
                return RookeryCommand.EXIT_OK;
            }
            Position reached = position.given() ? position.position() : null;
            GameList list;
            try {
                list = opened.games(reached, query, sort, limit);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--query: " + e.getMessage());
            }
            out.println(jsonOutput.json ? json(list) : text(list));
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private static String json(GameList list) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeNumberField("total", list.total());
            json.writeArrayFieldStart("games");
            for (GameHeader game : list.games()) {
                JsonText.header(json, game, none -> {
                });
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static String json(Game game) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeFieldName("header");
            JsonText.header(json, game.header(), none -> {
            });
            json.writeStringField("startFen", game.header().startFen());
            json.writeArrayFieldStart("moves");
            Position position = game.startPosition();
            for (int move : game.moves()) {
                json.writeString(position.uci(move));
                position.play(move);
            }
            json.writeEndArray();
            json.writeStringField("pgn", game.pgn());
            json.writeEndObject();
        });
    }

    private static String text(GameList list) {
        StringBuilder out = new StringBuilder(String.format("%d games%s%n", list.total(),
                list.total() > list.games().size() ? ", the first " + list.games().size() : ""));
        for (GameHeader game : list.games()) {
            out.append(String.format("%7d  %-10s %-24s %4s - %-24s %4s  %-7s %3s  %s%n", game.id(), orDash(game.date()),
                    cut(game.white(), 24), elo(game.whiteElo()), cut(game.black(), 24), elo(game.blackElo()), game.result().pgn(),
                    orDash(game.eco()), cut(orDash(game.event()), 30)));
        }
        return out.toString().stripTrailing();
    }

    private static String elo(int elo) {
        return elo == 0 ? "" : Integer.toString(elo);
    }

    private static String orDash(String text) {
        return text == null ? "-" : text;
    }

    private static String cut(String text, int width) {
        String shown = orDash(text);
        return shown.length() <= width ? shown : shown.substring(0, width - 1) + "~";
    }
}
