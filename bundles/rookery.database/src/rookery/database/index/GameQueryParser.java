package rookery.database.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.IntPoint;
import org.apache.lucene.index.Term;
import org.apache.lucene.queryparser.classic.MultiFieldQueryParser;
import org.apache.lucene.queryparser.classic.ParseException;
import org.apache.lucene.queryparser.classic.QueryParserConstants;
import org.apache.lucene.queryparser.classic.Token;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * Lucene's classic query syntax over the games: bare words search players, event, site and
 * opening; {@code white:}, {@code black:}, {@code player:} (either colour), {@code event:},
 * {@code site:}, {@code opening:} are text; {@code eco:B90}, {@code result:1-0},
 * {@code date:1985.??.??}, {@code round:} exact; {@code year:}, {@code elo:} (average),
 * {@code white_elo:}, {@code black_elo:}, {@code plies:} numbers with ranges such as
 * {@code elo:[2600 TO *]}; {@code reviewed:} (a stored engine review) and {@code annotated:}
 * (comments kept with the game) take yes or no and are read from the database ({@link GameFlags}).
 */
public final class GameQueryParser extends MultiFieldQueryParser {

    static final String PLAYER = "player";
    public static final String REVIEWED = "reviewed";
    public static final String ANNOTATED = "annotated";

    private final GameFlags flags;

    public GameQueryParser(Analyzer analyzer, GameFlags flags) {
        super(new String[] {GameIndex.WHITE, GameIndex.BLACK, GameIndex.EVENT, GameIndex.SITE, GameIndex.OPENING}, analyzer);
        this.flags = flags;
        setDefaultOperator(Operator.AND);
    }

    /**
     * The query of {@code text}.
     *
     * @throws IllegalArgumentException saying in words what is wrong and at which column (1-based),
     *         instead of the parser's grammar
     */
    public static Query parse(Analyzer analyzer, String text) {
        return parse(analyzer, text, GameFlags.NONE);
    }

    /**
     * The query of {@code text}, its yes-or-no fields read through {@code flags}.
     *
     * @throws IllegalArgumentException as {@link #parse(Analyzer, String)}
     */
    public static Query parse(Analyzer analyzer, String text, GameFlags flags) {
        String unbalanced = Brackets.problem(text);
        if (unbalanced != null) {
            throw new IllegalArgumentException(unbalanced);
        }
        try {
            return new GameQueryParser(analyzer, flags).parse(text);
        } catch (ParseException e) {
            throw new IllegalArgumentException(explain(text, e.getCause() != null ? e.getCause() : e), e);
        }
    }

    private static String explain(String text, Throwable problem) {
        if (problem instanceof NotANumber number) {
            return "Column " + (text.indexOf(number.text) + 1) + ": " + number.getMessage();
        }
        if (problem instanceof NotYesOrNo flag) {
            return "Column " + (text.indexOf(flag.field + ":") + 1) + ": " + flag.getMessage();
        }
        if (problem instanceof ParseException syntax && syntax.currentToken != null && syntax.currentToken.next != null) {
            Token unexpected = syntax.currentToken.next;
            if (unexpected.kind == QueryParserConstants.EOF) {
                return "Column " + (text.length() + 1) + ": the query ends where a word or value should follow";
            }
            return "Column " + (unexpected.beginColumn + 1) + ": '" + unexpected.image + "' does not belong here";
        }
        return "The query cannot be read: " + problem.getMessage();
    }

    /** Ranges, quotes and parentheses left open or closing nothing, found before the parser sees them. */
    private static final class Brackets {
        static String problem(String text) {
            int quote = -1;
            int range = -1;
            Deque<Integer> parentheses = new ArrayDeque<>();
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\\') {
                    i++;
                } else if (quote >= 0) {
                    quote = c == '"' ? -1 : quote;
                } else if (c == '"') {
                    quote = i;
                } else if (range >= 0) {
                    range = c == ']' || c == '}' ? -1 : range;
                } else if (c == '[' || c == '{') {
                    range = i;
                } else if (c == '(') {
                    parentheses.push(i);
                } else if (c == ')' && !parentheses.isEmpty()) {
                    parentheses.pop();
                } else if (c == ')' || c == ']' || c == '}') {
                    return "Column " + (i + 1) + ": '" + c + "' closes nothing";
                }
            }
            if (quote >= 0) {
                return "Column " + (quote + 1) + ": the quote is not closed";
            }
            if (range >= 0) {
                return "Column " + (range + 1) + ": the range is not closed; write it as [low TO high], with * for no bound";
            }
            return parentheses.isEmpty() ? null : "Column " + (parentheses.peek() + 1) + ": the parenthesis is not closed";
        }
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

    /** The query of a keyword, number or yes-or-no field, null for other fields. */
    private Query exactFieldQuery(String field, String queryText) throws ParseException {
        if (REVIEWED.equals(field) || ANNOTATED.equals(field)) {
            return flag(field, queryText);
        }
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

    private Query flag(String field, String queryText) throws ParseException {
        String answer = queryText.strip().toLowerCase(Locale.ROOT);
        boolean yes = answer.equals("yes") || answer.equals("true");
        if (!yes && !answer.equals("no") && !answer.equals("false")) {
            throw new NotYesOrNo(field, queryText);
        }
        Query flagged;
        try {
            flagged = flags.games(field);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return yes ? flagged : new BooleanQuery.Builder().add(new MatchAllDocsQuery(), Occur.MUST).add(flagged, Occur.MUST_NOT).build();
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
            throw new NotANumber(field, text);
        }
    }

    /** A yes-or-no field's value that is neither. */
    private static final class NotYesOrNo extends ParseException {
        private static final long serialVersionUID = 1L;
        final String field;

        NotYesOrNo(String field, String text) {
            super(field + " takes yes or no, not '" + text + "'");
            this.field = field;
        }
    }

    /** A number field's value that is not a whole number. */
    private static final class NotANumber extends ParseException {
        private static final long serialVersionUID = 1L;
        final String text;

        NotANumber(String field, String text) {
            super(field + " takes a whole number, not '" + text + "'");
            this.text = text;
        }
    }
}
