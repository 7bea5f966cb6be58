package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.airlift.compress.zstd.ZstdOutputStream;
import rookery.chess.Chess960;
import rookery.chess.Variant;

class PgnTextTest {

    @Test
    void writesVariationsCommentsAndNagsThatReadBackTheSame() throws IOException {
        String pgn = "[Event \"E\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n[ECO \"B20\"]\n\n"
                + "1. e4 {best by test} c5 (1... e5 2. Nf3 $1 (2. f4 exf4) Nc6) 2. Nf3 d6 $2 1-0\n";
        GameTree tree = PgnText.read(pgn, "test.pgn");
        String written = PgnText.write(tree);
        assertTrue(written.contains("[ECO \"B20\"]"), written);
        assertTrue(written.replace("\n", " ").contains("1. e4 {best by test} 1... c5 (1... e5 2. Nf3 $1 (2. f4 exf4) 2... Nc6) 2. Nf3 d6 $2 1-0"), written);
        GameTree again = PgnText.read(written, "written.pgn");
        assertEquals(NotationText.of(tree).text(), NotationText.of(again).text());
    }

    @Test
    void aChess960StartIsWrittenWithItsFen() throws IOException {
        GameTree tree = GameTree.of(Chess960.setup(0), Variant.CHESS960);
        String written = PgnText.write(tree);
        assertTrue(written.contains("[Variant \"Chess960\"]"), written);
        assertTrue(written.contains("[FEN \""), written);
        assertEquals(Variant.CHESS960, PgnText.read(written, "x.pgn").variant());
    }

    @Test
    void longGamesWrapAtEightyColumns() throws IOException {
        StringBuilder moves = new StringBuilder();
        for (int i = 1; i <= 20; i++) {
            moves.append(i).append(i % 2 == 1 ? ". Nf3 Nf6 " : ". Ng1 Ng8 ");
        }
        String written = PgnText.write(PgnText.read(moves + "*\n", "long.pgn"));
        for (String line : written.split("\n")) {
            assertTrue(line.length() <= 80, line);
        }
    }

    @Test
    void aZstandardFileOpensLikeThePlainOne(@TempDir Path folder) throws IOException {
        String pgn = "[Event \"E\"]\n[White \"M\u00fcller\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n"
                + "1. f3 {weak} e5 (1... e6) 2. g4 Qh4# 0-1\n";
        Path compressed = folder.resolve("game.pgn.zst");
        try (OutputStream out = new ZstdOutputStream(Files.newOutputStream(compressed))) {
            out.write(pgn.getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(PgnText.write(PgnText.read(pgn, "game.pgn")), PgnText.write(PgnText.read(compressed)));
    }

    @Test
    void anIllegalMoveIsReportedWithItsPlace() {
        IOException error = assertThrows(IOException.class, () -> PgnText.read("1. e4 e5 2. Ke3 *\n", "bad.pgn"));
        assertTrue(error.getMessage().startsWith("bad.pgn:1:"), error.getMessage());
    }
}
