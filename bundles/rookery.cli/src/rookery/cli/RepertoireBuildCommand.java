package rookery.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.chess.Color;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.OpeningDatabase;
import rookery.database.repertoire.RepertoireDraft;
import rookery.database.repertoire.RepertoireDraft.Node;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnTags;
import rookery.pgn.PgnWriter;

@Command(name = "build", mixinStandardHelpOptions = true,
        description = {"Drafts a player's repertoire from their games in a database (opponent preparation): their most played",
                "move at each of their turns, the opponents' replies played in at least --min-share % and --min-games of their",
                "games, as PGN with each move's games, share and score in its comment."})
final class RepertoireBuildCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--player", required = true, paramLabel = "NAME", description = "The player (every word must be in the name).")
    String player;

    @Option(names = "--color", required = true, paramLabel = "white|black", description = "The colour the player had.")
    Color color;

    @Option(names = "--min-share", paramLabel = "P", description = "Replies played in at least P % of the games there (default: ${DEFAULT-VALUE}).")
    double minShare = 10;

    @Option(names = "--min-games", paramLabel = "N", description = "... and in at least N games (default: ${DEFAULT-VALUE}).")
    int minGames = 3;

    @Option(names = "--max-ply", paramLabel = "N", description = "Draft this many plies deep (default: ${DEFAULT-VALUE}).")
    int maxPly = 16;

    @Option(names = "--out", required = true, paramLabel = "OUT.pgn", description = "Where the draft is written.")
    Path out;

    @Override
    public Integer call() throws Exception {
        List<Node> draft;
        try (OpeningDatabase opened = database.openExisting()) {
            draft = RepertoireDraft.build(opened, player, color, minShare, minGames, maxPly);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (draft.isEmpty()) {
            spec.commandLine().getErr().println("repertoire build: no game of '" + player + "' as " + color.name().toLowerCase(Locale.ROOT)
                    + " with at least " + minGames + " games of a move; nothing written");
            return RookeryCommand.EXIT_FAILURE;
        }
        GameNode root = GameNode.newRoot();
        int[] moves = {0};
        grow(root, draft, moves);
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Repertoire of " + player + " as " + color.name().toLowerCase(Locale.ROOT));
        tags.put("Site", database == null ? "default database" : database.toString());
        tags.put("White", color == Color.WHITE ? player : "?");
        tags.put("Black", color == Color.BLACK ? player : "?");
        tags.put("Result", "*");
        write(PgnGame.of(PgnTags.of(tags), Setup.standard(), Variant.STANDARD, root));
        spec.commandLine().getOut().printf(Locale.ROOT, "%d moves drafted from the games of %s -> %s%n", moves[0], player, out);
        return RookeryCommand.EXIT_OK;
    }

    private static void grow(GameNode parent, List<Node> nodes, int[] moves) {
        for (Node node : nodes) {
            GameNode child = parent.addChild(node.move());
            child.appendComment(String.format(Locale.ROOT, "%d games, %.0f%%, scores %.1f%%", node.figures().games(), node.figures().share(),
                    node.figures().score()));
            moves[0]++;
            grow(child, node.children(), moves);
        }
    }

    private void write(PgnGame game) throws IOException {
        Files.writeString(out, PgnWriter.write(game), StandardCharsets.UTF_8);
    }
}
