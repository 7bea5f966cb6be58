package rookery.ui.game;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.chess.Fen;
import rookery.chess.Setup;
import rookery.chess.Variant;
import rookery.pgn.CommentCommands;
import rookery.pgn.GameNode;
import rookery.pgn.PgnGame;
import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;
import rookery.pgn.PgnRejection;
import rookery.pgn.PgnTags;
import rookery.pgn.PgnWriter;

/**
 * The current game as PGN text and back: export with variations, comments, NAGs and board drawings
 * ({@code [%csl]}/{@code [%cal]} in the move's comment) by the one PGN writer, and reading.
 */
public final class PgnText {
    private PgnText() {
    }

    /** The game as PGN, written by {@link PgnWriter}: the Seven Tag Roster, the other tags, the start when it is not the standard one. */
    public static String write(GameTree game) {
        Map<String, String> tags = new LinkedHashMap<>();
        Map<String, String> own = game.tags();
        for (String name : PgnTags.SEVEN_TAG_ROSTER) {
            tags.put(name, own.getOrDefault(name, name.equals("Date") ? "????.??.??" : name.equals("Result") ? "*" : "?"));
        }
        own.forEach((name, value) -> {
            if (!PgnTags.SEVEN_TAG_ROSTER.contains(name) && !List.of("FEN", "SetUp", "Variant").contains(name)) {
                tags.put(name, value);
            }
        });
        if (game.variant() != Variant.STANDARD) {
            tags.put("Variant", game.variant() == Variant.CHESS960 ? "Chess960" : "Random");
        }
        if (game.variant() != Variant.STANDARD || !game.start().equals(Setup.standard())) {
            tags.put("SetUp", "1");
            tags.put("FEN", Fen.format(game.start()));
        }
        GameNode root = GameNode.newRoot();
        String opening = CommentCommands.withDrawings(game.root().startingComment(), game.root().drawings());
        if (opening != null) {
            root.appendComment(opening);
        }
        copy(game.root(), root);
        return PgnWriter.write(PgnGame.of(PgnTags.of(tags), game.start(), game.variant(), root));
    }

    private static void copy(MoveNode from, GameNode to) {
        for (MoveNode child : from.children()) {
            GameNode copied = to.addChild(child.move());
            if (!child.startingComment().isEmpty()) {
                copied.appendStartingComment(child.startingComment());
            }
            for (int nag : child.nags()) {
                copied.addNag(nag);
            }
            String comment = CommentCommands.withDrawings(child.comment(), child.drawings());
            if (comment != null) {
                copied.appendComment(comment);
            }
            copy(child, copied);
        }
    }

    /** The first game of a PGN text (a full model, for editing); throws {@link IOException} with the reader's diagnostic. */
    public static GameTree read(String text, String sourceName) throws IOException {
        try (PgnReader reader = PgnReader.of(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName, PgnOptions.defaults())) {
            return firstGame(reader);
        }
    }

    /** The first game of a PGN file, plain or compressed (gzip, Zstandard), like {@link #read(String, String)}. */
    public static GameTree read(Path file) throws IOException {
        try (PgnReader reader = PgnReader.open(file, PgnOptions.defaults())) {
            return firstGame(reader);
        }
    }

    private static GameTree firstGame(PgnReader reader) throws IOException {
        PgnRecord record = reader.next();
        if (record == null) {
            throw new IOException(reader.source() + ": no game found");
        }
        if (record instanceof PgnRejection rejection) {
            throw new IOException(rejection.diagnostic().toString());
        }
        return GameTree.fromPgn((PgnGame) record);
    }
}
