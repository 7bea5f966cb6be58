package rookery.tablebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import rookery.chess.Position;

class SignatureTest {

    @ParameterizedTest
    @CsvSource({"KQKR, KQKR", "KQvKR, KQKR", "kqvkr, KQKR", "KPQKR, KQPKR", " KRK , KRK"})
    void parsesWithOrWithoutTheV(String text, String name) {
        assertEquals(name, Signature.parse(text).name());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "QKR | must start with K", "KQR | needs two kings", "KQKRK | more than two kings",
            "KXK | 'X' at column 2 is not a piece letter", "KQRBKN | 6 pieces; tables go up to 5"})
    void rejectsBadSignaturesSayingWhy(String text, String message) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Signature.parse(text));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void theStrongerSideIsWhiteInTheCanonicalForm() {
        assertEquals("KQKR", Signature.parse("KRKQ").canonical().name());
        assertEquals("KBKP", Signature.parse("KPKB").canonical().name());
        assertFalse(Signature.parse("KRKQ").isCanonical());
        assertTrue(Signature.parse("KRKR").isCanonical());
        assertTrue(Signature.parse("KRKR").isSymmetric());
        assertEquals("KRKQ", Signature.parse("KQKR").swapped().name());
    }

    @Test
    void materialOfAPosition() {
        Signature signature = Signature.of(Position.fromFen("8/8/4k3/8/2r5/8/3P4/K6Q b - - 0 1"));
        assertEquals("KQPKR", signature.name());
        assertEquals(5, signature.pieceCount());
        assertTrue(signature.hasPawns());
    }

    @Test
    void successorsAreTheTablesCapturesAndPromotionsLeadTo() {
        assertEquals(List.of("KBK", "KNK", "KQK", "KRK"), Signature.parse("KPK").successors().stream().map(Signature::name).sorted().toList());
        assertEquals(List.of("KQK", "KRK"), Signature.parse("KQKR").successors().stream().map(Signature::name).sorted().toList());
        assertTrue(Signature.parse("KPKN").successors().contains(Signature.parse("KQK")), "promotion with capture");
    }

    @Test
    void allSignaturesOfACount() {
        assertEquals(List.of("KBK", "KNK", "KPK", "KQK", "KRK"), Signature.all(3).stream().map(Signature::name).toList());
        assertEquals(30, Signature.all(4).size());
        assertTrue(Signature.all(5).stream().allMatch(Signature::isCanonical));
        assertThrows(IllegalArgumentException.class, () -> Signature.all(6));
    }
}
