package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class GameSplitterTest {

    private static List<RawGame> split(InputStream in, int bufferSize) {
        try {
            GameSplitter splitter = new GameSplitter(in, bufferSize);
            List<RawGame> games = new ArrayList<>();
            for (RawGame game = splitter.next(); game != null; game = splitter.next()) {
                games.add(game);
            }
            return games;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> texts(String pgn) {
        return split(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), 1 << 20).stream()
                .map(game -> new String(game.bytes(), StandardCharsets.UTF_8)).toList();
    }

    @Test
    void gamesEndWhereTheNextTagSectionStarts() {
        assertEquals(List.of("[A \"1\"]\n[B \"2\"]\n\n1. e4 *", "[A \"3\"]\n1. d4"),
                texts("\n\n[A \"1\"]\n[B \"2\"]\n\n1. e4 *\n\n[A \"3\"]\n1. d4\n"));
    }

    @Test
    void tagsSeparatedByBlankLinesStayInOneGame() {
        assertEquals(List.of("[A \"1\"]\n\n[B \"2\"]\n\n1. e4 *"), texts("[A \"1\"]\n\n[B \"2\"]\n\n1. e4 *"));
    }

    @Test
    void bracketsInsideCommentsStringsAndVariationsDoNotCut() {
        String game = "[A \"x ] [ y\"]\n\n1. e4 {a\n[b] c} (1. d4\n) ; [not a tag\n e5 *";
        assertEquals(List.of(game), texts(game));
    }

    @Test
    void resultsOutsideVariationsEndTagLessGames() {
        assertEquals(List.of("1. e4 (1. d4 1-0) e5 1-0 {after}", "1. d4 *", "e4 1/2-1/2"),
                texts("1. e4 (1. d4 1-0) e5 1-0 {after} 1. d4 * e4 1/2-1/2"));
    }

    @Test
    void anUnterminatedCommentEndsAtALineThatStartsATagPair() {
        assertEquals(List.of("1. e4 {open\n[%clk 1:00:00]\n[not a tag", "[Event \"next\"]\n1. d4 *"),
                texts("1. e4 {open\n[%clk 1:00:00]\n[not a tag\n\n[Event \"next\"]\n1. d4 *"));
    }

    @Test
    void controlBytesBetweenGamesAreWhiteSpace() {
        assertEquals(List.of("[A \"1\"]\n1. e4 1-0", "[A \"2\"]\n[B \"3\"]\n1. d4 *"),
                texts("[A \"1\"]\n1. e4 1-0\n\0\0[A \"2\"]\n[B \"3\"]\n1. d4 *\n\0\u001a\u007f"));
    }

    @Test
    void controlBytesBeforeATagLineStillStartTheNextGame() {
        assertEquals(List.of("[A \"1\"]\n1. e4", "[A \"2\"]\n1. d4 *"), texts("[A \"1\"]\n1. e4\n\0\0[A \"2\"]\n1. d4 *"));
    }

    @Test
    void gameLinesCountCrLfAndCrLineEnds() {
        List<RawGame> games = split(new ByteArrayInputStream("[A \"1\"]\r\n\r\n1. e4 *\r\n\r\n[A \"2\"]\r1. d4 *\r\r[A \"3\"]\n*".getBytes()), 1 << 20);
        assertEquals(List.of(1L, 5L, 8L), games.stream().map(RawGame::line).toList());
        assertEquals(List.of(1L, 2L, 3L), games.stream().map(RawGame::number).toList());
    }

    @Test
    void tinyBuffersAndOneByteReadsCutTheSameGames() throws IOException {
        byte[] file = Files.readAllBytes(Pgn.sharedData("pgn/edge-cases/pychess-chess960rwch.pgn"));
        List<RawGame> expected = split(new ByteArrayInputStream(file), 1 << 20);
        assertEquals(20, expected.size());
        for (int bufferSize : new int[] {4, 5, 7, 64, 1000}) {
            InputStream trickle = new FilterInputStream(new ByteArrayInputStream(file)) {
                @Override
                public int read(byte[] buffer, int offset, int length) throws IOException {
                    return super.read(buffer, offset, Math.min(length, 3));
                }
            };
            List<RawGame> games = split(trickle, bufferSize);
            assertEquals(expected.size(), games.size(), "buffer " + bufferSize);
            for (int i = 0; i < games.size(); i++) {
                assertArrayEquals(expected.get(i).bytes(), games.get(i).bytes(), "buffer " + bufferSize + ", game " + i);
                assertEquals(expected.get(i).line(), games.get(i).line());
            }
        }
    }

    @Test
    void encodingIsDecidedFromTheStartOfTheFile() {
        byte[] latin1 = "[White \"G\u00f6ran\"]\n*".getBytes(StandardCharsets.ISO_8859_1);
        assertFalse(split(new ByteArrayInputStream(latin1), 1 << 20).get(0).utf8());
        byte[] utf8 = "[White \"G\u00f6ran\"]\n*".getBytes(StandardCharsets.UTF_8);
        assertTrue(split(new ByteArrayInputStream(utf8), 1 << 20).get(0).utf8());
    }
}
