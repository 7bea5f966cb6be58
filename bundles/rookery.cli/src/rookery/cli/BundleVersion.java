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
 * {@code ./rookery --version}: the Bundle-Version of the jar the command line runs from, read from
 * the jar's manifest, as Help > About shows it (major.minor.micro, and the qualifier as the build's
 * date and time), and the Java runtime it runs on.
 */
final class BundleVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {"Rookery " + readable(of(RookeryCommand.class)),
                "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ") in " + System.getProperty("java.home")};
    }

    /** "0.3.0.202611272245" as "0.3.0 (build 202611272245)"; anything else as it is. */
    static String readable(String bundleVersion) {
        if (!bundleVersion.matches("\\d+\\.\\d+\\.\\d+.*")) {
            return bundleVersion;
        }
        String[] parts = bundleVersion.split("\\.", 4);
        String release = parts[0] + "." + parts[1] + "." + parts[2];
        return parts.length == 4 ? release + " (build " + parts[3] + ")" : release;
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
