package rookery.database;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.MatchAllDocsQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Sort;
import org.apache.lucene.search.SortField;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.BytesRef;

import rookery.database.importer.Headers;
import rookery.database.importer.SharedStrings;
import rookery.database.index.GameIndex;
import rookery.database.index.GameQueryParser;
import rookery.database.index.TextFields;
import rookery.pgn.PgnGame;

/**
 * The games of a PGN file listed without importing them: their headers from the tags, and a
 * Lucene index in memory with the database's header fields, so that a games list searches them
 * with the same query syntax ({@link GameQueryParser}) and sorts all of them by the same orders
 * as a database's. Games are added while a reader streams the file; queries see every game added
 * before them. A game's id is its number in the catalog, from 0. Safe for one adding thread and
 * querying threads.
 */
public final class GameCatalog implements Closeable {
    private static final String ORDER = "order_";

    private final StandardAnalyzer analyzer = new StandardAnalyzer();
    private final TextFields texts = new TextFields(analyzer);
    private final SharedStrings shared = new SharedStrings();
    private final IndexWriter writer;
    private final List<GameHeader> headers = new ArrayList<>();
    private DirectoryReader reader;

    public GameCatalog() {
        try {
            writer = new IndexWriter(new ByteBuffersDirectory(), new IndexWriterConfig(analyzer));
        } catch (IOException e) {
            throw new IllegalStateException("an index in memory cannot be opened", e);
        }
    }

    /** Adds the game as the next one and returns its header. */
    public synchronized GameHeader add(PgnGame game) throws IOException {
        GameHeader header = Headers.ofTags(headers.size(), GameRecord.of(game), shared);
        List<IndexableField> document = new ArrayList<>(24);
        document.add(new NumericDocValuesField(GameIndex.ID, header.id()));
        GameIndex.headerFields(document, header, texts);
        name(document, GameSort.WHITE, header.white());
        name(document, GameSort.BLACK, header.black());
        name(document, GameSort.EVENT, header.event());
        name(document, GameSort.SITE, header.site());
        name(document, GameSort.ROUND, header.round());
        name(document, GameSort.ECO, header.eco());
        name(document, GameSort.OPENING, header.opening());
        name(document, GameSort.TIME_CONTROL, header.timeControl() == null ? null : Speed.sortKey(header.timeControl()));
        writer.addDocument(document);
        headers.add(header);
        return header;
    }

    private static void name(List<IndexableField> document, GameSort sort, String name) {
        if (name != null) {
            document.add(new SortedDocValuesField(ORDER + sort, new BytesRef(name.toLowerCase(Locale.ROOT))));
        }
    }

    /** How many games were added. */
    public synchronized int size() {
        return headers.size();
    }

    /** The header of the game {@code id}. */
    public synchronized GameHeader header(long id) {
        return headers.get(Math.toIntExact(id));
    }

    /**
     * The page [{@code offset}, {@code offset + limit}) of the games matching the search's query,
     * sorted over all of them like a database's list (names ignoring case and missing ones last,
     * ties in file order), and how many match.
     *
     * @throws IllegalArgumentException when the query does not parse, or the search asks for a
     *         position or an explorer filter, which a catalog (having no positions) cannot apply
     */
    public synchronized GameList games(GameSearch search, int offset, int limit) throws IOException {
        IndexSearcher searcher = searcher(search);
        Query query = query(search.query());
        int total = searcher.count(query);
        TopDocs top = searcher.search(query, Math.max(1, offset + limit), order(search.sort(), search.descending()));
        List<GameHeader> page = new ArrayList<>(limit);
        for (int i = Math.min(offset, top.scoreDocs.length); i < top.scoreDocs.length; i++) {
            page.add(headers.get(Math.toIntExact(OpeningDatabase.idOf(searcher, top.scoreDocs[i]))));
        }
        return new GameList(total, page);
    }

    /** The ids of every game matching the search's query, in the order of {@link #games}. */
    public synchronized long[] gameIds(GameSearch search) throws IOException {
        IndexSearcher searcher = searcher(search);
        Query query = query(search.query());
        TopDocs top = searcher.search(query, Math.max(1, searcher.count(query)), order(search.sort(), search.descending()));
        long[] ids = new long[top.scoreDocs.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = OpeningDatabase.idOf(searcher, top.scoreDocs[i]);
        }
        return ids;
    }

    /** The headers of these games, in the order of the ids. */
    public synchronized GameList listed(long[] ids) {
        List<GameHeader> listed = new ArrayList<>(ids.length);
        for (long id : ids) {
            listed.add(headers.get(Math.toIntExact(id)));
        }
        return new GameList(ids.length, listed);
    }

    private IndexSearcher searcher(GameSearch search) throws IOException {
        if (search.position() != null || search.filter().restricts()) {
            throw new IllegalArgumentException("the games of a file are searched by their tags only, not by position or explorer filter");
        }
        DirectoryReader changed = reader == null ? DirectoryReader.open(writer) : DirectoryReader.openIfChanged(reader, writer);
        if (changed != null) {
            if (reader != null) {
                reader.close();
            }
            reader = changed;
        }
        return new IndexSearcher(reader);
    }

    private Query query(String text) {
        if (text.isEmpty()) {
            return new MatchAllDocsQuery();
        }
        return GameQueryParser.parse(analyzer, text);
    }

    private static Sort order(GameSort sort, boolean descending) {
        if (!sort.byName()) {
            return OpeningDatabase.indexOrder(sort, descending);
        }
        SortField name = new SortField(ORDER + sort, SortField.Type.STRING, descending);
        name.setMissingValue(descending ? SortField.STRING_FIRST : SortField.STRING_LAST);
        return new Sort(name, new SortField(GameIndex.ID, SortField.Type.LONG));
    }

    @Override
    public synchronized void close() throws IOException {
        if (reader != null) {
            reader.close();
        }
        writer.close();
    }
}
