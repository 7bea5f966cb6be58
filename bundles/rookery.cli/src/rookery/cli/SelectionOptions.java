package rookery.cli;

import java.io.IOException;
import java.sql.SQLException;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import rookery.database.GameSearch;
import rookery.database.GameSelection;
import rookery.database.GameSort;
import rookery.database.OpeningDatabase;

/** {@code --query} and the position options: which games of a database a command takes, all by default (a picocli mixin). */
final class SelectionOptions {

    @Option(names = "--query", paramLabel = "Q", description = "Only the games matching this Lucene query (the syntax of 'rookery games').")
    String query;

    @Mixin
    PositionOptions position;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The games chosen of this database; a query that does not parse is a usage error naming --query. */
    GameSelection selection(OpeningDatabase database) throws IOException, SQLException {
        GameSearch search = GameSearch.of(position.given() ? position.position() : null, query, GameSort.RELEVANCE);
        try {
            database.games(search, 0, 1);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(mixee.commandLine(), "--query: " + e.getMessage());
        }
        return GameSelection.matching(search);
    }
}
