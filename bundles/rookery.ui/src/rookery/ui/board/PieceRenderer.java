package rookery.ui.board;

import java.util.EnumMap;
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
 * Draws pieces from the DejaVu Sans chess glyphs as anti-aliased paths: the solid glyph
 * (U+265A..U+265F) gives the silhouette, filled with the piece's colour, and the outlined glyph
 * (U+2654..U+2659) on top gives the contour and inner lines in the contrasting colour, so both
 * sides read well on light and dark squares. Paths are built once per square size.
 */
final class PieceRenderer {
    private static final String FONT = "DejaVu Sans";

    private final Device device;
    private final Color whiteFill;
    private final Color blackFill;
    private final Color whiteLines;
    private final Color blackLines;
    private final Map<Role, Path> silhouettes = new EnumMap<>(Role.class);
    private final Map<Role, Path> contours = new EnumMap<>(Role.class);
    private int size = -1;

    PieceRenderer(Device device) {
        this.device = device;
        whiteFill = new Color(device, 255, 255, 255);
        blackFill = new Color(device, 28, 28, 28);
        whiteLines = new Color(device, 20, 20, 20);
        blackLines = new Color(device, 205, 205, 205);
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
            gc.fillPath(silhouettes.get(piece.role()));
            gc.setBackground(white ? whiteLines : blackLines);
            gc.fillPath(contours.get(piece.role()));
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
        Font font = new Font(device, FONT, Math.max(4, squareSize * 3 / 4), SWT.NORMAL);
        try {
            for (Role role : Role.values()) {
                String solid = String.valueOf((char) (0x265A + offset(role)));
                float[] shift = centring(font, solid);
                silhouettes.put(role, glyph(font, solid, shift));
                contours.put(role, glyph(font, String.valueOf((char) (0x2654 + offset(role))), shift));
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
        silhouettes.values().forEach(Path::dispose);
        contours.values().forEach(Path::dispose);
        silhouettes.clear();
        contours.clear();
    }

    void dispose() {
        disposePaths();
        whiteFill.dispose();
        blackFill.dispose();
        whiteLines.dispose();
        blackLines.dispose();
    }
}
