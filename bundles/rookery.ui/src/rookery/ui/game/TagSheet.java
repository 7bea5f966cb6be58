package rookery.ui.game;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A game's tags as the tags editor shows them: the Seven Tag Roster in its own fields, every other
 * tag one line of {@code Name value} text; read back into tags in that order, refusing a line that
 * is not a tag with the line's number and the reason.
 */
public record TagSheet(List<String> roster, String others) {

    /** The Seven Tag Roster, in the order PGN writes it. */
    public static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");
    private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");
    private static final Pattern DATE = Pattern.compile("(\\d{4}|\\?{4})\\.(0[1-9]|1[0-2]|\\?\\?)\\.(0[1-9]|[12]\\d|3[01]|\\?\\?)");
    private static final Pattern RATING = Pattern.compile("\\d{1,4}");
    private static final List<String> RATINGS = List.of("WhiteElo", "BlackElo");

    public TagSheet {
        if (roster.size() != ROSTER.size()) {
            throw new IllegalArgumentException("the roster has " + ROSTER.size() + " values, not " + roster.size());
        }
        roster = List.copyOf(roster);
    }

    /** The sheet of {@code tags}: roster values (empty when absent) and the other tags in their order. */
    public static TagSheet of(Map<String, String> tags) {
        List<String> roster = new ArrayList<>();
        for (String name : ROSTER) {
            roster.add(tags.getOrDefault(name, ""));
        }
        StringBuilder others = new StringBuilder();
        tags.forEach((name, value) -> {
            if (!ROSTER.contains(name)) {
                others.append(name).append(' ').append(value).append('\n');
            }
        });
        return new TagSheet(roster, others.toString());
    }

    /**
     * The tags: the roster's non-empty values first, then the other lines' tags in their order
     * (blank lines skipped). Throws with the line's number when a line is not {@code Name value},
     * names a roster tag or a tag given before, or a rating that is not a number; and when the
     * result is not a PGN result or the date not {@code YYYY.MM.DD} (with {@code ??} for a part not
     * known). Every other tag is free text.
     */
    public Map<String, String> tags() throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        for (int i = 0; i < ROSTER.size(); i++) {
            String value = roster.get(i).strip();
            if (!value.isEmpty()) {
                tags.put(ROSTER.get(i), value);
            }
        }
        String result = tags.get("Result");
        if (result != null && !RESULTS.contains(result)) {
            throw new IOException("Result \"" + result + "\" is not one of " + String.join(", ", RESULTS));
        }
        String date = tags.get("Date");
        if (date != null && !DATE.matcher(date).matches()) {
            throw new IOException("Date \"" + date + "\" is not YYYY.MM.DD (?? for a part not known, as in 2025.01.??)");
        }
        String[] lines = others.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] nameAndValue = line.split("\\s+", 2);
            String name = nameAndValue[0];
            String where = "Other tags, line " + (i + 1) + ": ";
            if (!NAME.matcher(name).matches()) {
                throw new IOException(where + "\"" + name + "\" is not a tag name (a letter, then letters, digits or _)");
            }
            if (ROSTER.contains(name)) {
                throw new IOException(where + name + " has its own field above");
            }
            if (tags.containsKey(name)) {
                throw new IOException(where + name + " is given twice");
            }
            String value = nameAndValue.length > 1 ? nameAndValue[1] : "";
            if (RATINGS.contains(name) && !RATING.matcher(value).matches()) {
                throw new IOException(where + name + " \"" + value + "\" is not a number (leave the line out when the rating is not known)");
            }
            tags.put(name, value);
        }
        return tags;
    }
}
