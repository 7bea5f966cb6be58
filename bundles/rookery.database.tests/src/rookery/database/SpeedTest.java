package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** TimeControl tags told apart as lichess tells its speeds: initial seconds plus 40 increments. */
class SpeedTest {

    @Test
    void theEstimatedDurationChoosesTheSpeed() {
        assertEquals(Speed.ULTRA_BULLET, Speed.of("15+0"));
        assertEquals(Speed.ULTRA_BULLET, Speed.of("29"));
        assertEquals(Speed.BULLET, Speed.of("30"));
        assertEquals(Speed.BULLET, Speed.of("60+1"));
        assertEquals(Speed.BLITZ, Speed.of("120+2"), "120 + 40 x 2 = 200 s");
        assertEquals(Speed.BLITZ, Speed.of("180+2"));
        assertEquals(Speed.RAPID, Speed.of("480"));
        assertEquals(Speed.RAPID, Speed.of("600+5"));
        assertEquals(Speed.CLASSICAL, Speed.of("1500"));
        assertEquals(Speed.CLASSICAL, Speed.of("5400+30"));
        assertEquals(Speed.CLASSICAL, Speed.of("40/7200:1800+30"), "the first period's seconds");
        assertEquals(Speed.CORRESPONDENCE, Speed.of("21600"));
        assertEquals(Speed.CORRESPONDENCE, Speed.of("-"), "no clock, as lichess writes correspondence games");
        assertEquals(Speed.BULLET, Speed.of("*60"), "a sandglass");
    }

    @Test
    void anAbsentUnknownOrMalformedTagHasNoSpeed() {
        assertNull(Speed.of(null));
        assertNull(Speed.of("?"));
        assertNull(Speed.of(""));
        assertNull(Speed.of("5 min"));
        assertNull(Speed.of("300+"));
        assertNull(Speed.of("99999999999999"));
    }

    @Test
    void apiNamesAreLichesss() {
        assertEquals("ultraBullet", Speed.ULTRA_BULLET.apiName());
        assertEquals(Speed.CORRESPONDENCE, Speed.named("correspondence"));
        assertNull(Speed.named("Blitz"));
    }
}
