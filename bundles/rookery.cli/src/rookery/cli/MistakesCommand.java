package rookery.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.database.OpeningDatabase;
import rookery.database.training.Mistake;
import rookery.database.training.Mistakes;
import rookery.engine.Engine;
import rookery.engine.Limits;
import rookery.engine.analysis.PuzzleCheck;

@Command(name = "mistakes", mixinStandardHelpOptions = true,
        description = {"Lists a player's mistakes (?) and blunders (??) in the database's reviewed games (annotate --db DIR --store, "
                + "or Game > Analyse Game then Save), each with the position before the move, the move played and the engine's best move:",
                "the puzzles of 'learn from your mistakes'."},
        footer = "--json: {\"player\":P,\"mistakes\":[{\"game\":ID,\"ply\":N,\"color\":\"white\",\"fen\":F,\"played\":SAN,\"playedUci\":U,"
                + "\"glyph\":\"?\",\"evalBefore\":E,\"evalAfter\":E,\"best\":SAN,\"bestUci\":U}]}")
final class MistakesCommand implements Callable<Integer> {
    private static final long STALL_MILLIS = 60_000;

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--player", required = true, paramLabel = "NAME", description = "The player, as named in the games (any case).")
    String player;

    @Mixin
    EngineOptions engine;

    @Mixin
    SearchLimitOptions limits;

    @Mixin
    JsonOption jsonOutput;

    private record Entry(Mistake mistake, String bestSan, String bestUci) {
    }

    @Override
    public Integer call() throws Exception {
        List<Mistake> mistakes;
        try (OpeningDatabase opened = database.openExisting()) {
            mistakes = Mistakes.of(opened, player);
        }
        List<Entry> entries;
        try (Engine opened = engine.open()) {
            PuzzleCheck check = new PuzzleCheck(opened, limits.limits(Limits.depth(10)), STALL_MILLIS);
            entries = new ArrayList<>();
            for (Mistake mistake : mistakes) {
                Position position = mistake.position();
                int best = check.solve(position).bestMove();
                entries.add(new Entry(mistake, San.format(position, best), Move.toUci(best, position.variant().isChess960())));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (jsonOutput.json) {
            out.println(JsonText.of(json -> {
                json.writeStartObject();
                json.writeStringField("player", player);
                json.writeArrayFieldStart("mistakes");
                for (Entry entry : entries) {
                    Mistake mistake = entry.mistake();
                    json.writeStartObject();
                    json.writeNumberField("game", mistake.gameId());
                    json.writeNumberField("ply", mistake.ply());
                    json.writeStringField("color", mistake.side().name().toLowerCase(Locale.ROOT));
                    json.writeStringField("fen", mistake.fenBefore());
                    json.writeStringField("played", mistake.playedSan());
                    json.writeStringField("playedUci", mistake.playedUci());
                    json.writeStringField("glyph", mistake.glyph());
                    json.writeStringField("evalBefore", mistake.evalBefore());
                    json.writeStringField("evalAfter", mistake.evalAfter());
                    json.writeStringField("best", entry.bestSan());
                    json.writeStringField("bestUci", entry.bestUci());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            }));
        } else {
            out.printf("%d mistakes of %s in the reviewed games%n", entries.size(), player);
            for (Entry entry : entries) {
                Mistake mistake = entry.mistake();
                out.printf("game %-6d %3d.%s%s%-4s best %-7s %s -> %s   %s%n", mistake.gameId(), (mistake.ply() + 1) / 2,
                        mistake.ply() % 2 == 1 ? " " : "..", mistake.playedSan(), mistake.glyph(), entry.bestSan(),
                        mistake.evalBefore(), mistake.evalAfter(), mistake.fenBefore());
            }
        }
        out.flush();
        return RookeryCommand.EXIT_OK;
    }
}
