package rookery.tablebase;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Square;

/**
 * Developer tool for releng/tablebase-crosscheck.sh: prints {@code FEN<TAB>wdl<TAB>dtm} for every
 * position of the given tables, or for a random sample, as answered by {@link Tablebases#probe}.
 * Missing tables are generated first.
 *
 * <pre>TableDump DIR [--sample COUNT] [--seed SEED] [--en-passant] SIGNATURE...
 * TableDump DIR --verify SIGNATURE...</pre>
 *
 * With a sample, half of the positions are written with the colors exchanged, so that the probe
 * of the other orientation is checked too. With {@code --en-passant} the sample takes only
 * positions where the side to move has a double pawn step that the opponent can answer en
 * passant, and writes each together with the position after that step (which has the right).
 * With {@code --verify} it prints per table how many positions break the DTM equation (see
 * {@link Retrograde#verify}) instead, with examples.
 */
public final class TableDump {

    private TableDump() {
    }

    public static void main(String[] args) throws IOException {
        Tablebases tablebases = Tablebases.open(Path.of(args[0]));
        long sample = 0;
        long seed = 1;
        boolean enPassant = false;
        boolean verify = false;
        List<Signature> signatures = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--sample" -> sample = Long.parseLong(args[++i]);
                case "--seed" -> seed = Long.parseLong(args[++i]);
                case "--en-passant" -> enPassant = true;
                case "--verify" -> verify = true;
                default -> signatures.add(Signature.parse(args[i]));
            }
        }
        TableGenerator generator = new TableGenerator(tablebases, Runtime.getRuntime().availableProcessors(), GenerationListener.SILENT);
        SplittableRandom random = new SplittableRandom(seed);
        try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.US_ASCII))) {
            for (Signature signature : signatures) {
                generator.generateMissing(signature);
                Table table = tablebases.table(signature.canonical());
                if (verify) {
                    Retrograde.Verification verification = Retrograde.verify(table, tablebases::table,
                            Runtime.getRuntime().availableProcessors(), 5);
                    out.write(signature.canonical() + "\t" + verification.positions() + " positions\t" + verification.inconsistent()
                            + " inconsistent\t" + String.join(" | ", verification.examples()) + "\n");
                } else if (sample == 0) {
                    for (int number = 0; number < table.index.size; number++) {
                        if (table.index.isLegal(number)) {
                            write(out, tablebases, TableStatistics.fen(table.index, number));
                        }
                    }
                } else {
                    for (long written = 0; written < sample; ) {
                        int number = random.nextInt(table.index.size);
                        if (!table.index.isLegal(number)) {
                            continue;
                        }
                        String fen = TableStatistics.fen(table.index, number);
                        fen = random.nextBoolean() ? fen : swapColors(fen);
                        if (!enPassant) {
                            write(out, tablebases, fen);
                            written++;
                            continue;
                        }
                        Position position = Position.fromFen(fen);
                        for (int move : position.legalMoves()) {
                            if (position.pieceAt(Move.from(move)).role() == Role.PAWN && Math.abs(Move.to(move) - Move.from(move)) == 16) {
                                position.play(move);
                                if (position.epSquare() != Square.NONE) {
                                    write(out, tablebases, fen);
                                    write(out, tablebases, position.fen());
                                    written++;
                                }
                                position.undo();
                            }
                        }
                    }
                }
            }
        }
    }

    private static void write(BufferedWriter out, Tablebases tablebases, String fen) throws IOException {
        Probe probe = tablebases.probe(Position.fromFen(fen));
        out.write(fen + "\t" + probe.wdl().label() + "\t" + probe.dtm() + "\n");
    }

    /** The same position seen from the other side: ranks reversed, colors and side to move exchanged. */
    static String swapColors(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int rank = ranks.length - 1; rank >= 0; rank--) {
            for (char c : ranks[rank].toCharArray()) {
                board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
            }
            board.append(rank > 0 ? "/" : "");
        }
        return board + " " + (fields[1].equals("w") ? "b" : "w") + " - - 0 1";
    }
}
