package rookery.tablebase.syzygy;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
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

import rookery.chess.Color;
import rookery.chess.InvalidPositionException;
import rookery.chess.Piece;
import rookery.chess.Position;
import rookery.chess.Role;
import rookery.chess.Setup;
import rookery.chess.Variant;

/**
 * Writes {@code fathom-oracle.txt}, the facts {@link FathomOracleTest} checks: {@code FathomOracle
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
        try (BufferedWriter writer = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            writer.write("# FEN;WDL;DTZ;best move;winning moves;drawing moves;losing moves, from fathom (FathomOracle)\n");
            for (String name : names) {
                Material material = Material.parse(name);
                List<Position> positions = new ArrayList<>();
                while (positions.size() < perTable) {
                    Position position = random(material, random, false);
                    if (position != null) {
                        positions.add(position);
                    }
                }
                boolean bothPawns = material.count(0, 0) > 0 && material.count(1, 0) > 0;
                for (int i = 0; bothPawns && i < perTable; ) {
                    Position position = random(material, random, true);
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

    /** A random legal position with moves, or null; with {@code enPassant} one where an en passant capture is legal. */
    private static Position random(Material material, SplittableRandom random, boolean enPassant) {
        boolean mirrored = random.nextBoolean();
        Piece[] board = new Piece[64];
        Color turn = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        int epSquare = -1;
        if (enPassant) {
            Color pusher = turn.other();
            int file = random.nextInt(8);
            int pawnRank = pusher == Color.WHITE ? 3 : 4;
            int pawn = pawnRank * 8 + file;
            int captureFile = file + (random.nextBoolean() ? 1 : -1);
            if (captureFile < 0 || captureFile > 7) {
                return null;
            }
            board[pawn] = Piece.of(pusher, Role.PAWN);
            board[pawnRank * 8 + captureFile] = Piece.of(turn, Role.PAWN);
            epSquare = pawn + (pusher == Color.WHITE ? -8 : 8);
            int start = pawn + (pusher == Color.WHITE ? -16 : 16);
            board[epSquare] = Piece.WHITE_KING;
            board[start] = Piece.WHITE_KING;
            if (material.count(mirrored ^ pusher == Color.BLACK ? 1 : 0, 0) < 1 || material.count(mirrored ^ turn == Color.BLACK ? 1 : 0, 0) < 1) {
                return null;
            }
        }
        List<Piece> pieces = new ArrayList<>();
        for (int color = 0; color < 2; color++) {
            Color side = (color == 1) ^ mirrored ? Color.BLACK : Color.WHITE;
            pieces.add(Piece.of(side, Role.KING));
            for (int role = 0; role < 5; role++) {
                int count = material.count(color, role);
                if (enPassant && role == 0) {
                    count--;
                }
                for (int i = 0; i < count; i++) {
                    pieces.add(Piece.of(side, Role.values()[role]));
                }
            }
        }
        for (Piece piece : pieces) {
            int square;
            do {
                square = random.nextInt(64);
            } while (board[square] != null || (piece.role() == Role.PAWN && (square < 8 || square >= 56)));
            board[square] = piece;
        }
        if (enPassant) {
            board[epSquare] = null;
            board[epSquare + (turn == Color.WHITE ? 8 : -8)] = null;
        }
        int clock = enPassant ? 0 : random.nextInt(4) == 0 ? random.nextInt(100) : 0;
        try {
            Position position = Position.fromSetup(new Setup(board, turn, 0, epSquare, clock, 1), Variant.STANDARD);
            if (!position.hasLegalMoves() || (enPassant && position.epSquare() < 0)) {
                return null;
            }
            return position;
        } catch (InvalidPositionException e) {
            return null;
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
