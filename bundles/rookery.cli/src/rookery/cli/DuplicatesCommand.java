package rookery.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import rookery.database.GameHeader;
import rookery.database.OpeningDatabase;
import rookery.database.ScanProgress;
import rookery.database.maintenance.DuplicateCriteria;
import rookery.database.maintenance.DuplicateGroup;

@Command(name = "duplicates", mixinStandardHelpOptions = true,
        footer = "--json prints {\"groups\":[{\"keep\":ID,\"others\":[ID,..]},..],\"duplicates\":N,\"deleted\":N}.",
        description = {"Finds duplicate games: the same start and moves, and by default the same players and date (--moves-only: "
                + "whoever played them, whenever); with --prefixes also a game whose moves (" + DuplicateCriteria.MIN_PREFIX_PLIES
                + " plies or more) begin another. Lists each group with the game it keeps first: the best-annotated (comments saved "
                + "from the workbench, an engine review, the longest, the most known header fields, the first stored).",
                "--delete deletes the others of every group, keeping the statistics exactly those of an import of the rest."})
final class DuplicatesCommand implements Callable<Integer> {

    private static final int LISTED = 50;

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOption database;

    @Option(names = "--moves-only", description = "The same moves are enough: players and date may differ.")
    boolean movesOnly;

    @Option(names = "--prefixes", description = "A game whose moves begin another's counts as its duplicate.")
    boolean prefixes;

    @Option(names = "--delete", description = "Delete all but the kept game of each group.")
    boolean delete;

    @Mixin
    JsonOption jsonOutput;

    @Mixin
    ProgressOption progress;

    @Override
    public Integer call() throws Exception {
        DuplicateCriteria criteria = (movesOnly ? DuplicateCriteria.MOVES_ONLY : DuplicateCriteria.EXACT).withPrefixes(prefixes);
        try (OpeningDatabase opened = database.openExisting()) {
            ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), "duplicates", 0, progress.progress);
            ScanProgress reading = (games, total, positions) -> bar.show(games, games + " of " + total + " games read");
            List<DuplicateGroup> groups = opened.findDuplicates(criteria, reading);
            bar.clear();
            long[] others = groups.stream().flatMapToLong(group -> Arrays.stream(group.others())).toArray();
            StringBuilder listed = new StringBuilder();
            for (DuplicateGroup group : groups.subList(0, jsonOutput.json ? 0 : Math.min(LISTED, groups.size()))) {
                List<GameHeader> headers = opened.headers(group.games());
                listed.append("keep ").append(describe(headers.get(0))).append('\n');
                for (GameHeader other : headers.subList(1, headers.size())) {
                    listed.append("     ").append(describe(other)).append('\n');
                }
            }
            int deleted = delete ? opened.deleteGames(others) : 0;
            PrintWriter out = spec.commandLine().getOut();
            if (jsonOutput.json) {
                out.println(JsonText.of(json -> {
                    json.writeStartObject();
                    json.writeArrayFieldStart("groups");
                    for (DuplicateGroup group : groups) {
                        json.writeStartObject();
                        json.writeNumberField("keep", group.keep());
                        json.writeFieldName("others");
                        json.writeArray(group.others(), 0, group.others().length);
                        json.writeEndObject();
                    }
                    json.writeEndArray();
                    json.writeNumberField("duplicates", others.length);
                    json.writeNumberField("deleted", deleted);
                    json.writeEndObject();
                }));
            } else {
                out.printf("%d groups, %d duplicates%s%n", groups.size(), others.length, delete ? ", " + deleted + " deleted" : "");
                out.print(listed);
                if (groups.size() > LISTED) {
                    out.printf("... and %d more groups (--json lists them all)%n", groups.size() - LISTED);
                }
            }
            out.flush();
        }
        return RookeryCommand.EXIT_OK;
    }

    private static String describe(GameHeader game) {
        return String.format("%7d  %s - %s  %s  %s  %d plies", game.id(), game.white(), game.black(), game.date(), game.result().pgn(),
                game.plies());
    }
}
