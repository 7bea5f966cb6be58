package rookery.pgn;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;

import rookery.pgn.PgnDiagnostic.Reason;

class PgnDiagnosticsTest {

    private static final String GOOD = "[Event \"good\"]\n\n1. e4 e5 2. Nf3 *\n\n";

    @Test
    void illegalMoveIsLocatedAndReadingGoesOn() {
        List<PgnRecord> records = Pgn.read(GOOD + "[Event \"bad\"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n\n" + GOOD);
        assertEquals(2, Pgn.games(records).size());
        PgnRejection rejection = Pgn.rejections(records).get(0);
        PgnDiagnostic diagnostic = rejection.diagnostic();
        assertEquals(new PgnDiagnostic("test.pgn", 2, 8, 4, "Ke3", Reason.ILLEGAL_MOVE, diagnostic.message()), diagnostic);
        assertTrue(diagnostic.message().startsWith("illegal move 'Ke3'"), diagnostic.message());
        assertEquals("test.pgn:8:4: game 2: " + diagnostic.message(), diagnostic.toString());
        assertEquals("[Event \"bad\"]\n\n1. e4 e5\n2. Ke3 Nc6 *", rejection.text());
        assertEquals(List.of(1L, 2L, 3L), records.stream().map(PgnRecord::number).toList());
    }

    @Test
    void unparsableAndAmbiguousMoves() {
        PgnDiagnostic unparsable = Pgn.rejection("1. e4 Xz9 *");
        assertEquals(Reason.UNPARSABLE_MOVE, unparsable.reason());
        assertEquals("Xz9", unparsable.token());
        PgnDiagnostic ambiguous = Pgn.rejection("[FEN \"4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1\"]\n\n1. Nd2 *");
        assertEquals(Reason.AMBIGUOUS_MOVE, ambiguous.reason());
        assertEquals(3, ambiguous.line());
        assertEquals(4, ambiguous.column());
    }

    @Test
    void brokenTags() {
        assertEquals(Reason.BROKEN_TAG, Pgn.rejection("[Event \"unclosed]\n\n1. e4 *").reason());
        assertEquals(Reason.BROKEN_TAG, Pgn.rejection("[Event unquoted]\n\n1. e4 *").reason());
        PgnDiagnostic noName = Pgn.rejection("[\"value\"]\n\n1. e4 *");
        assertEquals(Reason.BROKEN_TAG, noName.reason());
        assertEquals(2, noName.column());
        PgnDiagnostic unclosed = Pgn.rejection("[Event \"x\" \n[Site \"y\"]\n\n1. e4 *");
        assertEquals(Reason.BROKEN_TAG, unclosed.reason());
        assertEquals(2, unclosed.line());
        assertEquals(1, unclosed.column());
    }

    @Test
    void unterminatedCommentCostsOneGameOnly() {
        List<PgnRecord> records = Pgn.read("[Event \"a\"]\n\n1. e4 {never closed e5 2. Nf3\n\n" + GOOD + GOOD);
        assertEquals(3, records.size());
        PgnDiagnostic diagnostic = ((PgnRejection) records.get(0)).diagnostic();
        assertEquals(Reason.UNTERMINATED_COMMENT, diagnostic.reason());
        assertEquals(3, diagnostic.line());
        assertEquals(7, diagnostic.column());
        assertTrue(diagnostic.token().startsWith("{never"), diagnostic.token());
        assertEquals(2, Pgn.games(records).size());
    }

    @Test
    void commentMayContainBracketsAndTagLikeText() {
        PgnGame game = Pgn.game("1. e4 {see\n[%clk 0:10:00]\n[Event in a comment]} e5 *");
        assertEquals("see [%clk 0:10:00] [Event in a comment]", game.root().mainChild().comment());
    }

    @Test
    void unbalancedVariations() {
        PgnDiagnostic open = Pgn.rejection("1. e4 (1. d4 d5 2. c4 *");
        assertEquals(Reason.UNEXPECTED_TOKEN, open.reason());
        PgnDiagnostic unclosed = Pgn.rejection("1. e4 (1. d4 d5 2. c4");
        assertEquals(Reason.UNTERMINATED_VARIATION, unclosed.reason());
        assertEquals(7, unclosed.column());
        PgnDiagnostic stray = Pgn.rejection("1. e4 e5) 2. Nf3 *");
        assertEquals(Reason.UNTERMINATED_VARIATION, stray.reason());
        assertEquals(")", stray.token());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("(1. e4) 1. d4 *").reason());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("1. e4 () e5 *").reason());
    }

    @Test
    void variationNestingIsBounded() {
        StringBuilder deep = new StringBuilder("1. Nf3 Nf6 2. Ng1 Ng8 ");
        StringBuilder closing = new StringBuilder();
        for (int i = 0; i <= GameParser.MAX_VARIATION_DEPTH; i++) {
            deep.append("(2... Ng8 3. Nf3 Nf6 4. Ng1 Ng8 ");
            closing.append(')');
        }
        PgnDiagnostic diagnostic = Pgn.rejection(deep.append(closing).append(" *").toString());
        assertEquals(Reason.UNEXPECTED_TOKEN, diagnostic.reason());
        assertTrue(diagnostic.message().contains("nested more than"), diagnostic.message());
    }

    @Test
    void badFenAndImpossiblePosition() {
        PgnDiagnostic fen = Pgn.rejection("[FEN \"not a fen\"]\n\n*");
        assertEquals(Reason.INVALID_FEN, fen.reason());
        assertEquals(7, fen.column());
        assertEquals(Reason.ILLEGAL_POSITION, Pgn.rejection("[FEN \"8/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n*").reason());
    }

    @Test
    void strayTokens() {
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("1. e4 $ e5 *").reason());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("1. e4 !!! e5 *").reason());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("$1 1. e4 *").reason());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("1. e4 & e5 *").reason());
        assertEquals(Reason.UNEXPECTED_TOKEN, Pgn.rejection("1. e4 e5 (1... c5 1-0) *").reason());
    }

    @Test
    void legalPrefixOnlyWhenAskedFor() {
        byte[] text = "[Event \"x\"]\n\n1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 3. Bb9 a6 *".getBytes(StandardCharsets.UTF_8);
        PgnRejection plain = (PgnRejection) Pgn.read(text, PgnOptions.defaults()).get(0);
        assertTrue(plain.legalPrefix().isEmpty());
        PgnRejection kept = (PgnRejection) Pgn.read(text, PgnOptions.defaults().withKeepLegalPrefix(true)).get(0);
        PgnGame prefix = kept.legalPrefix().orElseThrow();
        assertEquals(4, prefix.plies());
        assertEquals("x", prefix.tags().get("Event"));
        assertEquals(GameResult.UNKNOWN, prefix.result());
        assertEquals(2, prefix.root().mainChild().children().size());
    }

    @Test
    void lineEndsCrlfLfAndCrCountLinesAlike() {
        for (String end : List.of("\n", "\r\n", "\r")) {
            String text = "[Event \"x\"]" + end + end + "1. e4 e5" + end + "2. Nf3 Qe9 *" + end;
            PgnDiagnostic diagnostic = Pgn.rejection(text);
            assertEquals(4, diagnostic.line(), end.replace("\r", "CR").replace("\n", "LF"));
            assertEquals(8, diagnostic.column());
        }
    }

    @Test
    void latin1FileIsDetected() {
        byte[] latin1 = "[White \"Ca\u00f1ete, G\u00f6ran\"]\n\n1. e4 {tr\u00e8s bien} *\n".getBytes(StandardCharsets.ISO_8859_1);
        PgnGame game = (PgnGame) Pgn.read(latin1, PgnOptions.defaults()).get(0);
        assertEquals("Ca\u00f1ete, G\u00f6ran", game.tags().get("White"));
        assertEquals("tr\u00e8s bien", game.root().mainChild().comment());
    }

    @Test
    void utf8WithAndWithoutBom() {
        byte[] plain = "[White \"Nepomniachtchi, \u042f\"]\n\n1. e4 {\u2026} *\n".getBytes(StandardCharsets.UTF_8);
        byte[] bom = new byte[plain.length + 3];
        bom[0] = (byte) 0xef;
        bom[1] = (byte) 0xbb;
        bom[2] = (byte) 0xbf;
        System.arraycopy(plain, 0, bom, 3, plain.length);
        for (byte[] bytes : List.of(plain, bom)) {
            PgnGame game = (PgnGame) Pgn.read(bytes, PgnOptions.defaults()).get(0);
            assertEquals("Nepomniachtchi, \u042f", game.tags().get("White"));
            assertEquals("\u2026", game.root().mainChild().comment());
        }
    }

    @Test
    void columnsCountCharactersNotBytes() {
        PgnDiagnostic diagnostic = Pgn.rejection("1. e4 {\u00e9\u00e9} Kz9 *");
        assertEquals(12, diagnostic.column());
    }

    @Test
    void gzipIsRecognisedByItsMagicBytes() throws IOException {
        ByteArrayOutputStream compressed = new ByteArrayOutputStream();
        try (GZIPOutputStream gzip = new GZIPOutputStream(compressed)) {
            for (int i = 0; i < 50; i++) {
                gzip.write(GOOD.getBytes(StandardCharsets.UTF_8));
            }
        }
        List<PgnRecord> records = Pgn.read(compressed.toByteArray(), PgnOptions.defaults());
        assertEquals(50, Pgn.games(records).size());
    }

    @Test
    void aStreamThatFailsDeliversTheGamesBeforeThenALocatedError() throws IOException {
        byte[] text = (GOOD.repeat(3) + "[Event \"cut\"]\n\n1. d4 \u00e9").getBytes(StandardCharsets.UTF_8);
        InputStream failing = new InputStream() {
            int served;

            @Override
            public int read() throws IOException {
                if (served == text.length) {
                    throw new IOException("disk gone");
                }
                return text[served++] & 0xff;
            }
        };
        List<PgnRecord> delivered = new java.util.ArrayList<>();
        PgnReadException failure;
        try (PgnReader reader = PgnReader.of(failing, "failing.pgn", PgnOptions.defaults())) {
            failure = assertThrows(PgnReadException.class, () -> reader.forEach(new PgnHandler() {
                @Override
                public void game(PgnGame game) {
                    delivered.add(game);
                }
            }));
        }
        assertEquals(3, delivered.size());
        assertEquals(4, failure.game());
        assertEquals(15, failure.line());
        assertEquals(8, failure.column(), "just past the 7 characters of '1. d4 \u00e9'");
        assertEquals(text.length, failure.fileOffset());
        assertEquals("failing.pgn:15:8: game 4: cannot read on after " + text.length
                + " bytes (disk gone); the games before this one were read", failure.getMessage());
    }

    @Test
    void aStreamWithoutGameBoundaryIsCutAndRejected() throws IOException {
        long size = GameSplitter.MAX_GAME_BYTES + (4 << 20);
        InputStream endless = new InputStream() {
            long served;

            @Override
            public int read() {
                return served++ < size ? (served == 1 ? '{' : 'x') : -1;
            }

            @Override
            public int read(byte[] buffer, int offset, int length) {
                if (served >= size) {
                    return -1;
                }
                int n = (int) Math.min(length, size - served);
                for (int i = 0; i < n; i++) {
                    buffer[offset + i] = served + i == 0 ? (byte) '{' : (byte) 'x';
                }
                served += n;
                return n;
            }
        };
        try (PgnReader reader = PgnReader.of(endless, "endless", PgnOptions.defaults())) {
            PgnRejection rejection = (PgnRejection) reader.next();
            assertEquals(Reason.GAME_TOO_LONG, rejection.diagnostic().reason());
            assertEquals(GameSplitter.OVERSIZED_HEAD_BYTES, rejection.bytes().length);
            assertNull(reader.next());
        }
    }
}
