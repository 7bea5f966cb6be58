package rookery.ui.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The documentation shipped with Rookery: README.md in the installation's (or source tree's) root,
 * {@code -Drookery.root}, and the Markdown files of its {@code docs/} folder, each titled by its
 * first heading.
 */
public final class Documentation {
    private Documentation() {
    }

    /** A document: its file and its title. */
    public record Document(Path file, String title) {
        /** The document's text. */
        public String text() {
            try {
                return Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + file, e);
            }
        }
    }

    /** The installation's root, where the launcher says it is. */
    public static Optional<Path> root() {
        String root = System.getProperty("rookery.root");
        return root == null || root.isBlank() ? Optional.empty() : Optional.of(Path.of(root));
    }

    /** README.md first, then docs/*.md by name; empty when {@code root} holds no README.md. */
    public static List<Document> in(Path root) throws IOException {
        List<Document> documents = new ArrayList<>();
        Path readme = root.resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            return documents;
        }
        documents.add(document(readme));
        Path docs = root.resolve("docs");
        if (Files.isDirectory(docs)) {
            try (Stream<Path> files = Files.list(docs)) {
                for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList()) {
                    documents.add(document(file));
                }
            }
        }
        return documents;
    }

    private static Document document(Path file) throws IOException {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
            String title = lines.filter(line -> line.startsWith("# ")).findFirst().map(line -> line.substring(2).strip())
                    .orElse(file.getFileName().toString());
            return new Document(file, title);
        }
    }
}
