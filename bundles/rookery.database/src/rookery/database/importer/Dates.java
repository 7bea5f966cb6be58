package rookery.database.importer;

/** PGN dates ("1984.??.??") as the year and a sortable yyyymmdd number, unknown parts 0. */
public final class Dates {

    private Dates() {
    }

    public static int year(String date) {
        return part(date, 0, 4, 1, 9999);
    }

    public static int sortable(String date) {
        int year = year(date);
        if (year == 0) {
            return 0;
        }
        return year * 10000 + part(date, 5, 7, 1, 12) * 100 + part(date, 8, 10, 1, 31);
    }

    private static int part(String date, int from, int to, int min, int max) {
        if (date == null || date.length() < to) {
            return 0;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = date.charAt(i);
            if (c < '0' || c > '9') {
                return 0;
            }
            value = value * 10 + c - '0';
        }
        return value >= min && value <= max ? value : 0;
    }
}
