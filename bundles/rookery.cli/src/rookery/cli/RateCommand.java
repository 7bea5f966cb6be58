package rookery.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;
import rookery.pgn.Ratings;

@Command(footer = "--json prints {\"games\":N,\"players\":{\"name\":elo,...}}.",
        name = "rate", mixinStandardHelpOptions = true,
        description = {"Estimates every player's Elo from the results of PGN games and writes them as WhiteElo/BlackElo.",
                "The estimate is the maximum likelihood of the Elo model, with one player's rating fixed (--anchor)."})
final class RateCommand implements Callable<Integer> {
    private static final Pattern ELO_TAG = Pattern.compile("(?m)^\\[(WhiteElo|BlackElo) \"[^\"]*\"\\]\\R");

    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN files (plain, gzip or Zstandard).")
    List<Path> files;

    @Option(names = "--anchor", required = true, paramLabel = "NAME=ELO", description = "The player whose rating is fixed, e.g. \"Rookery (1000 nodes)=1500\".")
    String anchor;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Where to write the rated games.")
    Path out;

    @Mixin
    JsonOption jsonOutput;

    @Override
    public Integer call() throws IOException {
        int separator = anchor.lastIndexOf('=');
        if (separator <= 0) {
            throw new ParameterException(spec.commandLine(), "--anchor must be NAME=ELO, not '" + anchor + "'");
        }
        String anchorPlayer = anchor.substring(0, separator);
        int anchorRating;
        try {
            anchorRating = Integer.parseInt(anchor.substring(separator + 1).trim());
        } catch (NumberFormatException e) {
            throw new ParameterException(spec.commandLine(), "--anchor rating is not a number: '" + anchor + "'");
        }
        List<PgnGame> games = new ArrayList<>();
        Ratings ratings = new Ratings();
        for (Path file : files) {
            try (PgnReader reader = PgnReader.open(file)) {
                for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                    if (record instanceof PgnRejection rejection) {
                        throw new IOException("cannot rate a collection with a broken game: " + rejection.diagnostic());
                    }
                    PgnGame game = (PgnGame) record;
                    games.add(game);
                    ratings.add(player(game, "White"), player(game, "Black"), game.result());
                }
            }
        }
        Map<String, Integer> estimates = ratings.estimate(anchorPlayer, anchorRating);
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (PgnGame game : games) {
                writer.write(withElo(game.text(), estimates.get(player(game, "White")), estimates.get(player(game, "Black"))));
                writer.write("\n\n");
            }
        }
        if (jsonOutput.json) {
            System.out.println(JsonText.of(line -> {
                line.writeStartObject();
                line.writeNumberField("games", games.size());
                line.writeObjectFieldStart("players");
                for (Map.Entry<String, Integer> player : estimates.entrySet()) {
                    line.writeNumberField(player.getKey(), player.getValue());
                }
                line.writeEndObject();
                line.writeEndObject();
            }));
        } else {
            System.out.printf("%d games, %d players -> %s%n", games.size(), estimates.size(), out);
            estimates.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .forEach(entry -> System.out.printf("%6d  %s%n", entry.getValue(), entry.getKey()));
        }
        return RookeryCommand.EXIT_OK;
    }

    private static String player(PgnGame game, String colour) {
        String name = game.tags().get(colour);
        return name == null ? "?" : name;
    }

    /** The game's text with its Elo tags replaced by the estimates, inserted after the last tag. */
    static String withElo(String gameText, Integer whiteElo, Integer blackElo) {
        String text = ELO_TAG.matcher(gameText.strip()).replaceAll("");
        StringBuilder tags = new StringBuilder();
        if (whiteElo != null) {
            tags.append("[WhiteElo \"").append(whiteElo).append("\"]\n");
        }
        if (blackElo != null) {
            tags.append("[BlackElo \"").append(blackElo).append("\"]\n");
        }
        int lastTagLine = text.lastIndexOf("\n[", text.indexOf("\n\n") < 0 ? text.length() : text.indexOf("\n\n"));
        int insertAt = lastTagLine < 0 ? text.indexOf('\n') + 1 : text.indexOf('\n', lastTagLine + 1) + 1;
        return text.substring(0, insertAt) + tags + text.substring(insertAt);
    }
}
