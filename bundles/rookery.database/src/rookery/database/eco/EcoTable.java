package rookery.database.eco;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import rookery.chess.Position;
import rookery.database.MoveText;
import rookery.database.collections.LongIntHashMap;

/**
 * Opening names by position: each line's final position (its Polyglot key, so transpositions
 * find it) names the line. A position is named by the deepest line its game passed through.
 * Tables are TSV: a header line, then {@code eco<TAB>name<TAB>moves}.
 */
public final class EcoTable {

    public static final EcoTable EMPTY = new EcoTable(List.of(), new LongIntHashMap(0), new long[0]);

    /** The table written for this project, a resource of the bundle. */
    static final String BUILT_IN = "/eco/eco.tsv";
    static final String HEADER = "eco\tname\tpgn";

    private static final int FILTER_BITS = 17;

    private final List<EcoLine> lines;
    /** One more than the index in {@link #lines} of the line ending in each position; read by every imported game, so unboxed. */
    private final LongIntHashMap byKey;
    /**
     * A bit for the top {@link #FILTER_BITS} bits of each line's key: an import looks up every
     * position of every game, and few of them end a line; 16 KB answer most of them.
     */
    private final long[] filter = new long[1 << (FILTER_BITS - 6)];

    private EcoTable(List<EcoLine> lines, LongIntHashMap byKey, long[] keys) {
        this.lines = lines;
        this.byKey = byKey;
        for (long key : keys) {
            int bit = (int) (key >>> (Long.SIZE - FILTER_BITS));
            filter[bit >>> 6] |= 1L << bit;
        }
    }

    /**
     * A table of these lines; when two end in the same position the later one names it.
     *
     * @throws IllegalArgumentException naming a line whose moves are not legal
     */
    public static EcoTable of(List<EcoLine> lines) {
        LongIntHashMap byKey = new LongIntHashMap(lines.size());
        long[] keys = new long[lines.size()];
        for (int index = 0; index < lines.size(); index++) {
            EcoLine line = lines.get(index);
            Position position = Position.startpos();
            try {
                MoveText.play(position, line.moves());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(line.eco() + " " + line.name() + ": " + e.getMessage(), e);
            }
            keys[index] = position.key();
            byKey.put(keys[index], index + 1);
        }
        return new EcoTable(List.copyOf(lines), byKey, keys);
    }

    /** The table written for this project: at least the main line of every ECO code A00-E99. */
    public static EcoTable builtIn() {
        return of(builtInLines());
    }

    private static List<EcoLine> builtInLines() {
        try (InputStream in = builtInStream()) {
            return readTsv(new InputStreamReader(in, StandardCharsets.UTF_8), BUILT_IN);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The bundle resource; when running from compiled sources only (releng/dev-cli.sh, which sets
     * {@code rookery.root} and puts no resources on the class path) the file in the source tree.
     */
    private static InputStream builtInStream() throws IOException {
        InputStream resource = EcoTable.class.getResourceAsStream(BUILT_IN);
        if (resource != null) {
            return resource;
        }
        String root = System.getProperty("rookery.root");
        Path source = root == null ? null : Path.of(root, "bundles", "rookery.database", BUILT_IN.substring(1));
        if (source == null || !Files.isRegularFile(source)) {
            throw new IllegalStateException("the ECO table " + BUILT_IN + " is missing from the class path");
        }
        return Files.newInputStream(source);
    }

    /** The built-in table extended by every table in the folder (imported with {@code rookery eco import}). */
    public static EcoTable builtInWith(Path folder) throws IOException {
        List<EcoLine> lines = new ArrayList<>(builtInLines());
        if (Files.isDirectory(folder)) {
            try (var files = Files.list(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".tsv")).sorted().toList()) {
                    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                        lines.addAll(readTsv(reader, file.toString()));
                    }
                }
            }
        }
        return of(lines);
    }

    /**
     * Reads {@code eco<TAB>name<TAB>moves} lines after a header line.
     *
     * @throws IOException naming the line that does not have three fields
     */
    public static List<EcoLine> readTsv(Reader tsv, String source) throws IOException {
        List<EcoLine> lines = new ArrayList<>();
        BufferedReader reader = new BufferedReader(tsv);
        String text = reader.readLine();
        for (int number = 2; (text = reader.readLine()) != null; number++) {
            if (text.isBlank()) {
                continue;
            }
            String[] fields = text.split("\t", -1);
            if (fields.length != 3) {
                throw new IOException(source + ":" + number + ": expected eco, name and moves separated by tabs");
            }
            lines.add(new EcoLine(fields[0].strip(), fields[1].strip(), fields[2].strip()));
        }
        return lines;
    }

    public static void writeTsv(List<EcoLine> lines, Writer out) throws IOException {
        out.write(HEADER + "\n");
        for (EcoLine line : lines) {
            out.write(line.eco() + "\t" + line.name() + "\t" + line.moves() + "\n");
        }
    }

    public List<EcoLine> lines() {
        return lines;
    }

    public int size() {
        return byKey.size();
    }

    /** The line ending in the position with this key, or null. */
    public EcoLine at(long key) {
        int bit = (int) (key >>> (Long.SIZE - FILTER_BITS));
        if ((filter[bit >>> 6] & 1L << bit) == 0) {
            return null;
        }
        int index = byKey.get(key);
        return index == 0 ? null : lines.get(index - 1);
    }

    /** The line of the last of these keys (in game order) that ends a line, or null. */
    public EcoLine deepest(long[] keys) {
        for (int i = keys.length - 1; i >= 0; i--) {
            EcoLine line = at(keys[i]);
            if (line != null) {
                return line;
            }
        }
        return null;
    }

    /** The deepest line among the position and the positions of its history, or null. */
    public EcoLine classify(Position position) {
        Position walk = position.copy();
        while (true) {
            EcoLine line = at(walk.key());
            if (line != null || walk.ply() == 0) {
                return line;
            }
            walk.undo();
        }
    }
}
