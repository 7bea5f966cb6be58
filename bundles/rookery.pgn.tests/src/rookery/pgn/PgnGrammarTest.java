package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import rookery.chess.Color;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.Square;
import rookery.chess.Variant;

class PgnGrammarTest {

    private static String san(Position position, int move) {
        return San.format(position, move);
    }

    /** The main line in SAN, null moves as "--". */
    private static String line(PgnGame game) {
        Replay replay = new Replay(game.startPosition());
        StringBuilder out = new StringBuilder();
        for (int move : game.mainline()) {
            out.append(out.length() == 0 ? "" : " ");
            if (move == Move.NONE) {
                out.append("--");
                replay.playNullMove();
            } else {
                out.append(san(replay.position(), move));
                replay.play(move);
            }
        }
        return out.toString();
    }

    @Test
    void tagPairsWithEscapes() {
        PgnGame game = Pgn.game("[Event \"The \\\"Big\\\" One\"]\n[Site \"C:\\\\chess\"]\n[White \"Tal, M.\"]\n\n1. e4 *\n");
        assertEquals("The \"Big\" One", game.tags().get("Event"));
        assertEquals("C:\\chess", game.tags().get("Site"));
        assertEquals(List.of("Event", "Site", "White"), game.tags().names());
        assertNull(game.tags().get("Black"));
    }

    @Test
    void nulBytesOfConcatenatedFilesLoseNoTagAndMakeNoRejection() {
        List<PgnRecord> records = Pgn.read("[Event \"A\"]\n\n1. e4 e5 1-0\n\0\0[Event \"X\"]\n[Site \"Y\"]\n\n1. d4\0 d5 *\n\0\0\0");
        assertEquals(2, records.size());
        PgnGame second = assertInstanceOf(PgnGame.class, records.get(1));
        assertEquals(List.of("Event", "Site"), second.tags().names());
        assertEquals("X", second.tags().get("Event"));
        assertEquals("d4 d5", line(second));
        assertEquals(2, second.number());
    }

    @Test
    void movetextWithNumbersInEveryStyle() {
        PgnGame game = Pgn.game("1.e4 e5 2. Nf3 2... Nc6 3 Bb5 3.. a6 4...Ba4 *");
        assertEquals("e4 e5 Nf3 Nc6 Bb5 a6 Ba4", line(game));
    }

    @Test
    void commentsOfBothKindsAreKeptWithWhiteSpaceCollapsed() {
        PgnGame game = Pgn.game("{Before the game} 1. e4 {King's\n   pawn} e5 ; rest of line\n 2. Nf3 *");
        GameNode root = game.root();
        assertEquals("Before the game", root.comment());
        GameNode e4 = root.mainChild();
        assertEquals("King's pawn", e4.comment());
        assertEquals("rest of line", e4.mainChild().comment());
        assertNull(e4.mainChild().mainChild().comment());
    }

    @Test
    void commentsBeforeAndAmongTheTagsBecomeTheGameComment() {
        PgnGame game = Pgn.game("{Exported by a tool}\n[Event \"A\"]\n; about the site\n[Site \"B\"]\n\n{Intro} 1. e4 *");
        assertEquals("B", game.tags().get("Site"));
        assertEquals("Exported by a tool about the site Intro", game.root().comment());
    }

    @Test
    void nagsAsNumbersAndSuffixes() {
        PgnGame game = Pgn.game("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $32 *");
        int[][] expected = {{1}, {2}, {3}, {4}, {5}, {6}, {14, 32}};
        GameNode node = game.root();
        for (int[] nags : expected) {
            node = node.mainChild();
            assertArrayEquals(nags, node.nags());
        }
    }

    @Test
    void nestedVariationsBranchFromThePositionBeforeTheirMove() {
        PgnGame game = Pgn.game("1. e4 e5 (1... c5 2. Nf3 (2. Nc3 Nc6) 2... d6) (1... e6) 2. Nf3 *");
        GameNode e4 = game.root().mainChild();
        List<GameNode> replies = e4.children();
        assertEquals(3, replies.size());
        Position afterE4 = game.startPosition();
        afterE4.play(e4.move());
        assertEquals("e5", san(afterE4, replies.get(0).move()));
        assertEquals("c5", san(afterE4, replies.get(1).move()));
        assertEquals("e6", san(afterE4, replies.get(2).move()));
        GameNode c5 = replies.get(1);
        assertEquals(2, c5.children().size());
        assertEquals(List.of(Move.of(Square.parse("g1"), Square.parse("f3")), Move.of(Square.parse("b1"), Square.parse("c3"))),
                c5.children().stream().map(GameNode::move).toList());
        assertEquals("e4 e5 Nf3", line(game));
    }

    @Test
    void variationStartingCommentBelongsToItsFirstMove() {
        PgnGame game = Pgn.game("1. e4 ({Or} 1. d4 {queen's pawn}) 1... e5 *");
        GameNode d4 = game.root().children().get(1);
        assertEquals("Or", d4.startingComment());
        assertEquals("queen's pawn", d4.comment());
    }

    @Test
    void aSecondCommentAfterAMoveStandsBeforeTheNextMove() {
        PgnGame game = Pgn.game("1. e4 {after e4} {before e5} e5 2. Nf3 {} {before Nc6} 2... Nc6 (2... d6) {before Bb5} 3. Bb5 *");
        GameNode e4 = game.root().mainChild();
        GameNode e5 = e4.mainChild();
        assertEquals("after e4", e4.comment());
        assertEquals("before e5", e5.startingComment());
        assertNull(e5.comment());
        GameNode nc6 = e5.mainChild().mainChild();
        assertEquals("before Nc6", nc6.startingComment());
        assertEquals("before Bb5", nc6.mainChild().startingComment(), "a comment after a variation stands before the move that follows it");
    }

    @Test
    void commentsAfterTheLastMoveOfALineAreJoined() {
        PgnGame game = Pgn.game("1. e4 e5 (1... c5 {one} {two}) {three} {four} *");
        GameNode e5 = game.root().mainChild().mainChild();
        assertEquals("three four", e5.comment(), "no move follows them: they join the comment after e5");
        assertEquals("one two", game.root().mainChild().children().get(1).comment());
    }

    @Test
    void escapeLinesAreSkipped() {
        List<PgnRecord> records = Pgn.read("% generated by a tool\n[Event \"A\"]\n\n1. e4\n% a note\ne5 *\n");
        assertEquals(1, records.size());
        assertEquals("e4 e5", line((PgnGame) records.get(0)));
    }

    @Test
    void nullMovesInTheMainLineAndInVariations() {
        PgnGame game = Pgn.game("1. e4 -- 2. d4 Z0 3. c4 (3. Nf3 -- 4. Bc4) 3... e5 *");
        assertEquals("e4 -- d4 -- c4 e5", line(game));
        int[] mainline = game.mainline();
        assertEquals(Move.NONE, mainline[1]);
        assertEquals(Move.NONE, mainline[3]);
        GameNode z0 = game.root().mainChild().mainChild().mainChild().mainChild();
        assertTrue(z0.isNullMove());
        GameNode nf3 = z0.children().get(1);
        assertTrue(nf3.mainChild().isNullMove());
        assertNotNull(nf3.mainChild().mainChild());
    }

    @Test
    void nullMoveWhileInCheckIsRejected() {
        PgnDiagnostic diagnostic = Pgn.rejection("1. e4 f5 2. Qh5+ -- *");
        assertEquals(PgnDiagnostic.Reason.ILLEGAL_MOVE, diagnostic.reason());
        assertEquals("--", diagnostic.token());
    }

    @Test
    void resultFromTheTerminationMarkerElseTheTag() {
        assertEquals(GameResult.WHITE_WINS, Pgn.game("[Result \"*\"]\n1. e4 1-0").result());
        assertEquals(GameResult.DRAW, Pgn.game("1. e4 1/2-1/2").result());
        assertEquals(GameResult.BLACK_WINS, Pgn.game("[Result \"0-1\"]\n1. e4").result());
        assertEquals(GameResult.UNKNOWN, Pgn.game("1. e4").result());
    }

    @Test
    void gamesWithoutTagsAreSeparatedByTheirResults() {
        List<PgnRecord> records = Pgn.read("1. e4 e5 1-0 1. d4 d5 0-1\n1. c4 *\n");
        assertEquals(3, Pgn.games(records).size());
        assertEquals(List.of(1L, 2L, 3L), records.stream().map(PgnRecord::number).toList());
        assertEquals(GameResult.BLACK_WINS, ((PgnGame) records.get(1)).result());
    }

    @Test
    void setUpAndFenStartTheGameThere() {
        PgnGame game = Pgn.game("[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\"]\n\n2... Nc6 3. Bb5 *");
        assertEquals(Color.BLACK, game.startSetup().turn());
        assertEquals("Nc6 Bb5", line(game));
        assertEquals(2, game.plies());
    }

    @Test
    void chess960CastlingFromItsFen() {
        PgnGame game = Pgn.game("[Variant \"Chess960\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n\n"
                + "1. Ng3 Ng6 2. O-O O-O *");
        assertEquals(Variant.CHESS960, game.variant());
        int[] moves = game.mainline();
        assertEquals(Move.castling(Square.parse("e1"), Square.parse("g1")), moves[2]);
        assertEquals(Move.castling(Square.parse("e8"), Square.parse("g8")), moves[3]);
    }

    @Test
    void variantNamesAsFilesSpellThem() {
        for (String name : List.of("chess960", "Chess 960", "fischerandom", "Fischer Random", "FRC")) {
            assertEquals(Variant.CHESS960, Pgn.game("[Variant \"" + name + "\"]\n\n1. e4 *").variant(), name);
        }
        assertEquals(Variant.RANDOM, Pgn.game("[Variant \"Random\"]\n\n1. e4 *").variant());
        assertEquals(Variant.STANDARD, Pgn.game("[Variant \"Standard\"]\n\n1. e4 *").variant());
        PgnDiagnostic unknown = Pgn.rejection("[Variant \"Crazyhouse\"]\n\n1. e4 *");
        assertEquals(PgnDiagnostic.Reason.UNKNOWN_VARIANT, unknown.reason());
        assertEquals(1, unknown.line());
        assertEquals(11, unknown.column());
    }

    @Test
    void clockAndEvaluationCommandsAreExposed() {
        PgnGame game = Pgn.game("1. e4 {[%eval 0.17] [%clk 1:59:58]} e5 {[%clk 0:00:09.5] [%eval #-3,24]} 2. Nf3 {no command} *");
        GameNode e4 = game.root().mainChild();
        assertEquals(Duration.ofSeconds(2 * 3600 - 2), e4.clock());
        assertEquals(new Evaluation(false, 17, -1), e4.evaluation());
        GameNode e5 = e4.mainChild();
        assertEquals(Duration.ofMillis(9500), e5.clock());
        assertEquals(new Evaluation(true, -3, 24), e5.evaluation());
        assertEquals("#-3,24", e5.evaluation().pgn());
        assertEquals("[%clk 0:00:09.5] [%eval #-3,24]", e5.comment());
        assertNull(e5.mainChild().clock());
        assertNull(e5.mainChild().evaluation());
    }

    @Test
    void mainlineOnlyKeepsMovesButValidatesVariations() {
        PgnOptions fast = PgnOptions.defaults().withMainlineOnly(true);
        List<PgnRecord> records = Pgn.read("1. e4 {c} (1. d4 d5) e5 *\n\n1. e4 (1. d4 d4) e5 *\n".getBytes(), fast);
        PgnGame game = (PgnGame) records.get(0);
        assertEquals(2, game.plies());
        assertFalse(game.hasTree());
        assertThrows(IllegalStateException.class, game::root);
        PgnRejection rejection = (PgnRejection) records.get(1);
        assertEquals(PgnDiagnostic.Reason.ILLEGAL_MOVE, rejection.diagnostic().reason());
        assertEquals("d4", rejection.diagnostic().token());
        assertEquals(14, rejection.diagnostic().column());
    }

    @Test
    void startPositionIsAFreshCopyEachTime() {
        PgnGame game = Pgn.game("1. e4 *");
        Position first = game.startPosition();
        first.play(game.mainline()[0]);
        assertEquals(0, game.startPosition().ply());
        game.mainline()[0] = Move.NONE;
        assertNotEquals(Move.NONE, game.mainline()[0]);
    }

    @Test
    void textIsTheGameVerbatim() {
        String first = "[Event \"A\"]\r\n\r\n1. e4 {x}  1-0";
        String second = "[Event \"B\"]\r\n\r\n1. d4 *";
        List<PgnRecord> records = Pgn.read(first + "\r\n\r\n" + second + "\r\n");
        assertEquals(first, records.get(0).text());
        assertEquals(second, records.get(1).text());
        assertEquals(1, records.get(0).line());
        assertEquals(5, records.get(1).line());
    }
}
