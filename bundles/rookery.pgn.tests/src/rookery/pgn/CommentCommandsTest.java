package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;

import org.junit.jupiter.api.Test;

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
}
