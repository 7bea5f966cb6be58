package rookery.database.index;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;

/**
 * The analysed text fields of game documents, each distinct value analysed once: the same
 * players, events, sites and openings come back in thousands of games, and running the
 * analyser's tokenizer for each of them was a tenth of an import's indexing work. The fields
 * index exactly the tokens the index's analyser makes. One instance per thread; it forgets
 * every value once it holds {@link #MAX_VALUES}, which bounds its memory on any input.
 */
public final class TextFields {

    static final int MAX_VALUES = 1 << 16;

    private final Analyzer analyzer;
    private final Map<String, Tokens> analysed = new HashMap<>();
    /** Per field name, its field and token stream, handed out again for each document. */
    private final Map<String, Replay> replays = new HashMap<>();

    public TextFields(Analyzer analyzer) {
        this.analyzer = analyzer;
    }

    Field field(String name, String value) {
        Tokens tokens = analysed.get(value);
        if (tokens == null) {
            if (analysed.size() == MAX_VALUES) {
                analysed.clear();
            }
            tokens = analyse(name, value);
            analysed.put(value, tokens);
        }
        Replay replay = replays.computeIfAbsent(name, Replay::new);
        replay.tokens = tokens;
        return replay.field;
    }

    private Tokens analyse(String name, String value) {
        List<String> terms = new ArrayList<>();
        List<Integer> increments = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream(name, value)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            PositionIncrementAttribute increment = stream.addAttribute(PositionIncrementAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
                increments.add(increment.getPositionIncrement());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Tokens(terms.toArray(String[]::new), increments.stream().mapToInt(Integer::intValue).toArray());
    }

    private record Tokens(String[] terms, int[] increments) {
    }

    /**
     * Hands the cached tokens of a field's value to the indexer, which reads one document's field
     * to its end before it takes the next document.
     */
    private static final class Replay extends TokenStream {
        final Field field;
        Tokens tokens;
        private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
        private final PositionIncrementAttribute increment = addAttribute(PositionIncrementAttribute.class);
        private int next;

        Replay(String name) {
            this.field = new Field(name, this, TextField.TYPE_NOT_STORED);
        }

        @Override
        public boolean incrementToken() {
            if (next == tokens.terms.length) {
                return false;
            }
            clearAttributes();
            term.setEmpty().append(tokens.terms[next]);
            increment.setPositionIncrement(tokens.increments[next]);
            next++;
            return true;
        }

        @Override
        public void reset() throws IOException {
            super.reset();
            next = 0;
        }
    }
}
