package rookery.ui.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;

/** Saves what a control shows as a PNG under target/screenshots of the test bundle (the working directory). */
public final class Screenshots {
    public static final Path FOLDER = Path.of(System.getProperty("rookery.screenshots", "target/screenshots"));

    private Screenshots() {
    }

    public static Path save(Control control, String name) {
        Point size = control.getSize();
        Image image = new Image(control.getDisplay(), size.x, size.y);
        GC gc = new GC(control);
        try {
            gc.copyArea(image, 0, 0);
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {image.getImageData()};
            Files.createDirectories(FOLDER);
            Path file = FOLDER.resolve(name + ".png");
            loader.save(file.toString(), SWT.IMAGE_PNG);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
