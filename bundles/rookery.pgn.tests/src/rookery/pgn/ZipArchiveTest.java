package rookery.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A zip archive of PGN files (the lichess elite database is published so) reads as its files one after the other. */
class ZipArchiveTest {
    private static final String FIRST = """
            [White "A"]
            [Black "B"]
            [Result "1-0"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0""";
    private static final String SECOND = """
            [White "C"]
            [Black "D"]
            [Result "0-1"]

            1. f3 e5 2. g4 Qh4# 0-1

            [White "E"]
            [Black "F"]
            [Result "1/2-1/2"]

            1. d4 d5 1/2-1/2""";

    @TempDir
    Path folder;

    @Test
    void everyFileOfTheArchiveIsReadInOrderWhateverTheArchiveIsCalled() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            zip.putNextEntry(new ZipEntry("month/"));
            zip.closeEntry();
            entry(zip, "month/first.pgn", FIRST);
            entry(zip, "month/second.pgn", SECOND);
        }
        Path archive = Files.write(folder.resolve("elite.download"), bytes.toByteArray());
        for (int threads : new int[] {1, 2}) {
            List<PgnGame> games = Pgn.games(Pgn.read(archive, PgnOptions.defaults(), threads));
            assertEquals(List.of("A", "C", "E"), games.stream().map(game -> game.tags().get("White")).toList());
            assertEquals(List.of(7, 4, 2), games.stream().map(PgnGame::plies).toList());
        }
    }

    private static void entry(ZipOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }
}
