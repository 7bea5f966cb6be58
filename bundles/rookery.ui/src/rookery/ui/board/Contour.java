package rookery.ui.board;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Path;
import org.eclipse.swt.graphics.PathData;

/** One closed contour of a glyph's outline: a start point and segments (lines, quadratic and cubic curves). */
final class Contour {
    private final float startX;
    private final float startY;
    private final List<byte[]> types = new ArrayList<>();
    private final List<float[]> segments = new ArrayList<>();
    private final float[] bounds = {Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
    private double doubleArea;
    private float lastX;
    private float lastY;

    private Contour(float x, float y) {
        startX = x;
        startY = y;
        lastX = x;
        lastY = y;
        include(x, y);
    }

    /** The contours of a path, each begun by a move. */
    static List<Contour> split(PathData data) {
        List<Contour> contours = new ArrayList<>();
        float[] p = data.points;
        int point = 0;
        Contour current = null;
        for (byte type : data.types) {
            int coordinates = switch (type) {
                case SWT.PATH_MOVE_TO, SWT.PATH_LINE_TO -> 2;
                case SWT.PATH_QUAD_TO -> 4;
                case SWT.PATH_CUBIC_TO -> 6;
                default -> 0;
            };
            if (type == SWT.PATH_MOVE_TO) {
                current = new Contour(p[point], p[point + 1]);
                contours.add(current);
            } else if (type != SWT.PATH_CLOSE && current != null) {
                float[] segment = new float[coordinates];
                System.arraycopy(p, point, segment, 0, coordinates);
                current.add(type, segment);
            }
            point += coordinates;
        }
        return contours;
    }

    private void add(byte type, float[] segment) {
        types.add(new byte[] {type});
        segments.add(segment);
        for (int c = 0; c < segment.length; c += 2) {
            include(segment[c], segment[c + 1]);
            doubleArea += (double) lastX * segment[c + 1] - (double) segment[c] * lastY;
            lastX = segment[c];
            lastY = segment[c + 1];
        }
    }

    private void include(float x, float y) {
        bounds[0] = Math.min(bounds[0], x);
        bounds[1] = Math.min(bounds[1], y);
        bounds[2] = Math.max(bounds[2], x);
        bounds[3] = Math.max(bounds[3], y);
    }

    @Override
    public String toString() {
        return java.util.Arrays.toString(bounds) + " segments " + segments.size();
    }

    /** The direction the contour runs: 1 or -1 (its control points' signed area, closed back to the start). */
    int orientation() {
        double closed = doubleArea + (double) lastX * startY - (double) startX * lastY;
        return closed >= 0 ? 1 : -1;
    }

    /** How many of the other contours' bounds contain this one's. */
    int depthIn(List<Contour> all) {
        int depth = 0;
        for (Contour other : all) {
            float[] b = other.bounds;
            if (other != this && b[0] <= bounds[0] && b[1] <= bounds[1] && b[2] >= bounds[2] && b[3] >= bounds[3]
                    && (b[0] < bounds[0] || b[1] < bounds[1] || b[2] > bounds[2] || b[3] > bounds[3])) {
                depth++;
            }
        }
        return depth;
    }

    /** Adds the contour to {@code path}, run backwards when {@code reversed}. */
    void addTo(Path path, boolean reversed) {
        if (!reversed) {
            path.moveTo(startX, startY);
            for (int i = 0; i < segments.size(); i++) {
                segment(path, types.get(i)[0], segments.get(i));
            }
            path.close();
            return;
        }
        float[] end = segments.isEmpty() ? new float[] {startX, startY} : segments.get(segments.size() - 1);
        path.moveTo(end[end.length - 2], end[end.length - 1]);
        for (int i = segments.size() - 1; i >= 0; i--) {
            float[] segment = segments.get(i);
            float[] previous = i == 0 ? new float[] {startX, startY} : segments.get(i - 1);
            float[] backwards = new float[segment.length];
            for (int c = 0; c + 2 < segment.length; c += 2) {
                backwards[segment.length - 4 - c] = segment[c];
                backwards[segment.length - 3 - c] = segment[c + 1];
            }
            backwards[segment.length - 2] = previous[previous.length - 2];
            backwards[segment.length - 1] = previous[previous.length - 1];
            segment(path, types.get(i)[0], backwards);
        }
        path.close();
    }

    private static void segment(Path path, byte type, float[] p) {
        switch (type) {
            case SWT.PATH_LINE_TO -> path.lineTo(p[0], p[1]);
            case SWT.PATH_QUAD_TO -> path.quadTo(p[0], p[1], p[2], p[3]);
            case SWT.PATH_CUBIC_TO -> path.cubicTo(p[0], p[1], p[2], p[3], p[4], p[5]);
            default -> throw new IllegalStateException("path segment type " + type);
        }
    }
}
