package rookery.ui.board;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.Transform;

import rookery.chess.Piece;
import rookery.chess.Role;

/**
 * Draws pieces from the DejaVu Sans chess glyphs (U+2654..U+2659) as anti-aliased paths. The
 * glyph's outer contours, without the holes between its lines, are the body, filled with the
 * piece's colour so no square shows through; the {@link PieceSet#OUTLINED} set draws the whole
 * glyph's lines on top in the contrasting colour, the {@link PieceSet#SOLID} set only the body's
 * outline; the {@link PieceSet#GEOMETRIC} set draws Rookery's own shapes ({@link GeometricPieces})
 * filled and outlined alike. Paths are built once per square size.
 */
final class PieceRenderer {
    private static final String FONT = "DejaVu Sans";

    private final Device device;
    private final Color whiteFill;
    private final Color blackFill;
    private final Color whiteLines;
    private final Color blackLines;
    private final Map<Role, Path> bodies = new EnumMap<>(Role.class);
    private final Map<Role, Path> contours = new EnumMap<>(Role.class);
    private final Map<Role, Path> geometric = new EnumMap<>(Role.class);
    private int size = -1;
    private PieceSet set = PieceSet.OUTLINED;

    PieceRenderer(Device device) {
        this.device = device;
        whiteFill = new Color(device, 255, 255, 255);
        blackFill = new Color(device, 28, 28, 28);
        whiteLines = new Color(device, 20, 20, 20);
        blackLines = new Color(device, 205, 205, 205);
    }

    void setPieceSet(PieceSet pieceSet) {
        set = pieceSet;
    }

    /** Draws {@code piece} centred in the square of side {@code squareSize} whose top-left corner is (x, y). */
    void draw(GC gc, Piece piece, int x, int y, int squareSize) {
        prepare(squareSize);
        boolean white = piece.color() == rookery.chess.Color.WHITE;
        Transform transform = new Transform(device);
        try {
            transform.translate(x, y);
            gc.setTransform(transform);
            gc.setFillRule(SWT.FILL_WINDING);
            gc.setBackground(white ? whiteFill : blackFill);
            Path body = (set == PieceSet.GEOMETRIC ? geometric : bodies).get(piece.role());
            gc.fillPath(body);
            if (set == PieceSet.OUTLINED) {
                gc.setBackground(white ? whiteLines : blackLines);
                gc.fillPath(contours.get(piece.role()));
            } else {
                gc.setForeground(white ? whiteLines : blackLines);
                gc.setLineWidth(Math.max(1, size / 36));
                gc.drawPath(body);
            }
        } finally {
            gc.setTransform(null);
            transform.dispose();
        }
    }

    private void prepare(int squareSize) {
        if (squareSize == size) {
            return;
        }
        disposePaths();
        size = squareSize;
        for (Role role : Role.values()) {
            geometric.put(role, GeometricPieces.of(device, role, squareSize));
        }
        Font font = new Font(device, FONT, Math.max(4, squareSize * 3 / 4), SWT.NORMAL);
        try {
            for (Role role : Role.values()) {
                String outlined = String.valueOf((char) (0x2654 + offset(role)));
                float[] shift = centring(font, outlined);
                Path glyph = glyph(font, outlined, shift);
                try {
                    Path[] linesAndBody = linesAndBody(glyph);
                    contours.put(role, linesAndBody[0]);
                    bodies.put(role, linesAndBody[1]);
                } finally {
                    glyph.dispose();
                }
            }
        } finally {
            font.dispose();
        }
    }

    /** The offset that centres the ink of {@code text} in the square (both glyphs of a piece share it). */
    private float[] centring(Font font, String text) {
        Path probe = new Path(device);
        float[] bounds = new float[4];
        try {
            probe.addString(text, 0, 0, font);
            probe.getBounds(bounds);
        } finally {
            probe.dispose();
        }
        return new float[] {(size - bounds[2]) / 2f - bounds[0], (size - bounds[3]) / 2f - bounds[1]};
    }

    private Path glyph(Font font, String text, float[] shift) {
        Path path = new Path(device);
        path.addString(text, shift[0], shift[1], font);
        return path;
    }

    /**
     * The glyph's contours as drawable paths: its lines, every contour turned so that the ones
     * inside an odd number of others run against the outer ones (fonts do not agree on it, and
     * with the winding rule a hole that runs the same way would be filled), and its body, the
     * contours inside no other.
     */
    private Path[] linesAndBody(Path glyph) {
        List<Contour> contours = Contour.split(glyph.getPathData());
        Path lines = new Path(device);
        Path body = new Path(device);
        int outerSign = 0;
        for (Contour contour : contours) {
            int depth = contour.depthIn(contours);
            if (depth == 0 && outerSign == 0) {
                outerSign = contour.orientation();
            }
            boolean turn = outerSign != 0 && contour.orientation() != (depth % 2 == 0 ? outerSign : -outerSign);
            contour.addTo(lines, turn);
            if (depth == 0) {
                contour.addTo(body, false);
            }
        }
        return new Path[] {lines, body};
    }

    /** Unicode order: king, queen, rook, bishop, knight, pawn. */
    private static int offset(Role role) {
        return switch (role) {
            case KING -> 0;
            case QUEEN -> 1;
            case ROOK -> 2;
            case BISHOP -> 3;
            case KNIGHT -> 4;
            case PAWN -> 5;
        };
    }

    private void disposePaths() {
        bodies.values().forEach(Path::dispose);
        contours.values().forEach(Path::dispose);
        geometric.values().forEach(Path::dispose);
        bodies.clear();
        contours.clear();
        geometric.clear();
    }

    void dispose() {
        disposePaths();
        whiteFill.dispose();
        blackFill.dispose();
        whiteLines.dispose();
        blackLines.dispose();
    }
}
