package rookery.database.maintenance;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Names of one kind that are spellings of one another: the same once folded (case and diacritics
 * dropped, punctuation made spaces) and, for players, once read as surname and the first
 * letter of the first name ({@code Kasparov, G}, {@code Kasparov, Garry}, {@code Garry Kasparov}
 * alike); for events and sites the same words in any order. With a spelling file, names the file
 * spells alike are grouped under its correct spelling too.
 */
public final class NameSpellings {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NOT_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private NameSpellings() {
    }

    /** The name without case, diacritics and punctuation, words separated by one space. */
    public static String folded(String name) {
        String plain = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD)).replaceAll("");
        return NOT_WORD.matcher(plain.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }

    /** What the spellings of one name have in common (see the class comment). */
    public static String key(NameKind kind, String name) {
        if (kind != NameKind.PLAYER) {
            String[] words = folded(name).split(" ");
            Arrays.sort(words);
            return String.join(" ", words);
        }
        int comma = name.indexOf(',');
        String surname;
        String given;
        if (comma >= 0) {
            surname = folded(name.substring(0, comma));
            given = folded(name.substring(comma + 1));
        } else {
            String whole = folded(name);
            int last = whole.lastIndexOf(' ');
            surname = last < 0 ? whole : whole.substring(last + 1);
            given = last < 0 ? "" : whole.substring(0, last);
        }
        return surname + "|" + (given.isEmpty() ? "" : given.substring(0, 1));
    }

    /** The groups of two or more spellings among the database's names of that kind, most games first. */
    public static List<NameVariants> find(Connection connection, NameKind kind, SpellingFile spellings) throws SQLException {
        Map<String, List<NameCount>> groups = new LinkedHashMap<>();
        Map<String, String> correct = new HashMap<>();
        for (NameCount name : counts(connection, kind)) {
            String fromFile = spellings == null ? null : spellings.correct(kind, name.name());
            String key = fromFile != null ? key(kind, fromFile) : key(kind, name.name());
            groups.computeIfAbsent(key, unused -> new ArrayList<>()).add(name);
            if (fromFile != null) {
                correct.put(key, fromFile);
            }
        }
        List<NameVariants> variants = new ArrayList<>();
        for (Map.Entry<String, List<NameCount>> group : groups.entrySet()) {
            List<NameCount> names = group.getValue();
            String suggested = correct.get(group.getKey());
            boolean renamed = suggested != null && !(names.size() == 1 && names.get(0).name().equals(suggested));
            if (names.size() < 2 && !renamed) {
                continue;
            }
            names.sort(Comparator.comparingLong(NameCount::games).reversed().thenComparing(NameCount::name));
            variants.add(new NameVariants(suggested != null ? suggested : names.get(0).name(), names));
        }
        variants.sort(Comparator.comparingLong(NameVariants::games).reversed().thenComparing(NameVariants::suggested));
        return variants;
    }

    /** Every name of the kind that games carry, with their count. */
    static List<NameCount> counts(Connection connection, NameKind kind) throws SQLException {
        Map<Long, Long> games = new HashMap<>();
        try (Statement statement = connection.createStatement()) {
            for (String column : kind.columns()) {
                try (ResultSet rows = statement.executeQuery("SELECT " + column + ", count(*) FROM games WHERE " + column
                        + " IS NOT NULL GROUP BY " + column)) {
                    while (rows.next()) {
                        games.merge(rows.getLong(1), rows.getLong(2), Long::sum);
                    }
                }
            }
            List<NameCount> names = new ArrayList<>();
            try (ResultSet rows = statement.executeQuery("SELECT id, name FROM " + kind.table())) {
                while (rows.next()) {
                    Long count = games.get(rows.getLong(1));
                    if (count != null) {
                        names.add(new NameCount(rows.getString(2), count));
                    }
                }
            }
            return names;
        }
    }
}
