package rookery.ui.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;

import rookery.database.ImportListener;
import rookery.database.ImportOptions;
import rookery.database.OpeningDatabase;

/** A tiny database built through the database API from games written in the test. */
public final class TestDatabase {
    /**
     * Six games: from the start 3 white wins, 2 draws, 1 black win; after 1.e4 5 games (3, 1, 1);
     * after 1.e4 c5 4 games (2, 1, 1) with 2.Nf3 twice, 2.Nc3 and 2.c3 once.
     */
    public static final String SIX_GAMES = """
            [Event "Test A"]
            [White "Anand, V"]
            [Black "Carlsen, M"]
            [WhiteElo "2750"]
            [BlackElo "2830"]
            [Date "2014.11.09"]
            [Result "1-0"]

            1. e4 c5 2. Nf3 1-0

            [Event "Test B"]
            [White "Kasparov, G"]
            [Black "Karpov, A"]
            [WhiteElo "2800"]
            [BlackElo "2750"]
            [Date "1990.10.08"]
            [Result "0-1"]

            1. e4 c5 2. Nc3 0-1

            [Event "Test C"]
            [White "Caruana, F"]
            [Black "Nakamura, H"]
            [WhiteElo "2780"]
            [BlackElo "2770"]
            [Date "2016.03.11"]
            [Result "1/2-1/2"]

            1. e4 c5 2. Nf3 1/2-1/2

            [Event "Test D"]
            [White "Fischer, R"]
            [Black "Spassky, B"]
            [WhiteElo "2785"]
            [BlackElo "2660"]
            [Date "1972.07.11"]
            [Result "1-0"]

            1. e4 e5 1-0

            [Event "Test E"]
            [White "Botvinnik, M"]
            [Black "Tal, M"]
            [Date "1960.03.15"]
            [Result "1/2-1/2"]

            1. d4 d5 1/2-1/2

            [Event "Test F"]
            [White "Short, N"]
            [Black "Timman, J"]
            [WhiteElo "2665"]
            [BlackElo "2630"]
            [Date "1993.01.20"]
            [Result "1-0"]

            1. e4 c5 2. c3 1-0
            """;

    private TestDatabase() {
    }

    /** Writes {@code pgn} to a file in {@code folder} and imports it into a new database there. */
    public static OpeningDatabase create(Path folder, String pgn) throws IOException, SQLException {
        Path file = folder.resolve("games.pgn");
        Files.writeString(file, pgn, StandardCharsets.UTF_8);
        OpeningDatabase database = OpeningDatabase.open(folder.resolve("db"));
        database.importFiles(List.of(file), ImportOptions.defaults().withThreads(1), ImportListener.NONE);
        return database;
    }
}
