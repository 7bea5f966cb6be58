package rookery.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.chess.Position;
import rookery.database.eco.EcoTable;
import rookery.database.maintenance.CompactSummary;
import rookery.database.maintenance.DuplicateCriteria;
import rookery.database.maintenance.DuplicateGroup;
import rookery.database.maintenance.NameCount;
import rookery.database.maintenance.NameKind;
import rookery.database.maintenance.NameSpellings;
import rookery.database.maintenance.NameVariants;
import rookery.database.maintenance.SpellingFile;

/** Duplicates found and deleted, name spellings listed, read from a spelling file and merged, and a database compacted, each on a database made for it. */
class MaintenanceTest {
    private static final DatabaseSettings SETTINGS = new DatabaseSettings(30, 3);
    private static final ImportOptions OPTIONS = new ImportOptions(2, 97);
    private static final String MOVES = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8"
            + " 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5";
    private static final String SHORTER = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8"
            + " 10. d4 Nbd7 11. c4 c6";

    @TempDir
    Path folder;

    @Test
    void duplicatesAreGroupedByTheCriteriaKeepingTheBestAnnotated() throws Exception {
        String games = game("Anna", "Boris", "2020.01.01", "1-0", MOVES) + game("Anna", "Boris", "2020.01.01", "*", MOVES)
                + game("Carl", "Dora", "2021.05.05", "0-1", MOVES) + game("Anna", "Boris", "2020.01.01", "1/2-1/2", SHORTER)
                + game("Anna", "Boris", "2020.01.01", "1-0", "1. d4 d5 2. c4 e6");
        try (OpeningDatabase database = importedText("small", games)) {
            int plies = database.game(2).moves().length;
            assertTrue(database.storeReview(2, StoredReviewTest.review("Rookery, depth 8 a position", 80.0, 70.0,
                    Collections.nCopies(plies + 1, "0.20"), new int[plies])));
            Files.createDirectories(folder.resolve("small").resolve(OpeningDatabase.ANNOTATED_GAMES_DIR));
            Files.writeString(folder.resolve("small").resolve(OpeningDatabase.ANNOTATED_GAMES_DIR).resolve("3.pgn"), "annotated");

            assertEquals(List.of(new DuplicateGroup(2, new long[] {1})), database.findDuplicates(DuplicateCriteria.EXACT, ScanProgress.NONE),
                    "the reviewed game is kept");
            assertEquals(List.of(new DuplicateGroup(3, new long[] {1, 2})),
                    database.findDuplicates(DuplicateCriteria.MOVES_ONLY, ScanProgress.NONE), "the annotated game is kept");
            assertEquals(List.of(new DuplicateGroup(2, new long[] {1, 4})),
                    database.findDuplicates(DuplicateCriteria.EXACT.withPrefixes(true), ScanProgress.NONE), "the shorter game begins the others");
            ScanProgress cancelled = new ScanProgress() {
                @Override
                public void scanned(long scanned, long total, long positions) {
                }

                @Override
                public boolean cancelled() {
                    return true;
                }
            };
            assertNull(database.findDuplicates(DuplicateCriteria.EXACT, cancelled), "cancelled: no groups");
        }
    }

    @Test
    void deletingTheDuplicatesGivesTheStatisticsOfAnImportWithoutThem() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        List<String> withCopies = new ArrayList<>(texts);
        for (int i = 0; i < texts.size(); i += 10) {
            withCopies.add(texts.get(i).replaceFirst("\\[Result \"[^\"]*\"\\]", "[Result \"*\"]").replaceFirst("(1-0|0-1|1/2-1/2)\\s*$", "*\n"));
        }
        try (OpeningDatabase database = importedTexts("copies", withCopies); OpeningDatabase expected = imported("expected", pgn)) {
            List<DuplicateGroup> groups = database.findDuplicates(DuplicateCriteria.EXACT, ScanProgress.NONE);
            assertEquals((texts.size() + 9) / 10, groups.size());
            for (DuplicateGroup group : groups) {
                assertEquals(1, group.others().length);
                assertEquals(texts.size() + (group.keep() - 1) / 10 + 1, group.others()[0],
                        "each copy (stored after the file's games) is found with its game, which is kept: " + group);
            }
            long[] others = groups.stream().flatMapToLong(group -> Arrays.stream(group.others())).toArray();
            assertEquals(others.length, database.deleteGames(others));
            assertEquals(List.of(), database.findDuplicates(DuplicateCriteria.EXACT, ScanProgress.NONE));
            SameStatistics.assertSame(expected, database, BruteForce.games(pgn));

            CompactSummary compacted = database.compact();
            assertTrue(compacted.regained() > 0, compacted.toString());
            assertEquals(texts.size(), database.gameCount());
            assertEquals(expected.explore(Position.startpos(), ExploreFilter.NONE), database.explore(Position.startpos(), ExploreFilter.NONE));
            assertEquals(texts.size(), database.games(null, "", GameSort.DATE, 1).total(), "every game found in the merged index");
        }
    }

    @Test
    void spellingsAreListedAndMergedIntoOneNameAsAnImportOfThatName() throws Exception {
        Path pgn = TestData.worldMatches();
        List<String> texts = ChildSave.gameTexts(pgn);
        List<String> respelled = new ArrayList<>();
        int kasparov = 0;
        for (String text : texts) {
            if (text.contains("\"Kasparov, Gary\"")) {
                kasparov++;
                String spelling = switch (kasparov % 3) {
                    case 0 -> "Gary Kasparov";
                    case 1 -> "KASPAROV, G.";
                    default -> "Kasparov, Gary";
                };
                text = text.replace("\"Kasparov, Gary\"", "\"" + spelling + "\"");
            }
            respelled.add(text);
        }
        try (OpeningDatabase database = importedTexts("respelled", respelled); OpeningDatabase expected = imported("expected", pgn)) {
            List<NameVariants> players = database.nameVariants(NameKind.PLAYER, null);
            NameCount unchanged = new NameCount("Kasparov, Gary", (kasparov + 1) / 3);
            NameVariants garry = players.stream().filter(group -> group.names().contains(unchanged))
                    .findFirst().orElseThrow();
            assertEquals(Set.of("Kasparov, Gary", "Gary Kasparov", "KASPAROV, G."),
                    Set.copyOf(garry.names().stream().map(NameCount::name).toList()));
            assertEquals(kasparov, garry.games());
            long reviewed = database.games(null, "player:\"Gary Kasparov\"", GameSort.DATE, 1).games().get(0).id();
            int plies = database.game(reviewed).moves().length;
            StoredReview review = StoredReviewTest.review("Rookery, depth 8 a position", 80.0, 70.0, Collections.nCopies(plies + 1, "0.20"),
                    new int[plies]);
            assertTrue(database.storeReview(reviewed, review));

            long renamed = database.mergeNames(NameKind.PLAYER, "Kasparov, Gary", Set.of("Gary Kasparov", "KASPAROV, G."), OPTIONS,
                    ImportListener.NONE);
            assertEquals(kasparov - (kasparov + 1) / 3, renamed, "the games under the other spellings");
            assertEquals(texts.size(), database.gameCount());
            assertEquals(kasparov, database.games(null, "player:\"Kasparov, Gary\"", GameSort.DATE, 1).total());
            assertEquals(0, database.games(null, "player:\"KASPAROV, G.\"", GameSort.DATE, 1).total());
            assertNull(database.review(reviewed), "the old game is gone");
            long[] reviewedNow = LongStream.rangeClosed(1, database.lastGameId()).filter(id -> {
                try {
                    return database.review(id) != null;
                } catch (java.sql.SQLException e) {
                    throw new IllegalStateException(e);
                }
            }).toArray();
            assertEquals(1, reviewedNow.length, "the review follows its game");
            assertEquals("Kasparov, Gary", kasparovIn(database.game(reviewedNow[0])));

            NameVariants london = database.nameVariants(NameKind.EVENT, null).stream()
                    .filter(group -> group.suggested().contains("London m1") || group.suggested().contains("m1 London")).findFirst().orElseThrow();
            assertEquals(Set.of("London m1", "m1 London"), Set.copyOf(london.names().stream().map(NameCount::name).toList()));
            database.mergeNames(NameKind.EVENT, "London m1", new LinkedHashSet<>(london.names().stream().map(NameCount::name).toList()), OPTIONS,
                    ImportListener.NONE);
            assertTrue(database.nameVariants(NameKind.PLAYER, null).stream().noneMatch(group -> group.suggested().contains("Kasparov")));
            assertTrue(database.nameVariants(NameKind.EVENT, null).stream().noneMatch(group -> group.suggested().contains("London m1")));
            assertEquals(london.games(), database.games(null, "event:\"London m1\"", GameSort.DATE, 1).total());
            SameStatistics.assertSame(expected, database, BruteForce.games(pgn));
        }
    }

    @Test
    void aSpellingFileGroupsTheSpellingsItKnowsAndAnUnreadableOneIsNamedWithItsLine() throws Exception {
        Path ssp = Files.writeString(folder.resolve("spelling.ssp"), """
                # Rookery's test spellings
                @PLAYER ", .-"
                Kasparov, Garry         #gm RUS [2851] 1963
                %Elo 1999:2851
                = Kasparov, Gary
                = Kasparov, Harry
                Karpov, Anatoly
                @EVENT
                World Championship
                = WCh
                """, StandardCharsets.UTF_8);
        SpellingFile spellings = SpellingFile.read(ssp);
        assertEquals("Kasparov, Garry", spellings.correct(NameKind.PLAYER, "kasparov, gary"));
        assertEquals("Kasparov, Garry", spellings.correct(NameKind.PLAYER, "Kasparov, Garry"));
        assertEquals("World Championship", spellings.correct(NameKind.EVENT, "WCh"));
        assertNull(spellings.correct(NameKind.SITE, "WCh"));
        assertEquals(NameSpellings.key(NameKind.PLAYER, "Kasparov, G"), NameSpellings.key(NameKind.PLAYER, "Garry Kasparov"));
        assertEquals(NameSpellings.key(NameKind.PLAYER, "Kásparov, garry"), NameSpellings.key(NameKind.PLAYER, "Kasparov, Garry"));

        try (OpeningDatabase database = imported("matches", TestData.worldMatches())) {
            NameVariants garry = database.nameVariants(NameKind.PLAYER, spellings).stream()
                    .filter(group -> group.suggested().equals("Kasparov, Garry")).findFirst().orElseThrow();
            assertEquals(List.of("Kasparov, Gary"), garry.names().stream().map(NameCount::name).toList(), "the file's correct spelling suggested");
        }

        Path bad = Files.writeString(folder.resolve("bad.ssp"), "# no section yet\n\nKasparov, Garry\n");
        java.io.IOException unreadable = assertThrows(java.io.IOException.class, () -> SpellingFile.read(bad));
        assertTrue(unreadable.getMessage().contains("bad.ssp:3:"), unreadable.getMessage());
        Path unknown = Files.writeString(folder.resolve("unknown.ssp"), "@PLAYERS\n");
        assertTrue(assertThrows(java.io.IOException.class, () -> SpellingFile.read(unknown)).getMessage().contains("unknown.ssp:1:"));
    }

    private static String kasparovIn(Game game) {
        return game.header().white().contains("asparov") ? game.header().white() : game.header().black();
    }

    private static String game(String white, String black, String date, String result, String moves) {
        return "[Event \"Test\"]\n[Date \"" + date + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
                + "\"]\n\n" + moves + " " + result + "\n\n";
    }

    private OpeningDatabase imported(String name, Path pgn) throws Exception {
        OpeningDatabase database = OpeningDatabase.open(folder.resolve(name), SETTINGS, EcoTable.EMPTY);
        database.importFiles(List.of(pgn), OPTIONS, ImportListener.NONE);
        return database;
    }

    private OpeningDatabase importedText(String name, String text) throws Exception {
        Path file = folder.resolve(name + ".pgn");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return imported(name, file);
    }

    private OpeningDatabase importedTexts(String name, List<String> texts) throws Exception {
        return importedText(name, String.join("\n", texts));
    }
}
