package rookery.database.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.junit.jupiter.api.Test;

/** A query that does not parse is explained in words with the column where it goes wrong, not with the parser's grammar (issue 33, #5). */
class GameQueryParserTest {

    private static String problem(String query) {
        return assertThrows(IllegalArgumentException.class, () -> GameQueryParser.parse(new StandardAnalyzer(), query)).getMessage();
    }

    @Test
    void anUnclosedRangeQuoteOrParenthesisIsNamedWhereItOpens() {
        assertEquals("Column 5: the range is not closed; write it as [low TO high], with * for no bound", problem("elo:[27 TO"));
        assertEquals("Column 7: the quote is not closed", problem("event:\"World Cup"));
        assertEquals("Column 7: the parenthesis is not closed", problem("white:(kasparov"));
    }

    @Test
    void aValueThatIsNoNumberAndAStrayCharacterAreNamedWhereTheyStand() {
        assertEquals("Column 6: year takes a whole number, not 'nineteen'", problem("year:nineteen"));
        assertEquals("Column 16: ']' closes nothing", problem("player:carlsen ]"));
        assertEquals("Column 19: 'AND' does not belong here", problem("white:carlsen AND AND black:kasparov"));
        assertEquals("Column 7: the query ends where a word or value should follow", problem("white:"));
    }

    @Test
    void aGoodQueryParses() {
        assertEquals("+elo:[2600 TO 2147483647] +(white:carlsen black:carlsen)",
                GameQueryParser.parse(new StandardAnalyzer(), "elo:[2600 TO *] player:carlsen").toString());
    }
}
