package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.IOException;

import org.junit.jupiter.api.Test;

class NotationTextTest {

    @Test
    void writesNumbersVariationsCommentsAndNags() throws IOException {
        GameTree tree = GameTree.fromPgn(GameTreeTest.parse(
                "[Result \"1-0\"]\n\n1. e4 c5 (1... e5 2. Nf3 (2. f4 exf4) Nc6) 2. Nf3 $1 {main} d6 $14 1-0\n"));
        NotationText notation = NotationText.of(tree);
        assertEquals("1. e4 c5\n    (1... e5 2. Nf3 (2. f4 exf4) 2... Nc6)\n2. Nf3! main 2... d6 += 1-0", notation.text());
    }

    @Test
    void aClickOnAMoveOrItsNumberFindsTheNode() throws IOException {
        GameTree tree = GameTree.fromPgn(GameTreeTest.parse("1. e4 c5 2. Nf3 *\n"));
        NotationText notation = NotationText.of(tree);
        MoveNode nf3 = tree.mainLineEnd();
        int at = notation.text().indexOf("Nf3");
        assertSame(nf3, notation.nodeAt(at + 1));
        assertSame(nf3, notation.nodeAt(notation.text().indexOf("2.")));
        assertNull(notation.nodeAt(notation.text().indexOf(' ')));
        assertEquals(at, notation.moveSpan(nf3).start());
    }

    @Test
    void headerNamesPlayersRatingsEventYearAndResult() throws IOException {
        GameTree game = GameTree.fromPgn(GameTreeTest.parse("[Event \"Linares\"]\n[Date \"1990.??.??\"]\n[White \"Kasparov, G\"]\n"
                + "[WhiteElo \"2800\"]\n[Black \"Karpov, A\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n"));
        assertEquals("Kasparov, G (2800) \u2013 Karpov, A \u00b7 Linares 1990 \u00b7 0-1", NotationText.header(game));
        assertEquals("New game", NotationText.header(GameTree.standard()));
    }
}
