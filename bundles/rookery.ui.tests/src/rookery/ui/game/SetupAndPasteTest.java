package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Chess960;
import rookery.chess.Color;
import rookery.chess.Piece;
import rookery.chess.Square;
import rookery.chess.Variant;
import rookery.ui.preferences.EngineConfig;
import rookery.ui.preferences.PreferencesStore;
import rookery.ui.preferences.UiPreferences;
import rookery.ui.testing.TestPreferences;

class SetupAndPasteTest {

    @Test
    void editingPlacesAndRemovesPiecesAndKeepsCastlingOnTheRightRooks() {
        SetupEditor editor = new SetupEditor();
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", editor.fen());
        editor.place(Square.parse("e2"), Piece.WHITE_PAWN);
        editor.setCastling(SetupEditor.BLACK_QUEEN_SIDE, false);
        editor.setTurn(Color.BLACK);
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQk - 0 1", editor.fen());
        assertEquals(Variant.STANDARD, editor.variant());
    }

    @Test
    void chess960ByNumberAndRandomChess() {
        SetupEditor editor = new SetupEditor();
        editor.chess960(0);
        assertEquals(Variant.CHESS960, editor.variant());
        assertEquals(Chess960.setup(0).board()[0], editor.pieceAt(0));
        assertTrue(editor.castling(SetupEditor.WHITE_KING_SIDE));
        editor.randomChess(new java.util.Random(7));
        assertEquals(Variant.RANDOM, editor.variant());
    }

    @Test
    void pastedFenEpdOrPgnBecomeAGame() throws IOException {
        assertEquals(Color.BLACK, PastedText.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").positionAt(
                PastedText.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").root()).turn());
        assertEquals(Variant.CHESS960, PastedText.parse("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").variant());
        GameTree epd = PastedText.parse("8/8/8/4k3/8/8/3QK3/8 w - - bm Qd4+; id \"test\";");
        assertEquals(Piece.WHITE_QUEEN, epd.start().pieceAt(Square.parse("d2")));
        assertEquals("c5", PastedText.parse("1. e4 c5 *").mainLineEnd().san());
        IOException bad = assertThrows(IOException.class, () -> PastedText.parse("8/8/8/8/8/8/8/8 w - - 0 1"));
        assertTrue(bad.getMessage().startsWith("illegal position"), bad.getMessage());
    }

    @Test
    void preferencesRoundTripThroughTheWorkspacePreferences(@TempDir Path folder) throws IOException {
        PreferencesStore store = TestPreferences.store(folder.resolve("ui.properties"));
        assertEquals(UiPreferences.defaults(), store.load());
        UiPreferences changed = new UiPreferences(folder, List.of(new EngineConfig("Stockfish", "/usr/games/stockfish",
                Map.of("Skill Level", "20"))), 2, 256, 4, 25, "green", "solid", false, List.of(folder.resolve("a"), folder.resolve("b")),
                "Stockfish", List.of(folder.resolve("books/one.bin"), folder.resolve("two.bin")),
                List.of(folder.resolve("syzygy/3-5"), folder.resolve("syzygy/6")));
        store.save(changed);
        assertEquals(changed, store.load());
        assertEquals(List.of(folder.resolve("b"), folder.resolve("a")), changed.withRecent(folder.resolve("b")).recentDatabases());
        assertEquals(EngineConfig.BUILT_IN, changed.allEngines().get(0));
        assertEquals(1, changed.chosenEngineIndex());
        assertEquals(0, changed.withChosenEngine("an engine since removed").chosenEngineIndex());
        assertThrows(IllegalArgumentException.class, () -> EngineConfig.parseOptions("Hash"));
    }

    @Test
    void settingsOfTheEarlierPropertiesFileMoveIntoTheWorkspacePreferences(@TempDir Path folder) throws Exception {
        Path legacy = folder.resolve("ui.properties");
        java.nio.file.Files.writeString(legacy, """
                boardTheme=blue
                pieceSet=solid
                lines=5
                engine.1.name=Stockfish
                engine.1.command=/usr/games/stockfish
                engine.1.options=Skill Level=20
                recent.1=/data/masters
                chosenEngine=Stockfish
                """);
        org.osgi.service.prefs.Preferences node = TestPreferences.freshNode();
        UiPreferences migrated = new PreferencesStore(node, legacy).load();
        assertEquals("blue", migrated.boardTheme());
        assertEquals("solid", migrated.pieceSet());
        assertEquals(5, migrated.lines());
        assertEquals(List.of(new EngineConfig("Stockfish", "/usr/games/stockfish", Map.of("Skill Level", "20"))), migrated.engines());
        assertEquals(List.of(Path.of("/data/masters")), migrated.recentDatabases());
        assertEquals(1, migrated.chosenEngineIndex());
        assertEquals("blue", node.get("boardTheme", null), "the value is in the workspace preferences now");
        assertTrue(java.nio.file.Files.exists(folder.resolve("ui.properties.migrated")), "the old file is kept under another name");
        assertFalse(java.nio.file.Files.exists(legacy));
        assertEquals(migrated, new PreferencesStore(node, legacy).load(), "read again from the workspace preferences");
    }

    @Test
    void aBadValueInTheEarlierFileIsNamedAndNothingMoves(@TempDir Path folder) throws Exception {
        Path legacy = folder.resolve("ui.properties");
        java.nio.file.Files.writeString(legacy, "lines=many\n");
        org.osgi.service.prefs.Preferences node = TestPreferences.freshNode();
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class, () -> new PreferencesStore(node, legacy).load());
        assertEquals(legacy + ": lines is not a number: \"many\"", bad.getMessage());
        assertTrue(java.nio.file.Files.exists(legacy));
        assertEquals(0, node.keys().length);
    }
}
