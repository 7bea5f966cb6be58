package rookery.ui.training;

import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

import rookery.database.RookeryHome;

/**
 * Where the drill schedule of a repertoire file is kept: in the workspace
 * ({@code .metadata/.plugins/rookery.ui/drill/}), one file per repertoire file named by the hash of
 * its absolute path; outside a workbench (no instance location), under Rookery's home folder.
 */
public final class DrillSchedules {

    private DrillSchedules() {
    }

    public static Path fileFor(Path repertoire) {
        return folder().resolve(hash(repertoire.toAbsolutePath().normalize().toString()) + ".properties");
    }

    private static Path folder() {
        try {
            Location instance = Platform.getInstanceLocation();
            URL url = instance == null || !instance.isSet() ? null : instance.getURL();
            if (url != null && "file".equals(url.getProtocol())) {
                return Path.of(url.getPath()).resolve(".metadata/.plugins/rookery.ui/drill");
            }
        } catch (RuntimeException | LinkageError outsideOsgi) {
            // no running platform: the home folder below
        }
        return RookeryHome.folder().resolve("drill");
    }

    private static String hash(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8))).substring(0, 32);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
