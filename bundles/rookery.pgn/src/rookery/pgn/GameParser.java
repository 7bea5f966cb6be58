package rookery.pgn;

import static rookery.pgn.PgnLexer.*;

import java.util.Arrays;
import java.util.LinkedHashMap;

import rookery.chess.Fen;
import rookery.chess.FenException;
import rookery.chess.InvalidPositionException;
import rookery.chess.Move;
import rookery.chess.Position;
import rookery.chess.San;
import rookery.chess.SanException;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.PgnDiagnostic.Reason;

/**
 * Parses and validates one game at a time; one parser per thread, reused across games. Every
 * move, variations included, is checked against the rules; the first problem rejects the game.
 */
final class GameParser {

    private static final Setup STANDARD = Setup.standard();
    private static final int MAX_TOKEN_SHOWN = 40;
    /** Deeper nesting is no annotation but garbage, and would make tree walks recurse too deep. */
    static final int MAX_VARIATION_DEPTH = 200;

    private final String source;
    private final PgnOptions options;
    private final PgnLexer lexer = new PgnLexer();
    private final ByteChars chars = new ByteChars();
    private final TagStrings tagStrings = new TagStrings();
    /**
     * Where every standard game is played, and taken back after it: cheaper than validating the
     * same setup again, or copying a position with its history, for each game.
     */
    private final Position standardStart = Position.fromSetup(STANDARD, Variant.STANDARD);

    // The game being parsed, kept in fields so that a failure can still build the legal prefix.
    private RawGame raw;
    private byte[] bytes;
    private LinkedHashMap<String, String> tags;
    private String lastTagName;
    private Variant variant;
    private Setup setup;
    private GameNode root;
    private int[] mainline = new int[256];
    private int plies;

    // The line being read: its last node (or the node it branches from before its first move).
    private Replay replay;
    private GameNode parent;
    private GameNode current;
    private int lastMove;
    private boolean lineHasMove;
    private String pendingStartingComment;
    /** The line's last move has its comment (or variations): a further comment stands before the next move. */
    private boolean moveHasComment;

    // Open variations, innermost last.
    private int depth;
    private GameNode[] savedParents = new GameNode[8];
    private GameNode[] savedCurrents = new GameNode[8];
    private int[] savedMoves = new int[8];
    private int[] savedReplayDepths = new int[8];
    private int[] openings = new int[8];

    GameParser(String source, PgnOptions options) {
        this.source = source;
        this.options = options;
    }

    PgnRecord parse(RawGame game) {
        raw = game;
        bytes = game.bytes();
        tags = null;
        setup = null;
        root = null;
        plies = 0;
        depth = 0;
        try {
            return parseGame();
        } catch (Failure failure) {
            return reject(failure);
        } finally {
            replay = null;
            while (standardStart.ply() > 0) {
                standardStart.undo();
            }
            parent = current = null;
            Arrays.fill(savedParents, null);
            Arrays.fill(savedCurrents, null);
        }
    }

    private PgnGame parseGame() {
        if (raw.truncated()) {
            throw new Failure(0, Math.min(bytes.length, MAX_TOKEN_SHOWN), Reason.GAME_TOO_LONG,
                    "no game boundary in " + (GameSplitter.MAX_GAME_BYTES >> 20) + " MB: this does not look like PGN");
        }
        lexer.reset(bytes);
        tags = new LinkedHashMap<>();
        int variantAt = -1;
        int fenAt = -1;
        int token = lexer.next();
        String headerComment = null;
        while (token == TAG_OPEN || token == BRACE_COMMENT || token == LINE_COMMENT) {
            if (token == TAG_OPEN) {
                int at = tag();
                if (lastTagName.equals("Variant")) {
                    variantAt = at;
                } else if (lastTagName.equals("FEN")) {
                    fenAt = at;
                }
            } else if (!options.mainlineOnly()) {
                // A comment before or among the tags: kept as the comment before the first move.
                String text = Comments.normalize(Text.decode(bytes, lexer.start(), lexer.end(), raw.utf8()));
                headerComment = Comments.join(headerComment, text);
            }
            token = lexer.next();
        }
        variant = variantAt < 0 ? Variant.STANDARD : variant(tags.get("Variant"), variantAt);
        setup = fenAt < 0 ? STANDARD : fen(tags.get("FEN"), fenAt);
        Position start;
        try {
            start = setup == STANDARD && variant == Variant.STANDARD ? standardStart : Position.fromSetup(setup, variant, true);
        } catch (InvalidPositionException e) {
            setup = null;
            throw new Failure(fenAt, fenAt + 1, Reason.ILLEGAL_POSITION, "impossible start position: " + e.getMessage());
        }
        replay = new Replay(start);
        root = options.mainlineOnly() ? null : new GameNode(Move.NONE);
        if (headerComment != null) {
            root.appendComment(headerComment);
        }
        GameResult marker = movetext(token);
        GameResult result = marker != null ? marker : resultTag();
        return new PgnGame(source, raw.number(), raw.line(), raw.offset(), PgnTags.owning(tags), variant, setup, Arrays.copyOf(mainline, plies),
                result, root, bytes, raw.utf8());
    }

    /** Reads {@code [Name "value"]} after its '['; returns where the value starts. */
    private int tag() {
        int open = lexer.tokenStart();
        if (lexer.next() != SYMBOL) {
            throw brokenTag(open, "a tag pair needs a name after '['");
        }
        lastTagName = tagStrings.name(bytes, lexer.start(), lexer.end());
        int type = lexer.next();
        if (type == UNTERMINATED_STRING) {
            throw new Failure(lexer.tokenStart(), lexer.end(), Reason.BROKEN_TAG, "the value of tag " + lastTagName + " has no closing quote");
        }
        if (type != STRING) {
            throw brokenTag(open, "tag " + lastTagName + " needs a quoted value");
        }
        int at = lexer.start();
        String value = tagStrings.value(bytes, lexer.start(), lexer.end(), raw.utf8());
        if (lexer.next() != TAG_CLOSE) {
            throw brokenTag(open, "tag " + lastTagName + " is not closed by ']' after its value");
        }
        tags.put(lastTagName, value);
        return at;
    }

    private Failure brokenTag(int open, String problem) {
        int at = lexer.type() == END ? open : lexer.tokenStart();
        return new Failure(at, Math.max(lexer.end(), at + 1), Reason.BROKEN_TAG, problem);
    }

    private Variant variant(String name, int at) {
        Variant parsed = Variants.parse(name);
        if (parsed == null) {
            throw new Failure(at, at + name.length(), Reason.UNKNOWN_VARIANT, "unknown variant '" + name + "'");
        }
        return parsed;
    }

    private Setup fen(String fen, int at) {
        try {
            return Fen.parse(fen);
        } catch (FenException e) {
            throw new Failure(at, at + fen.length(), Reason.INVALID_FEN, "invalid FEN: " + e.getMessage());
        }
    }

    private GameResult resultTag() {
        String tag = tags.get("Result");
        GameResult result = tag == null ? null : GameResult.fromPgn(tag.trim());
        return result == null ? GameResult.UNKNOWN : result;
    }

    /** Reads the movetext from its first token; returns the termination marker's result, or null. */
    private GameResult movetext(int first) {
        parent = null;
        current = root;
        lastMove = Move.NONE;
        lineHasMove = false;
        pendingStartingComment = null;
        moveHasComment = false;
        GameResult marker = null;
        for (int token = first; token != END; token = lexer.next()) {
            if (marker != null && token != BRACE_COMMENT && token != LINE_COMMENT) {
                throw unexpected("after the result " + marker.pgn());
            }
            switch (token) {
                case SYMBOL -> {
                    int c = bytes[lexer.start()];
                    if (c >= '0' && c <= '9') {
                        GameResult result = result();
                        if (result != null) {
                            if (depth > 0) {
                                throw unexpected("a result inside a variation");
                            }
                            marker = result;
                        } else if (!isMoveNumber()) {
                            move();
                        }
                    } else {
                        move();
                    }
                }
                case MOVE_NUMBER, PERIOD -> {
                }
                case STAR -> {
                    if (depth > 0) {
                        throw unexpected("a result inside a variation");
                    }
                    marker = GameResult.UNKNOWN;
                }
                case BRACE_COMMENT, LINE_COMMENT -> comment();
                case NAG -> nag(nagNumber());
                case SUFFIX -> nag(suffixNag());
                case VARIATION_OPEN -> openVariation();
                case VARIATION_CLOSE -> closeVariation();
                case UNTERMINATED_COMMENT -> throw new Failure(lexer.tokenStart(), lexer.end(), Reason.UNTERMINATED_COMMENT,
                        "comment opened here is never closed by '}'");
                case TAG_OPEN -> throw unexpected("a tag pair inside the movetext");
                default -> throw unexpected("not part of PGN movetext");
            }
        }
        if (depth > 0) {
            int open = openings[depth - 1];
            throw new Failure(open, open + 1, Reason.UNTERMINATED_VARIATION, "variation opened here is never closed by ')'");
        }
        keepPendingComment();
        return marker;
    }

    private GameResult result() {
        if (lexer.is("1-0")) {
            return GameResult.WHITE_WINS;
        }
        if (lexer.is("0-1")) {
            return GameResult.BLACK_WINS;
        }
        if (lexer.is("1/2-1/2")) {
            return GameResult.DRAW;
        }
        return null;
    }

    /** A move number written without its dot ("1 e4"); "0000" is a null move, not a number. */
    private boolean isMoveNumber() {
        for (int i = lexer.start(); i < lexer.end(); i++) {
            if (bytes[i] < '0' || bytes[i] > '9') {
                return false;
            }
        }
        return !lexer.is("0000");
    }

    private void move() {
        CharSequence san = chars.set(bytes, lexer.start(), lexer.end());
        int move;
        if (San.isNullMove(san)) {
            if (!replay.playNullMove()) {
                throw new Failure(lexer.start(), lexer.end(), Reason.ILLEGAL_MOVE, "a null move is not possible while in check");
            }
            move = Move.NONE;
        } else {
            try {
                move = San.parse(replay.position(), san);
            } catch (SanException e) {
                throw sanFailure(e);
            }
            replay.play(move);
        }
        if (depth == 0) {
            if (plies == mainline.length) {
                mainline = Arrays.copyOf(mainline, plies * 2);
            }
            mainline[plies++] = move;
        }
        if (root != null) {
            GameNode node = current.addChild(move);
            if (pendingStartingComment != null) {
                node.appendStartingComment(pendingStartingComment);
                pendingStartingComment = null;
            }
            parent = current;
            current = node;
        }
        lastMove = move;
        lineHasMove = true;
        moveHasComment = false;
    }

    private Failure sanFailure(SanException e) {
        Reason reason = switch (e.reason()) {
            case ILLEGAL_MOVE, ILLEGAL_PROMOTION -> Reason.ILLEGAL_MOVE;
            case AMBIGUOUS -> Reason.AMBIGUOUS_MOVE;
            default -> Reason.UNPARSABLE_MOVE;
        };
        String what = switch (reason) {
            case ILLEGAL_MOVE -> "illegal move ";
            case AMBIGUOUS_MOVE -> "ambiguous move ";
            default -> "not a move: ";
        };
        return new Failure(lexer.start(), lexer.end(), reason, what + e.getMessage());
    }

    private void comment() {
        if (root == null) {
            return;
        }
        String text = Comments.normalize(Text.decode(bytes, lexer.start(), lexer.end(), raw.utf8()));
        if (lineHasMove && !moveHasComment) {
            current.appendComment(text);
            moveHasComment = true;
        } else if (lineHasMove || depth > 0) {
            pendingStartingComment = Comments.join(pendingStartingComment, text);
        } else {
            root.appendComment(text);
        }
    }

    /** Comments before a move that never came (the line ends) are joined to the comment of the move before them. */
    private void keepPendingComment() {
        if (pendingStartingComment != null) {
            (lineHasMove ? current : root).appendComment(pendingStartingComment);
            pendingStartingComment = null;
        }
    }

    private int nagNumber() {
        if (lexer.end() == lexer.start() || lexer.end() - lexer.start() > 3) {
            throw unexpected("a NAG is '$' and a number from 0 to 255");
        }
        int nag = Integer.parseInt(ascii(lexer.start(), lexer.end()));
        if (nag > 255) {
            throw unexpected("a NAG is '$' and a number from 0 to 255");
        }
        return nag;
    }

    private int suffixNag() {
        for (int nag = 1; nag <= 6; nag++) {
            if (lexer.is(Nags.suffix(nag))) {
                return nag;
            }
        }
        throw unexpected("not an annotation: !, ?, !!, ??, !? or ?!");
    }

    private void nag(int nag) {
        if (!lineHasMove) {
            throw unexpected("an annotation before any move");
        }
        if (root != null) {
            current.addNag(nag);
        }
    }

    private void openVariation() {
        if (!lineHasMove) {
            throw unexpected("a variation needs a move to be an alternative to");
        }
        if (depth == MAX_VARIATION_DEPTH) {
            throw unexpected("variations nested more than " + MAX_VARIATION_DEPTH + " deep");
        }
        keepPendingComment();
        if (depth == openings.length) {
            int capacity = depth * 2;
            savedParents = Arrays.copyOf(savedParents, capacity);
            savedCurrents = Arrays.copyOf(savedCurrents, capacity);
            savedMoves = Arrays.copyOf(savedMoves, capacity);
            savedReplayDepths = Arrays.copyOf(savedReplayDepths, capacity);
            openings = Arrays.copyOf(openings, capacity);
        }
        savedParents[depth] = parent;
        savedCurrents[depth] = current;
        savedMoves[depth] = lastMove;
        openings[depth] = lexer.tokenStart();
        replay.undo();
        savedReplayDepths[depth] = replay.depth();
        depth++;
        current = parent;
        parent = null;
        lineHasMove = false;
    }

    private void closeVariation() {
        if (depth == 0) {
            throw new Failure(lexer.tokenStart(), lexer.end(), Reason.UNTERMINATED_VARIATION, "')' closes no variation");
        }
        if (!lineHasMove) {
            throw unexpected("an empty variation");
        }
        keepPendingComment();
        depth--;
        while (replay.depth() > savedReplayDepths[depth]) {
            replay.undo();
        }
        lastMove = savedMoves[depth];
        if (lastMove == Move.NONE) {
            replay.playNullMove();
        } else {
            replay.play(lastMove);
        }
        parent = savedParents[depth];
        current = savedCurrents[depth];
        lineHasMove = true;
        moveHasComment = true;
    }

    private Failure unexpected(String problem) {
        return new Failure(lexer.tokenStart(), Math.max(lexer.end(), lexer.tokenStart() + 1), Reason.UNEXPECTED_TOKEN,
                "unexpected '" + shown(lexer.tokenStart(), lexer.end()) + "': " + problem);
    }

    private PgnRejection reject(Failure failure) {
        int at = Math.min(failure.at, bytes.length);
        long line = raw.line();
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            byte b = bytes[i];
            if (b == '\n' || b == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        int column = Text.characters(bytes, lineStart, at, raw.utf8()) + 1;
        String token = shown(at, Math.min(failure.end, bytes.length));
        PgnDiagnostic diagnostic = new PgnDiagnostic(source, raw.number(), line, column, token, failure.reason, failure.getMessage());
        return new PgnRejection(diagnostic, raw.line(), bytes, raw.utf8(), options.keepLegalPrefix() ? legalPrefix() : null);
    }

    private PgnGame legalPrefix() {
        if (setup == null || replay == null) {
            return null;
        }
        return new PgnGame(source, raw.number(), raw.line(), raw.offset(), PgnTags.owning(tags), variant, setup, Arrays.copyOf(mainline, plies),
                GameResult.UNKNOWN, root, bytes, raw.utf8());
    }

    private String shown(int from, int to) {
        boolean cut = to - from > MAX_TOKEN_SHOWN;
        String text = Text.decode(bytes, from, cut ? from + MAX_TOKEN_SHOWN : to, raw.utf8());
        return cut ? text + "..." : text;
    }

    private String ascii(int from, int to) {
        return new String(bytes, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** The first problem of a game: where (byte offsets in the game), why, and what to say. */
    private static final class Failure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int at;
        final int end;
        final Reason reason;

        Failure(int at, int end, Reason reason, String message) {
            super(message, null, false, false);
            this.at = Math.max(0, at);
            this.end = Math.max(this.at, end);
            this.reason = reason;
        }
    }
}
