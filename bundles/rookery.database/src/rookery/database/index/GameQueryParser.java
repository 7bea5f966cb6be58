package rookery.database.index;

import java.util.Locale;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.queryparser.classic.MultiFieldQueryParser;
import org.apache.lucene.queryparser.classic.ParseException;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * Lucene's classic query syntax over the games: bare words search players, event, site and
 * opening; {@code white:}, {@code black:}, {@code player:} (either colour), {@code event:},
 * {@code site:}, {@code opening:} are text; {@code eco:B90}, {@code result:1-0},
 * {@code date:1985.??.??}, {@code round:} exact; {@code year:}, {@code elo:} (average),
 * {@code white_elo:}, {@code black_elo:}, {@code plies:} numbers with ranges such as
 * {@code elo:[2600 TO *]}.
 */
public final class GameQueryParser extends MultiFieldQueryParser {

    static final String PLAYER = "player";

    public GameQueryParser(Analyzer analyzer) {
        super(new String[] {GameIndex.WHITE, GameIndex.BLACK, GameIndex.EVENT, GameIndex.SITE, GameIndex.OPENING}, analyzer);
        setDefaultOperator(Operator.AND);
    }

    @Override
    protected Query getFieldQuery(String field, String queryText, boolean quoted) throws ParseException {
        Query exact = exactFieldQuery(field, queryText);
        if (exact != null) {
            return exact;
        }
        if (PLAYER.equals(field)) {
            return either(super.getFieldQuery(GameIndex.WHITE, queryText, quoted), super.getFieldQuery(GameIndex.BLACK, queryText, quoted));
        }
        return super.getFieldQuery(field, queryText, quoted);
    }

    /** Quoted text arrives here (MultiFieldQueryParser does not route it through the method above). */
    @Override
    protected Query getFieldQuery(String field, String queryText, int slop) throws ParseException {
        Query exact = exactFieldQuery(field, queryText);
        if (exact != null) {
            return exact;
        }
        if (PLAYER.equals(field)) {
            return either(super.getFieldQuery(GameIndex.WHITE, queryText, slop), super.getFieldQuery(GameIndex.BLACK, queryText, slop));
        }
        return super.getFieldQuery(field, queryText, slop);
    }

    /** The query of a keyword or number field, null for other fields. */
    private static Query exactFieldQuery(String field, String queryText) throws ParseException {
        if (field != null && GameIndex.KEYWORD_FIELDS.contains(field)) {
            return new TermQuery(new Term(field, GameIndex.keywordTerm(queryText)));
        }
        if (field != null && GameIndex.POINT_FIELDS.contains(field)) {
            return IntPoint.newExactQuery(field, number(field, queryText));
        }
        return null;
    }

    @Override
    protected Query getRangeQuery(String field, String part1, String part2, boolean startInclusive, boolean endInclusive)
            throws ParseException {
        if (field != null && GameIndex.POINT_FIELDS.contains(field)) {
            int low = part1 == null || part1.equals("*") ? Integer.MIN_VALUE : number(field, part1) + (startInclusive ? 0 : 1);
            int high = part2 == null || part2.equals("*") ? Integer.MAX_VALUE : number(field, part2) - (endInclusive ? 0 : 1);
            return IntPoint.newRangeQuery(field, low, high);
        }
        if (field != null && GameIndex.KEYWORD_FIELDS.contains(field)) {
            return super.getRangeQuery(field, part1 == null ? null : part1.toLowerCase(Locale.ROOT),
                    part2 == null ? null : part2.toLowerCase(Locale.ROOT), startInclusive, endInclusive);
        }
        return super.getRangeQuery(field, part1, part2, startInclusive, endInclusive);
    }

    private static Query either(Query white, Query black) {
        if (white == null || black == null) {
            return white == null ? black : white;
        }
        return new BooleanQuery.Builder().add(white, Occur.SHOULD).add(black, Occur.SHOULD).build();
    }

    private static int number(String field, String text) throws ParseException {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new ParseException(field + " takes a whole number, not '" + text + "'");
        }
    }
}
