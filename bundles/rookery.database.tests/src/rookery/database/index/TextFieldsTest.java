package rookery.database.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.NumericDocValues;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

class TextFieldsTest {

    private static final List<String> VALUES = List.of("Carlsen, Magnus", "O'Kelly de Galway, Alberto", "Ljubojević, Ljubomir",
            "Nepomniachtchi, Ian A.", "URS-ch29 Baku", "Sicilian: Najdorf, 6.Bg5 e6 7.f4", "Hastings 1895/96", "Carlsen, Magnus",
            "  ", "Tal,M vs. Botvinnik,M (WCh-1960)");

    @Test
    void indexesTheSameTermsPositionsAndNormsAsTheAnalyser() throws IOException {
        assertEquals(index(false), index(true));
    }

    @Test
    void stillAnalysesCorrectlyAfterForgettingItsValues() throws IOException {
        TextFields texts = new TextFields(new StandardAnalyzer());
        for (int i = 0; i < TextFields.MAX_VALUES + 10; i++) {
            texts.field(GameIndex.EVENT, "Event " + i);
        }
        try (Analyzer analyzer = new StandardAnalyzer()) {
            for (String value : VALUES) {
                assertEquals(tokens(new TextField(GameIndex.WHITE, value, Field.Store.NO), analyzer),
                        tokens(texts.field(GameIndex.WHITE, value), analyzer));
            }
        }
    }

    /** Every field's terms with, for each document, its positions, then each document's norm. */
    private static List<String> index(boolean cached) throws IOException {
        List<String> postings = new ArrayList<>();
        try (ByteBuffersDirectory directory = new ByteBuffersDirectory(); Analyzer analyzer = new StandardAnalyzer()) {
            try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
                TextFields texts = new TextFields(analyzer);
                for (String value : VALUES) {
                    Document document = new Document();
                    for (String field : List.of(GameIndex.WHITE, GameIndex.EVENT)) {
                        document.add(cached ? texts.field(field, value) : new TextField(field, value, Field.Store.NO));
                    }
                    writer.addDocument(document);
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                LeafReader leaf = reader.leaves().get(0).reader();
                for (String field : List.of(GameIndex.WHITE, GameIndex.EVENT)) {
                    Terms terms = leaf.terms(field);
                    TermsEnum termsEnum = terms.iterator();
                    for (BytesRef term = termsEnum.next(); term != null; term = termsEnum.next()) {
                        PostingsEnum docs = termsEnum.postings(null, PostingsEnum.POSITIONS);
                        for (int doc = docs.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docs.nextDoc()) {
                            StringBuilder positions = new StringBuilder(field + ":" + term.utf8ToString() + "@" + doc);
                            for (int i = 0; i < docs.freq(); i++) {
                                positions.append(' ').append(docs.nextPosition());
                            }
                            postings.add(positions.toString());
                        }
                    }
                    NumericDocValues norms = leaf.getNormValues(field);
                    for (int doc = norms.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = norms.nextDoc()) {
                        postings.add(field + " norm " + doc + "=" + norms.longValue());
                    }
                }
            }
        }
        return postings;
    }

    private static List<String> tokens(Field field, Analyzer analyzer) throws IOException {
        List<String> tokens = new ArrayList<>();
        try (TokenStream stream = field.tokenStream(analyzer, null)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            PositionIncrementAttribute increment = stream.addAttribute(PositionIncrementAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                tokens.add(term + "+" + increment.getPositionIncrement());
            }
            stream.end();
        }
        return tokens;
    }
}
