package rookery.database.importer;

import java.util.function.UnaryOperator;

import rookery.chess.Fen;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.database.GameHeader;
import rookery.database.GameRecord;
import rookery.database.eco.EcoLine;
import rookery.database.eco.EcoTable;
import rookery.database.replay.GameAnalysis;

/**
 * Makes a game's {@link GameHeader} from its tags. Missing ECO code and opening name come from
 * the ECO table's deepest line of the game, but a name only when that line has the tagged code.
 */
public final class Headers {

    private static final Setup STANDARD = Setup.standard();

    private Headers() {
    }

    /** @param share gives the header's names, round, date, ECO code and opening, e.g. {@link SharedStrings} */
    public static GameHeader of(long id, GameRecord record, GameAnalysis analysis, EcoTable eco, UnaryOperator<String> share) {
        String ecoCode = record.tag("ECO");
        String opening = opening(record);
        if (ecoCode == null || opening == null) {
            EcoLine line = eco.deepest(analysis.keys());
            if (line != null && (ecoCode == null || ecoCode.equals(line.eco()))) {
                ecoCode = line.eco();
                opening = opening == null ? line.name() : opening;
            }
        }
        return header(id, record, ecoCode, opening, share);
    }

    /** The header from the tags alone (ECO code and opening only when tagged). */
    public static GameHeader ofTags(long id, GameRecord record, UnaryOperator<String> share) {
        return header(id, record, record.tag("ECO"), opening(record), share);
    }

    private static String opening(GameRecord record) {
        String opening = record.tag("Opening");
        return opening != null && record.tag("Variation") != null ? opening + ", " + record.tag("Variation") : opening;
    }

    private static GameHeader header(long id, GameRecord record, String ecoCode, String opening, UnaryOperator<String> share) {
        boolean standardStart = record.variant() == Variant.STANDARD && record.start().equals(STANDARD);
        return new GameHeader(id, share.apply(record.tag("White")), share.apply(record.tag("Black")), elo(record.tag("WhiteElo")),
                elo(record.tag("BlackElo")), share.apply(record.tag("Event")), share.apply(record.tag("Site")),
                share.apply(record.tag("Round")), share.apply(record.tag("Date")), record.result(), share.apply(ecoCode), share.apply(opening),
                record.variant(), standardStart ? null : Fen.format(record.start()), record.plies(),
                share.apply(record.tag("TimeControl")));
    }

    /** A rating from its tag, 0 when missing or not a plausible Elo. */
    static int elo(String tag) {
        if (tag == null || tag.length() > 4) {
            return 0;
        }
        int elo = 0;
        for (int i = 0; i < tag.length(); i++) {
            char c = tag.charAt(i);
            if (c < '0' || c > '9') {
                return 0;
            }
            elo = elo * 10 + c - '0';
        }
        return elo >= 100 ? elo : 0;
    }
}
