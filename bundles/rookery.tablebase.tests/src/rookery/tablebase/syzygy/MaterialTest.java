package rookery.tablebase.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import rookery.chess.Position;

class MaterialTest {

    @Test
    void namesFollowSyzygysOrder() {
        assertEquals("KQRvKR", Material.parse("KRQvKR").name());
        assertEquals("KQvKR", Material.parse("KRvKQ").tableName());
        assertEquals("KRPvKR", Material.parse("KRvKRP").tableName());
        assertEquals("KBvKN", Material.parse("KNvKB").tableName());
        assertEquals("KPvKP", Material.parse("KPvKP").tableName());
    }

    @Test
    void aPositionsMaterialSeesColors() {
        Material material = Material.of(Position.fromFen("8/8/8/3r4/8/2k5/8/1QK5 w - - 0 1"));
        assertEquals("KQvKR", material.name());
        assertEquals("KRvKQ", material.mirrored().name());
        assertEquals(4, material.pieceCount());
        assertTrue(material.hasUniquePieces());
        assertFalse(material.hasPawns());
        assertTrue(Material.parse("KNvKN").isSymmetric());
        assertFalse(Material.parse("KNNvK").hasUniquePieces());
    }

    @Test
    void notATableNameIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Material.parse("KQK"));
        assertThrows(IllegalArgumentException.class, () -> Material.parse("KXvK"));
        assertThrows(IllegalArgumentException.class, () -> Material.parse("QvK"));
    }
}
