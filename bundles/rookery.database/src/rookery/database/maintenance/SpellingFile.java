package rookery.database.maintenance;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A spelling file in SCID's {@code .ssp} format: sections {@code @PLAYER}, {@code @EVENT},
 * {@code @SITE} (and {@code @ROUND}, read and left aside), each a list of correct names, every one
 * followed by its other spellings on lines starting with {@code =}; {@code #} starts a comment,
 * {@code %} lines (Elo, biography, prefixes) and {@code >} lines are information this reader
 * passes over. Names are compared as {@link NameSpellings#folded} folds them.
 */
public final class SpellingFile {

    private final Map<NameKind, Map<String, String>> correct;

    private SpellingFile(Map<NameKind, Map<String, String>> correct) {
        this.correct = correct;
    }

    /**
     * Reads the file (UTF-8, or Latin-1 when it is not valid UTF-8, as older SCID files are).
     *
     * @throws IOException naming the file and line of a name outside a section or an unknown section
     */
    public static SpellingFile read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(bytes)).toString();
        } catch (java.nio.charset.CharacterCodingException notUtf8) {
            text = new String(bytes, StandardCharsets.ISO_8859_1);
        }
        Map<NameKind, Map<String, String>> correct = new EnumMap<>(NameKind.class);
        List<String> lines = text.lines().toList();
        Map<String, String> section = null;
        boolean known = false;
        String current = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int comment = line.indexOf('#');
            String name = (comment >= 0 ? line.substring(0, comment) : line).strip();
            if (name.isEmpty() || name.startsWith("%") || name.startsWith(">")) {
                continue;
            }
            if (name.startsWith("@")) {
                String title = name.substring(1).split("[\\s\"]", 2)[0].toUpperCase(Locale.ROOT);
                known = true;
                current = null;
                section = switch (title) {
                    case "PLAYER" -> correct.computeIfAbsent(NameKind.PLAYER, kind -> new HashMap<>());
                    case "EVENT" -> correct.computeIfAbsent(NameKind.EVENT, kind -> new HashMap<>());
                    case "SITE" -> correct.computeIfAbsent(NameKind.SITE, kind -> new HashMap<>());
                    case "ROUND" -> new HashMap<>();
                    default -> throw new IOException(file + ":" + (i + 1) + ": unknown section @" + title
                            + " (a spelling file has @PLAYER, @EVENT, @SITE and @ROUND)");
                };
                continue;
            }
            if (!known) {
                throw new IOException(file + ":" + (i + 1) + ": a name before the first section (@PLAYER, @EVENT, @SITE or @ROUND): "
                        + name);
            }
            if (name.startsWith("=")) {
                if (current == null) {
                    throw new IOException(file + ":" + (i + 1) + ": another spelling (=) before the name it spells: " + name);
                }
                section.putIfAbsent(NameSpellings.folded(name.substring(1).strip()), current);
            } else {
                current = name;
                section.putIfAbsent(NameSpellings.folded(name), current);
            }
        }
        return new SpellingFile(correct);
    }

    /** The file's correct spelling of the name, or null when the file does not know it. */
    public String correct(NameKind kind, String name) {
        Map<String, String> names = correct.get(kind);
        return names == null ? null : names.get(NameSpellings.folded(name));
    }
}
