package rookery.tablebase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The small tables the tests need, generated once per test run into a temporary folder. */
final class TestTables {

    static final List<String> SIGNATURES = List.of("KQK", "KRK", "KBK", "KNK", "KPK", "KBBK", "KBNK", "KNNK", "KQKR");
    private static Tablebases tablebases;

    private TestTables() {
    }

    static synchronized Tablebases get() {
        if (tablebases == null) {
            try {
                Path directory = Files.createTempDirectory("rookery-tables");
                directory.toFile().deleteOnExit();
                Tablebases generated = Tablebases.open(directory);
                TableGenerator generator = new TableGenerator(generated, Runtime.getRuntime().availableProcessors(), GenerationListener.SILENT);
                for (String signature : SIGNATURES) {
                    generator.generateMissing(Signature.parse(signature));
                }
                try (var files = Files.list(directory)) {
                    files.forEach(file -> file.toFile().deleteOnExit());
                }
                tablebases = generated;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return tablebases;
    }

    static Table table(String signature) {
        return get().table(Signature.parse(signature));
    }
}
