package rookery.tablebase.syzygy;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;

import rookery.chess.Position;

/**
 * Writes {@code fathom-oracle.txt.gz} (gzip), the facts {@link FathomOracleTest} checks: {@code FathomOracle
 * TABLES FATHOM OUT [PER_TABLE]} makes random legal positions of every table in the folder (fixed
 * seed; either color orientation, either side to move, a quarter with a halfmove clock up to 99,
 * and en passant positions for tables with pawns on both sides), asks Debian's {@code fathom}
 * ({@code /usr/games/fathom}) about each and writes one line a position:
 * {@code FEN;WDL;DTZ;best move;winning moves;drawing moves;losing moves} as fathom prints them.
 */
public final class FathomOracle {

    private static final Pattern TAG = Pattern.compile("^\\[(\\w+) \"(.*)\"\\]$", Pattern.MULTILINE);
    private static final Pattern FIRST_MOVE = Pattern.compile("^1\\.(?:\\.\\.)? (\\S+)", Pattern.MULTILINE);

    private FathomOracle() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Path tables = Path.of(args[0]);
        String fathom = args[1];
        Path out = Path.of(args[2]);
        int perTable = args.length > 3 ? Integer.parseInt(args[3]) : 100;
        SplittableRandom random = new SplittableRandom(36);
        TreeSet<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.list(tables)) {
            files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".rtbw"))
                    .forEach(name -> names.add(name.substring(0, name.length() - 5)));
        }
        try (BufferedWriter writer = new BufferedWriter(new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(out)), StandardCharsets.UTF_8))) {
            writer.write("# FEN;WDL;DTZ;best move;winning moves;drawing moves;losing moves, from fathom (FathomOracle)\n");
            for (String name : names) {
                Material material = Material.parse(name);
                List<Position> positions = new ArrayList<>();
                while (positions.size() < perTable) {
                    Position position = RandomEndgames.position(material, random, false);
                    if (position != null) {
                        positions.add(position);
                    }
                }
                boolean bothPawns = material.count(0, 0) > 0 && material.count(1, 0) > 0;
                for (int i = 0; bothPawns && i < perTable; ) {
                    Position position = RandomEndgames.position(material, random, true);
                    if (position != null) {
                        positions.add(position);
                        i++;
                    }
                }
                for (Position position : positions) {
                    String line = ask(fathom, tables, position.fen());
                    if (line != null) {
                        writer.write(line);
                        writer.write('\n');
                    }
                }
            }
        }
    }

    private static String ask(String fathom, Path tables, String fen) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(fathom, "--path=" + tables, fen).redirectErrorStream(true).start();
        String output;
        try (InputStream in = process.getInputStream()) {
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        if (process.waitFor() != 0) {
            return null;
        }
        Map<String, String> tags = new TreeMap<>();
        Matcher tag = TAG.matcher(output);
        while (tag.find()) {
            tags.put(tag.group(1), tag.group(2));
        }
        Matcher first = FIRST_MOVE.matcher(output);
        String best = first.find() ? first.group(1) : "";
        return String.join(";", fen, tags.get("WDL"), tags.get("DTZ"), best, tags.get("WinningMoves"), tags.get("DrawingMoves"),
                tags.get("LosingMoves"));
    }
}
