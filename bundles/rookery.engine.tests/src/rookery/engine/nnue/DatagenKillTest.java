package rookery.engine.nnue;

import static org.junit.jupiter.api.Assertions.*;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.engine.search.SearchPool;

/** A real datagen process killed with SIGKILL while it writes leaves a file that the next run completes. */
class DatagenKillTest {

    @TempDir
    Path folder;

    @Test
    void aKilledRunLeavesAValidFileThatTheNextRunAppendsTo() throws Exception {
        String classPath = classPath(DatagenChild.class, SelfPlay.class, SearchPool.class, Position.class);
        assumeTrue(classPath != null, "the bundles' class folders or jars are not known");
        Path file = folder.resolve("data.bin");
        Process first = start(classPath, file, 1_000_000);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (Files.notExists(file) || Files.size(file) < 40L * TrainingRecord.BYTES) {
            assertTrue(first.isAlive() && System.nanoTime() < deadline, "the child wrote nothing");
            Thread.sleep(20);
        }
        first.destroyForcibly();
        assertTrue(first.waitFor(30, TimeUnit.SECONDS));
        assertEquals(137, first.exitValue(), "killed by SIGKILL");

        List<TrainingRecord> survived = TrainingRecordTest.readAll(file);
        assertTrue(survived.size() >= 40);
        Process second = start(classPath, file, 25);
        assertTrue(second.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, second.exitValue());
        List<TrainingRecord> all = TrainingRecordTest.readAll(file);
        assertEquals(survived.size() + 25, all.size());
        assertEquals(survived, all.subList(0, survived.size()));
        assertEquals(0, Files.size(file) % TrainingRecord.BYTES);
    }

    private static Process start(String classPath, Path file, long positions) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Xmx128m", "-cp", classPath, DatagenChild.class.getName(), file.toString(), Long.toString(positions))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    /** The folders or jars the classes were loaded from (an OSGi runtime's bundles or a plain class path), or null. */
    private static String classPath(Class<?>... classes) throws Exception {
        Set<String> entries = new LinkedHashSet<>();
        for (Class<?> type : classes) {
            String url = type.getProtectionDomain().getCodeSource().getLocation().toString();
            Path location = Path.of(new URI(url.replaceFirst("^reference:", "")));
            String classFile = type.getName().replace('.', '/') + ".class";
            Path entry = Files.isRegularFile(location) ? location
                    : List.of(location, location.resolve("target/classes"), location.resolve("bin")).stream()
                            .filter(candidate -> Files.isRegularFile(candidate.resolve(classFile))).findFirst().orElse(null);
            if (entry == null) {
                return null;
            }
            entries.add(entry.toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
