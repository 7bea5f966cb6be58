package rookery.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Position;
import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.GameSort;
import rookery.database.MaterialPattern;
import rookery.database.OpeningDatabase;
import rookery.database.PawnStructure;
import rookery.database.PositionPattern;
import rookery.database.ResultCounts;
import rookery.database.StructureFamily;
import rookery.database.StructureMatches;
import rookery.database.StructureMove;
import rookery.database.StructureQuery;

@Command(footer = "--json prints {\"games\":N,\"white\":..,\"draws\":..,\"black\":..,\"list\":[...]} (docs/search.md).",
        name = "search", mixinStandardHelpOptions = true,
        description = {"Finds the games of a database by pawn structure, material or a partial position reached at any ply, "
                + "with how they ended and the games (docs/search.md).",
                "Pawn structures, named structures and materials are index look-ups; patterns replay every stored game on all cores."})
final class SearchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Mode mode;

    static final class Mode {
        @Option(names = "--pawns", paramLabel = "FEN", description = "The exact pawn structure of this FEN's board (other pieces ignored).")
        String pawns;

        @Option(names = "--moves", paramLabel = "MOVES", description = "The exact pawn structure after these moves: \"d4 d5 c4 e6 cxd5 exd5\".")
        String moves;

        @Option(names = "--structure", paramLabel = "NAME",
                description = "A named structure, for either colour: iqp, hanging-pawns, carlsbad, maroczy, stonewall, hedgehog.")
        String structure;

        @Option(names = "--material", paramLabel = "SIG", description = "A material for either colour: a signature such as KRvKBN, "
                + "a piece difference such as RvB, QvRR, mmvR (m a minor, pawns aside) or a name: \"exchange up\", \"piece up\", "
                + "\"queen against two rooks\", \"two minors against rook\"...")
        String material;

        @Option(names = "--pattern", paramLabel = "P",
                description = "A partial position: \"Bh7,kg8,-f7\" (piece and square, '-' and an empty square, w or b to move).")
        String pattern;
    }

    @Option(names = "--plies", paramLabel = "K", description = "With --material: held for at least K plies (default: ${DEFAULT-VALUE}).")
    int plies;

    @Option(names = "--mirror", description = "With --pattern: the pattern with colours swapped matches too.")
    boolean mirror;

    @Option(names = "--query", paramLabel = "Q", description = "Only games matching this Lucene query too (as in 'rookery games').")
    String query;

    @Option(names = "--sort", paramLabel = "ORDER", description = "Order of the list: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    GameSort sort = GameSort.ELO;

    @Option(names = "--limit", paramLabel = "N", description = "How many games to list (default: ${DEFAULT-VALUE}).")
    int limit = 20;

    @Mixin
    ThreadsOption threads;

    @Mixin
    ProgressOption progress;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws Exception {
        if (limit < 1) {
            throw new ParameterException(spec.commandLine(), "--limit must be at least 1");
        }
        if (plies != 0 && mode.material == null) {
            throw new ParameterException(spec.commandLine(), "--plies goes with --material");
        }
        if (mirror && mode.pattern == null) {
            throw new ParameterException(spec.commandLine(), "--mirror goes with --pattern");
        }
        StructureQuery structureQuery = structureQuery();
        try (OpeningDatabase opened = database.openExisting()) {
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "Replaying games", opened.gameCount(), progress.progress);
            StructureMatches matches = opened.findGames(structureQuery, threads.count(),
                    (games, total, positions) -> bar.show(games, positions + " positions"));
            bar.clear();
            GameSearch search = GameSearch.of(null, query, sort).within(matches);
            GameList list;
            ResultCounts results;
            try {
                list = opened.games(search, 0, limit);
                results = opened.results(search);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), "--query: " + e.getMessage());
            }
            List<StructureMove> pieceMoves = structureQuery instanceof StructureQuery.Pawns pawns
                    ? opened.pieceMoves(pawns.structure(), matches, 10) : List.of();
            int[] firstPlies = new int[list.games().size()];
            for (int i = 0; i < firstPlies.length; i++) {
                long id = list.games().get(i).id();
                firstPlies[i] = matches.indexed() ? opened.firstPly(structureQuery, id) : matches.firstPly(id);
            }
            PrintWriter out = spec.commandLine().getOut();
            out.println(jsonOutput.json ? json(structureQuery, matches, list, results, pieceMoves, firstPlies)
                    : text(structureQuery, matches, list, results, pieceMoves, firstPlies));
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private StructureQuery structureQuery() {
        try {
            if (mode.pawns != null) {
                return new StructureQuery.Pawns(PawnStructure.fromFen(mode.pawns));
            }
            if (mode.moves != null) {
                return new StructureQuery.Pawns(PawnStructure.of(PositionOptions.play(spec, Position.startpos(), mode.moves)));
            }
            if (mode.structure != null) {
                return new StructureQuery.Family(StructureFamily.byId(mode.structure));
            }
            if (mode.material != null) {
                if (plies < 0) {
                    throw new IllegalArgumentException("--plies must not be negative, not " + plies);
                }
                return new StructureQuery.Material(MaterialPattern.parse(mode.material), plies);
            }
            return new StructureQuery.Pattern(PositionPattern.parse(mode.pattern, mirror));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    private static String text(StructureQuery query, StructureMatches matches, GameList list, ResultCounts results,
            List<StructureMove> pieceMoves, int[] firstPlies) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s: %d games (%s, %d ms)%n", query.describe(), list.total(),
                matches.indexed() ? "index" : String.format(Locale.ROOT, "replayed %,d positions", matches.positions()), matches.millis()));
        out.append(String.format(Locale.ROOT, "white wins %d, draws %d, black wins %d, no result %d; white scores %.1f%%%n", results.white(),
                results.draws(), results.black(), results.unknown(), results.whiteScore()));
        if (!pieceMoves.isEmpty()) {
            out.append("piece moves in this structure:");
            for (StructureMove move : pieceMoves) {
                out.append(String.format(Locale.ROOT, " %s%s %d (%.0f%%)", move.side() == Color.WHITE ? "" : "...", move.san(), move.games(),
                        move.score()));
            }
            out.append('\n');
        }
        for (int i = 0; i < list.games().size(); i++) {
            GameHeader game = list.games().get(i);
            out.append(String.format("%7d  %-10s %-22s %4s - %-22s %4s  %-7s ply %d%n", game.id(), orDash(game.date()), orDash(game.white()),
                    elo(game.whiteElo()), orDash(game.black()), elo(game.blackElo()), game.result().pgn(), firstPlies[i]));
        }
        return out.toString().stripTrailing();
    }

    private static String json(StructureQuery query, StructureMatches matches, GameList list, ResultCounts results,
            List<StructureMove> pieceMoves, int[] firstPlies) {
        return JsonText.of(json -> {
            json.writeStartObject();
            json.writeStringField("search", query.describe());
            json.writeNumberField("games", list.total());
            json.writeNumberField("white", results.white());
            json.writeNumberField("draws", results.draws());
            json.writeNumberField("black", results.black());
            json.writeNumberField("unknown", results.unknown());
            json.writeNumberField("whiteScore", Math.round(results.whiteScore() * 10) / 10.0);
            json.writeBooleanField("indexed", matches.indexed());
            json.writeNumberField("positions", matches.positions());
            json.writeNumberField("millis", matches.millis());
            json.writeArrayFieldStart("pieceMoves");
            for (StructureMove move : pieceMoves) {
                json.writeStartObject();
                json.writeStringField("san", move.san());
                json.writeStringField("side", move.side() == Color.WHITE ? "white" : "black");
                json.writeNumberField("games", move.games());
                json.writeNumberField("score", Math.round(move.score() * 10) / 10.0);
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("list");
            for (int i = 0; i < list.games().size(); i++) {
                int firstPly = firstPlies[i];
                JsonText.header(json, list.games().get(i), extra -> extra.writeNumberField("firstPly", firstPly));
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    private static String elo(int elo) {
        return elo == 0 ? "" : Integer.toString(elo);
    }

    private static String orDash(String text) {
        return text == null ? "-" : text;
    }
}
