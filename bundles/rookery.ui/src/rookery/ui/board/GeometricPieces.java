package rookery.ui.board;

import org.eclipse.swt.graphics.Device;
import org.eclipse.swt.graphics.Path;

import rookery.chess.Role;

/**
 * The {@link PieceSet#GEOMETRIC} pieces, drawn by Rookery itself from circles, rectangles and
 * polygons (no font): each piece a silhouette on a common base, in a square of side {@code size}.
 * Coordinates are in hundredths of the square.
 */
final class GeometricPieces {
    private GeometricPieces() {
    }

    /** The silhouette of {@code role} for squares of side {@code size}; the caller disposes it. */
    static Path of(Device device, Role role, int size) {
        Path path = new Path(device);
        float unit = size / 100f;
        base(path, unit);
        switch (role) {
            case PAWN -> {
                polygon(path, unit, 36, 78, 42, 52, 58, 52, 64, 78);
                circle(path, unit, 50, 40, 13);
            }
            case ROOK -> {
                polygon(path, unit, 30, 78, 33, 40, 67, 40, 70, 78);
                polygon(path, unit, 27, 40, 27, 22, 36, 22, 36, 29, 45, 29, 45, 22, 55, 22, 55, 29, 64, 29, 64, 22, 73, 22, 73, 40);
            }
            case KNIGHT -> polygon(path, unit, 30, 78, 34, 58, 44, 46, 28, 52, 22, 44, 40, 24, 44, 14, 50, 22, 62, 24, 72, 40, 74, 78);
            case BISHOP -> {
                polygon(path, unit, 36, 78, 40, 60, 60, 60, 64, 78);
                ellipse(path, unit, 50, 44, 15, 20);
                circle(path, unit, 50, 19, 6);
            }
            case QUEEN -> {
                polygon(path, unit, 28, 78, 22, 32, 36, 56, 42, 26, 50, 54, 58, 26, 64, 56, 78, 32, 72, 78);
                for (int x : new int[] {22, 42, 58, 78}) {
                    circle(path, unit, x, x == 22 || x == 78 ? 28 : 22, 6);
                }
            }
            case KING -> {
                polygon(path, unit, 28, 78, 24, 44, 38, 36, 62, 36, 76, 44, 72, 78);
                polygon(path, unit, 46, 36, 46, 26, 38, 26, 38, 18, 46, 18, 46, 10, 54, 10, 54, 18, 62, 18, 62, 26, 54, 26, 54, 36);
            }
        }
        return path;
    }

    private static void base(Path path, float unit) {
        path.addRectangle(22 * unit, 78 * unit, 56 * unit, 10 * unit);
    }

    private static void polygon(Path path, float unit, int... points) {
        path.moveTo(points[0] * unit, points[1] * unit);
        for (int i = 2; i < points.length; i += 2) {
            path.lineTo(points[i] * unit, points[i + 1] * unit);
        }
        path.close();
    }

    private static void circle(Path path, float unit, int x, int y, int radius) {
        ellipse(path, unit, x, y, radius, radius);
    }

    private static void ellipse(Path path, float unit, int x, int y, int rx, int ry) {
        path.addArc((x - rx) * unit, (y - ry) * unit, 2 * rx * unit, 2 * ry * unit, 0, 360);
        path.close();
    }
}
