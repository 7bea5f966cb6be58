package rookery.database.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One game's PGN text as an account API sent it, with what tells it apart (its Link or Site tag
 * when that is the game's address, as both sites fill them, else a digest of its text) and when it started ({@code UTCDate} and
 * {@code UTCTime}, else {@code Date}; null when neither can be read).
 */
record AccountGame(String text, String id, Instant start) {
    private static final Pattern TAG = Pattern.compile("^\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]\\s*$", Pattern.MULTILINE);
    private static final Pattern GAME_ADDRESS = Pattern.compile("https?://[^/\\s]+/\\S+");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu.MM.dd");

    static AccountGame of(String text) {
        Map<String, String> tags = new HashMap<>();
        Matcher tag = TAG.matcher(text);
        while (tag.find()) {
            tags.putIfAbsent(tag.group(1), tag.group(2));
        }
        Instant start = start(tags.getOrDefault("UTCDate", tags.get("Date")), tags.get("UTCTime"));
        String id = tags.getOrDefault("Link", tags.get("Site"));
        return new AccountGame(text, id != null && GAME_ADDRESS.matcher(id).matches() ? id : digest(text), start);
    }

    private static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Instant start(String date, String time) {
        if (date == null) {
            return null;
        }
        try {
            LocalTime clock = time == null ? LocalTime.MIDNIGHT : LocalTime.parse(time);
            return LocalDate.parse(date, DATE).atTime(clock).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
