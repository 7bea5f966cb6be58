package rookery.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Color;
import rookery.chess.Position;
import rookery.chess.Uci;
import rookery.database.DatabaseSettings;
import rookery.database.ExploreFilter;
import rookery.database.OpeningDatabase;
import rookery.database.RatingGroup;
import rookery.database.Speed;
import rookery.database.eco.EcoTable;
import rookery.database.encoding.MoveCode;
import rookery.database.encoding.ResultCodes;
import rookery.database.importer.BucketRow;
import rookery.database.importer.MoveTally;

/** Statistics files into a real database: buckets summed per move; a malformed line names its file and line and loads nothing. */
class StatisticsLoadTest {

    @TempDir
    Path dir;

    @Test
    void bucketsOfAMoveAreSummedAndAMalformedLineIsNamed() throws Exception {
        Position start = Position.startpos();
        int e4 = MoveCode.of(Uci.parse(start, "e2e4"));
        MoveTally blitz = new MoveTally();
        blitz.add(ResultCodes.WHITE_WINS, Color.WHITE, 2400, 2300, 2020, 7);
        MoveTally classical = new MoveTally();
        classical.add(ResultCodes.DRAW, Color.WHITE, 0, 0, 0, 9);
        Path statistics = Files.createDirectories(dir.resolve("statistics"));
        Files.write(statistics.resolve("part-00000"), List.of(
                new BucketRow(start.key(), 202003, Speed.BLITZ, RatingGroup.FROM_2200, e4, blitz).line(),
                new BucketRow(start.key(), 0, null, null, e4, classical).line()));
        assertEquals(new BucketRow(start.key(), 202003, Speed.BLITZ, RatingGroup.FROM_2200, e4, blitz).line(),
                BucketRow.parse(Files.readAllLines(statistics.resolve("part-00000")).get(0)).line());
        try (OpeningDatabase database = OpeningDatabase.open(dir.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.builtIn())) {
            Files.write(statistics.resolve("part-00001"), List.of("1\t2\tblitz"));
            IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class, () -> database.importStatistics(statistics));
            assertEquals(statistics.resolve("part-00001") + ":1: 18 tab-separated fields expected, found 3", malformed.getMessage());
            assertEquals(0, database.explore(start, ExploreFilter.NONE).games());

            Files.delete(statistics.resolve("part-00001"));
            assertEquals(2, database.importStatistics(statistics).bucketRows());
            var moves = database.explore(start, ExploreFilter.NONE).moves();
            assertEquals(1, moves.size());
            assertEquals("e4", moves.get(0).san());
            assertEquals(2, moves.get(0).games());
            assertEquals(1, moves.get(0).white());
            assertEquals(1, moves.get(0).draws());
            assertEquals(List.of(7L, 9L), moves.get(0).topGames());
        }
    }
}
