package rookery.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import rookery.chess.Position;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.GameNode;
import rookery.pgn.GameResult;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnTags;

/**
 * Games that leave the lines of real games: game {@code n} of a seed replays a source game up to a
 * random ply, plays a random legal move that the source did not, then follows the source's moves
 * where they are still legal (most of the time) and random legal moves elsewhere, up to about the
 * source's length or the end of the game. Each game gets new players from a pool with their own
 * ratings, a lichess time control of any speed (or none, as over the board) and a month. The same
 * seed and sources give the same games, whichever thread makes them.
 */
final class DivergingGames {

    /** A source game's main line and result. */
    record Line(int[] moves, GameResult result) {
    }

    /** Sources shorter than this are not replayed: a deviation needs room. */
    static final int MIN_SOURCE_PLIES = 12;
    /** The deviation happens at ply 1 to this: the opening is where real collections differ most. */
    private static final int LAST_DEVIATION_PLY = 40;
    /** How often a still-legal source move is played after the deviation, in percent. */
    private static final int FOLLOW_PERCENT = 85;
    /** How many plies the game may be longer or shorter than its source. */
    private static final int LENGTH_SPREAD = 10;
    /** A material lead (pawns) that decides the result of a game that did not end on the board. */
    private static final int DECISIVE_LEAD = 3;
    private static final int[] PIECE_VALUES = {1, 3, 3, 5, 9};
    private static final int PLAYERS = 200_000;
    private static final int FIRST_YEAR = 2013;
    private static final int YEARS = 13;

    /** A speed's share of the games in percent, its Event name and time controls; null: no TimeControl tag. */
    private record Speed(int percent, String event, List<String> timeControls) {
    }

    private static final List<Speed> SPEEDS = List.of(
            new Speed(3, "Rated UltraBullet game", List.of("15+0", "20+0")),
            new Speed(25, "Rated Bullet game", List.of("60+0", "60+1", "120+1")),
            new Speed(35, "Rated Blitz game", List.of("180+0", "180+2", "300+0", "300+3")),
            new Speed(18, "Rated Rapid game", List.of("600+0", "600+5", "900+10")),
            new Speed(7, "Rated Classical game", List.of("1800+0", "1800+20", "2700+30")),
            new Speed(5, "Rated Correspondence game", List.of("-")),
            new Speed(7, "Over the board", List.of()));

    private final List<Line> sources;
    private final long seed;

    DivergingGames(List<Line> sources, long seed) {
        if (sources.isEmpty()) {
            throw new IllegalArgumentException("no source game of at least " + MIN_SOURCE_PLIES + " plies");
        }
        this.sources = List.copyOf(sources);
        this.seed = seed;
    }

    /** Game {@code number} of this seed. */
    PgnGame game(long number) {
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + number);
        Line source = sources.get(random.nextInt(sources.size()));
        int[] sourceMoves = source.moves();
        int deviation = 1 + random.nextInt(Math.min(sourceMoves.length - 1, LAST_DEVIATION_PLY));
        int length = Math.max(deviation + 1, sourceMoves.length + random.nextInt(-LENGTH_SPREAD, LENGTH_SPREAD + 1));
        Position board = Position.startpos();
        GameNode root = GameNode.newRoot();
        GameNode node = root;
        int[] legal = new int[Position.MAX_MOVES];
        for (int ply = 0; ply < length && !isOver(board); ply++) {
            int count = board.legalMoves(legal);
            int sourceMove = ply < sourceMoves.length ? sourceMoves[ply] : 0;
            int move;
            if (ply < deviation) {
                move = sourceMove;
            } else if (ply > deviation && contains(legal, count, sourceMove) && random.nextInt(100) < FOLLOW_PERCENT) {
                move = sourceMove;
            } else {
                move = legal[random.nextInt(count)];
                if (ply == deviation && move == sourceMove && count > 1) {
                    move = legal[(indexOf(legal, count, move) + 1 + random.nextInt(count - 1)) % count];
                }
            }
            board.play(move);
            node = node.addChild(move);
        }
        Map<String, String> tags = new LinkedHashMap<>();
        Speed speed = speed(random);
        tags.put("Event", speed.event());
        tags.put("Site", "Rookery generated");
        tags.put("Date", date(random));
        tags.put("Round", "-");
        int white = random.nextInt(PLAYERS);
        int black = (white + 1 + random.nextInt(PLAYERS - 1)) % PLAYERS;
        tags.put("White", "Player " + white);
        tags.put("Black", "Player " + black);
        tags.put("Result", result(board, source.result()).pgn());
        tags.put("WhiteElo", Integer.toString(rating(white, random)));
        tags.put("BlackElo", Integer.toString(rating(black, random)));
        if (!speed.timeControls().isEmpty()) {
            tags.put("TimeControl", speed.timeControls().get(random.nextInt(speed.timeControls().size())));
        }
        return PgnGame.of(PgnTags.of(tags), Setup.standard(), Variant.STANDARD, root);
    }

    private static boolean isOver(Position board) {
        return !board.hasLegalMoves() || board.hasInsufficientMaterial() || board.isFiftyMoveRule() || board.isThreefoldRepetition();
    }

    /** Mate and the draws by rule decide; else a lead of {@link #DECISIVE_LEAD} pawns; else the source's result. */
    private static GameResult result(Position board, GameResult sourceResult) {
        if (board.isCheckmate()) {
            return board.sideToMove() == Position.WHITE ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
        }
        if (isOver(board)) {
            return GameResult.DRAW;
        }
        int lead = material(board, Position.WHITE) - material(board, Position.BLACK);
        if (lead >= DECISIVE_LEAD) {
            return GameResult.WHITE_WINS;
        }
        if (lead <= -DECISIVE_LEAD) {
            return GameResult.BLACK_WINS;
        }
        return sourceResult;
    }

    private static int material(Position board, int color) {
        int pawns = 0;
        for (int role = Position.PAWN; role < Position.KING; role++) {
            pawns += PIECE_VALUES[role] * Long.bitCount(board.pieces(color, role));
        }
        return pawns;
    }

    private static Speed speed(SplittableRandom random) {
        int roll = random.nextInt(100);
        for (Speed speed : SPEEDS) {
            roll -= speed.percent();
            if (roll < 0) {
                return speed;
            }
        }
        return SPEEDS.get(SPEEDS.size() - 1);
    }

    /** A day of 2013 to 2025; one game in 50 knows only its year, one in 100 not even that. */
    private static String date(SplittableRandom random) {
        int roll = random.nextInt(100);
        int year = FIRST_YEAR + random.nextInt(YEARS);
        if (roll == 0) {
            return "????.??.??";
        }
        if (roll <= 2) {
            return year + ".??.??";
        }
        return String.format(Locale.ROOT, "%d.%02d.%02d", year, 1 + random.nextInt(12), 1 + random.nextInt(28));
    }

    /** The player's own strength (600 to 2899, fixed by the player) plus a game's form of ±60. */
    private static int rating(int player, SplittableRandom random) {
        int strength = 600 + (int) Long.remainderUnsigned(new SplittableRandom(player).nextLong(), 2300);
        return strength + random.nextInt(-60, 61);
    }

    private static boolean contains(int[] moves, int count, int move) {
        return indexOf(moves, count, move) >= 0;
    }

    private static int indexOf(int[] moves, int count, int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }
}
