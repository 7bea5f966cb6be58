package rookery.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --version} reads the Bundle-Version of the jar the command line runs from. */
class BundleVersionTest {
    @TempDir
    Path folder;

    @Test
    void theJarsBundleVersion() throws Exception {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue("Bundle-Version", "0.1.0.202611262255");
        Path jar = folder.resolve("rookery.cli_0.1.0.202611262255.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream ignored = new JarOutputStream(out, manifest)) {
            // the manifest is all the jar needs
        }
        assertEquals("0.1.0.202611262255", BundleVersion.of(jar));
        assertEquals("(a development build without a bundle manifest)", BundleVersion.of(Files.createDirectories(folder.resolve("classes"))));
        assertEquals("0.1.0 (build 202611262255)", BundleVersion.readable("0.1.0.202611262255"));
        assertEquals("0.1.0", BundleVersion.readable("0.1.0"));
        assertEquals("(a development build without a bundle manifest)", BundleVersion.readable("(a development build without a bundle manifest)"));
        CommandRun version = CommandRun.of("--version");
        assertEquals(0, version.exit());
        assertTrue(version.out().startsWith("Rookery "), version.out());
        assertTrue(version.out().contains("\nJava " + System.getProperty("java.version") + " "), "the runtime it runs on: " + version.out());
    }
}
