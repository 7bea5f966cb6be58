package rookery.pgn;

/**
 * Comment text as the model keeps it: runs of white space (line breaks included) collapse to one
 * space and the ends are trimmed, so that re-wrapping a comment on output does not change it.
 */
final class Comments {

    private Comments() {
    }

    /** Two comments as one, a space between them; an empty one adds nothing (else the joined text would not be normal). */
    static String join(String first, String second) {
        if (first == null || first.isEmpty()) {
            return second;
        }
        return second.isEmpty() ? first : first + " " + second;
    }

    static String normalize(String comment) {
        if (isNormal(comment)) {
            return comment;
        }
        StringBuilder out = new StringBuilder(comment.length());
        boolean space = false;
        for (int i = 0; i < comment.length(); i++) {
            char c = comment.charAt(i);
            if (isWhite(c)) {
                space = out.length() > 0;
            } else {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.append(c);
            }
        }
        return out.toString();
    }

    private static boolean isNormal(String comment) {
        int length = comment.length();
        if (length > 0 && (isWhite(comment.charAt(0)) || isWhite(comment.charAt(length - 1)))) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = comment.charAt(i);
            if (isWhite(c) && (c != ' ' || comment.charAt(i - 1) == ' ')) {
                return false;
            }
        }
        return true;
    }

    private static boolean isWhite(char c) {
        return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0b;
    }
}
