package rookery.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import picocli.CommandLine.IVersionProvider;

/**
 * {@code ./rookery --version}: the Bundle-Version of the jar the command line runs from (its
 * qualifier is the build's date and time), read from the jar's manifest.
 */
final class BundleVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"Rookery " + of(RookeryCommand.class)};
    }

    static String of(Class<?> type) {
        try {
            return of(Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()));
        } catch (URISyntaxException | RuntimeException e) {
            return "(version unknown: " + e.getMessage() + ")";
        }
    }

    /** The Bundle-Version in the manifest of a jar, or of a folder of classes. */
    static String of(Path location) {
        try {
            Manifest manifest = null;
            if (Files.isRegularFile(location)) {
                try (JarFile jar = new JarFile(location.toFile())) {
                    manifest = jar.getManifest();
                }
            } else if (Files.isRegularFile(location.resolve("META-INF/MANIFEST.MF"))) {
                try (InputStream in = Files.newInputStream(location.resolve("META-INF/MANIFEST.MF"))) {
                    manifest = new Manifest(in);
                }
            }
            String version = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-Version");
            return version == null ? "(a development build without a bundle manifest)" : version;
        } catch (IOException e) {
            return "(version unknown: " + e.getMessage() + ")";
        }
    }
}
