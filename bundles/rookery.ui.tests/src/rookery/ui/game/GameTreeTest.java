package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;
import rookery.chess.San;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;

class GameTreeTest {

    static MoveNode play(GameTree tree, MoveNode at, String san) {
        return tree.add(at, San.parse(tree.positionAt(at), san));
    }

    static PgnGame parse(String pgn) throws IOException {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), "test.pgn", PgnOptions.defaults())) {
            return (PgnGame) reader.next();
        }
    }

    @Test
    void aNewMoveWhereTheGameContinuesBecomesAVariation() {
        GameTree tree = GameTree.standard();
        MoveNode e4 = play(tree, tree.root(), "e4");
        MoveNode c5 = play(tree, e4, "c5");
        MoveNode e5 = play(tree, e4, "e5");
        assertEquals(java.util.List.of(c5, e5), e4.children());
        assertTrue(e5.startsVariation());
        assertFalse(e5.isMainLine());
        assertTrue(c5.isMainLine());
        assertSame(c5, play(tree, e4, "c5"), "an existing move is followed, not duplicated");
        assertEquals("e5", e5.san());
        assertEquals(2, e5.ply());
    }

    @Test
    void promoteMakesTheVariationTheMainLineAndDeleteRemovesIt() {
        GameTree tree = GameTree.standard();
        MoveNode e4 = play(tree, tree.root(), "e4");
        play(tree, e4, "c5");
        MoveNode e5 = play(tree, e4, "e5");
        MoveNode nf3 = play(tree, e5, "Nf3");
        tree.promote(nf3);
        assertSame(e5, e4.mainChild());
        assertTrue(nf3.isMainLine());
        assertSame(e4, tree.delete(e5));
        assertEquals(1, e4.children().size());
        assertEquals("c5", e4.mainChild().san());
        assertThrows(IllegalArgumentException.class, () -> tree.delete(tree.root()));
    }

    @Test
    void positionAtReplaysThePath() {
        GameTree tree = GameTree.standard();
        MoveNode node = play(tree, play(tree, tree.root(), "e4"), "c5");
        Position position = tree.positionAt(node);
        assertEquals("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", position.fen());
        assertEquals(2, node.path().length);
    }

    @Test
    void illegalMovesAreRefused() {
        GameTree tree = GameTree.standard();
        int blackMove = San.parse(Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "e5");
        assertThrows(IllegalArgumentException.class, () -> tree.add(tree.root(), blackMove));
    }

    @Test
    void readsVariationsCommentsAndNagsFromPgn() throws IOException {
        PgnGame game = parse("[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 {best by test} c5 (1... e5 2. Nf3 $1) 2. Nf3 d6 1-0\n");
        GameTree tree = GameTree.fromPgn(game);
        MoveNode e4 = tree.root().mainChild();
        assertEquals("best by test", e4.comment());
        assertEquals(2, e4.children().size());
        MoveNode nf3 = e4.children().get(1).mainChild();
        assertEquals("Nf3", nf3.san());
        assertEquals(1, nf3.nags()[0]);
        assertEquals("A", tree.tag("White"));
        assertEquals("d6", tree.mainLineEnd().san());
    }

    @Test
    void startsFromASetupWithTheRightMoveNumbers() {
        GameTree tree = GameTree.of(rookery.chess.Fen.parse("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40"), rookery.chess.Variant.STANDARD);
        MoveNode kd7 = play(tree, tree.root(), "Kd7");
        assertEquals(79, tree.root().ply());
        assertEquals(80, kd7.ply());
    }
}
