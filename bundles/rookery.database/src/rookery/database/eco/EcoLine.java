package rookery.database.eco;

/** A named opening line: ECO code, name and the moves in SAN ("1. e4 c5 2. Nf3"). */
public record EcoLine(String eco, String name, String moves) {
}
