package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.eco.EcoTable;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;

/** Real collections are concatenations of files, some padded with NUL bytes at their end (issue 33, #1). */
class ConcatenatedFilesImportTest {

    private static final List<String> STORED_TAGS = List.of("Event", "Site", "Round", "White", "Black", "Result");

    @TempDir
    Path folder;

    @Test
    void aFileEndingInNulBytesAndTheNextImportEveryGameWithItsTags() throws Exception {
        Path first = TestData.shared("pgn/edge-cases/kasparov-deep-blue-1997.pgn");
        Path second = TestData.shared("pgn/engine-games/TCEC_Season_20_-_League_2.pgn");
        ByteArrayOutputStream concatenated = new ByteArrayOutputStream();
        concatenated.write(Files.readAllBytes(first));
        concatenated.write(new byte[16]);
        concatenated.write(Files.readAllBytes(second));
        Path collection = Files.write(folder.resolve("collection.pgn"), concatenated.toByteArray());

        List<List<String>> expectedTags = new ArrayList<>();
        expectedTags.addAll(storedTagsOfEachGame(first));
        expectedTags.addAll(storedTagsOfEachGame(second));

        try (OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"), DatabaseSettings.DEFAULT, EcoTable.EMPTY)) {
            ImportSummary summary = database.importFiles(List.of(collection), new ImportOptions(2, 40), ImportListener.NONE);
            assertEquals(expectedTags.size(), summary.imported() + summary.duplicates() + summary.rejected(), summary.toString());
            assertEquals(0, summary.rejected(), summary.rejectedByReason().toString());
            assertFalse(Files.exists(database.rejectFile()) && Files.size(database.rejectFile()) > 0, "no rejected fragment");
            List<List<String>> storedTags = new ArrayList<>();
            for (long id = 1; id <= database.lastGameId(); id++) {
                Game game = database.game(id);
                storedTags.add(STORED_TAGS.stream().map(game.tags()::get).toList());
            }
            assertEquals(sorted(expectedTags), sorted(storedTags));
        }
    }

    private static List<List<String>> storedTagsOfEachGame(Path file) throws Exception {
        List<List<String>> tags = new ArrayList<>();
        try (PgnReader reader = PgnReader.open(file)) {
            for (PgnRecord record = reader.next(); record != null; record = reader.next()) {
                if (record instanceof PgnRejection rejection) {
                    throw new AssertionError("the source files are valid PGN: " + rejection.diagnostic());
                }
                PgnGame game = (PgnGame) record;
                tags.add(STORED_TAGS.stream().map(name -> name.equals("Result") ? game.result().pgn() : game.tags().get(name)).toList());
            }
        }
        return tags;
    }

    private static List<List<String>> sorted(List<List<String>> rows) {
        return rows.stream().sorted(Comparator.comparing(Object::toString)).toList();
    }
}
