package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Square;

class CommentCommandsTest {

    @Test
    void clockFormats() {
        assertEquals(Duration.ofSeconds(3923), CommentCommands.clock("[%clk 1:05:23]"));
        assertEquals(Duration.ofSeconds(83), CommentCommands.clock("[%clk 1:23]"));
        assertEquals(Duration.ofMillis(1500), CommentCommands.clock("before [%clk 0:00:01.5] after"));
        assertEquals(Duration.ofSeconds(10), CommentCommands.clock("[%emt 0:00:02] [%clk 0:00:10]"));
    }

    @Test
    void malformedOrMissingClockIsNull() {
        assertNull(CommentCommands.clock(null));
        assertNull(CommentCommands.clock("no command"));
        assertNull(CommentCommands.clock("[%clk]"));
        assertNull(CommentCommands.clock("[%clk 12]"));
        assertNull(CommentCommands.clock("[%clk a:b:c]"));
        assertNull(CommentCommands.clock("[%clk 0:00:-1]"));
        assertNull(CommentCommands.clock("[%clk 0:00:01"));
        assertNull(CommentCommands.clock("[%clkx 0:00:01]"));
    }

    @Test
    void evaluationFormats() {
        assertEquals(new Evaluation(false, 17, -1), CommentCommands.evaluation("[%eval 0.17]"));
        assertEquals(new Evaluation(false, -150, 22), CommentCommands.evaluation("[%eval -1.5,22]"));
        assertEquals(new Evaluation(true, 4, -1), CommentCommands.evaluation("[%eval #4]"));
        assertEquals(new Evaluation(true, -2, 30), CommentCommands.evaluation("[%eval #-2,30]"));
        assertNull(CommentCommands.evaluation("[%eval NaN]"));
        assertNull(CommentCommands.evaluation("[%eval #x]"));
        assertNull(CommentCommands.evaluation("[%evaluation 1.0]"));
    }

    @Test
    void evaluationAsPgnWritesIt() {
        assertEquals("0.17", new Evaluation(false, 17, -1).pgn());
        assertEquals("-1.05,20", new Evaluation(false, -105, 20).pgn());
        assertEquals("-0.05", new Evaluation(false, -5, -1).pgn());
        assertEquals("#-3", new Evaluation(true, -3, -1).pgn());
    }

    @Test
    void drawingsOfALichessCommentCirclesFirst() {
        assertEquals(List.of(Drawing.circle(Drawing.Colour.GREEN, Square.parse("d5")),
                Drawing.arrow(Drawing.Colour.GREEN, Square.parse("e2"), Square.parse("e4")),
                Drawing.arrow(Drawing.Colour.RED, Square.parse("d8"), Square.parse("d1"))),
                CommentCommands.drawings("[%cal Ge2e4,Rd8d1] [%csl Gd5] good move"));
        assertEquals("good move", CommentCommands.text("[%cal Ge2e4,Rd8d1] [%csl Gd5] good move"));
    }

    @Test
    void drawingEntriesThatAreNotSquaresAreSkipped() {
        assertEquals(List.of(Drawing.circle(Drawing.Colour.YELLOW, Square.parse("a1")), Drawing.circle(Drawing.Colour.BLUE, Square.parse("h8"))),
                CommentCommands.drawings("[%csl Ya1, Xb2,Gi9,Gd55] [%csl bh8]"));
        assertEquals(List.of(), CommentCommands.drawings("[%calx Ge2e4] [%eval 0.3]"));
    }

    @Test
    void withDrawingsReplacesTheCommandsAndKeepsTheRest() {
        List<Drawing> drawings = List.of(Drawing.arrow(Drawing.Colour.BLUE, Square.parse("g1"), Square.parse("f3")),
                Drawing.circle(Drawing.Colour.RED, Square.parse("e5")));
        assertEquals("[%csl Re5] [%cal Bg1f3] [%eval 0.2] fine", CommentCommands.withDrawings("[%cal Ge2e4] [%eval 0.2] fine [%csl Gd5]", drawings));
        assertEquals("[%eval 0.2] fine", CommentCommands.withDrawings("[%cal Ge2e4] [%eval 0.2] fine", List.of()));
        assertNull(CommentCommands.withDrawings("[%csl Gd5]", List.of()));
        assertEquals(drawings.reversed(), CommentCommands.drawings(CommentCommands.withDrawings(null, drawings)));
    }
}
