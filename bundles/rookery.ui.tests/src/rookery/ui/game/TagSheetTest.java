package rookery.ui.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The tags editor's sheet: roster fields and other tags as lines, read back in order or refused with the line. */
class TagSheetTest {

    private static TagSheet sheet(String others) {
        return new TagSheet(List.of("Casual", "London", "1851.06.21", "-", "Anderssen, A", "Kieseritzky, L", "1-0"), others);
    }

    @Test
    void tagsGoIntoRosterFieldsAndOtherLinesAndComeBackTheSame() throws IOException {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Casual");
        tags.put("Site", "London");
        tags.put("Date", "1851.06.21");
        tags.put("Round", "-");
        tags.put("White", "Anderssen, A");
        tags.put("Black", "Kieseritzky, L");
        tags.put("Result", "1-0");
        tags.put("ECO", "C33");
        tags.put("Annotator", "Steinitz, W");
        TagSheet sheet = TagSheet.of(tags);
        assertEquals(List.of("Casual", "London", "1851.06.21", "-", "Anderssen, A", "Kieseritzky, L", "1-0"), sheet.roster());
        assertEquals("ECO C33\nAnnotator Steinitz, W\n", sheet.others());
        assertEquals(List.copyOf(tags.entrySet()), List.copyOf(sheet.tags().entrySet()));
    }

    @Test
    void emptyRosterFieldsAndBlankLinesLeaveNoTag() throws IOException {
        TagSheet sheet = new TagSheet(List.of("", "", "", "", "Me", "", ""), "\n  PlyCount 12 \n\nMode\n");
        assertEquals(Map.of("White", "Me", "PlyCount", "12", "Mode", ""), sheet.tags());
    }

    @Test
    void aLineThatIsNoTagIsRefusedWithItsNumberAndWhy() {
        assertEquals("Other tags, line 2: \"1st-board\" is not a tag name (a letter, then letters, digits or _)",
                assertThrows(IOException.class, () -> sheet("ECO C33\n1st-board yes\n").tags()).getMessage());
        assertEquals("Other tags, line 1: White has its own field above",
                assertThrows(IOException.class, () -> sheet("White Someone else").tags()).getMessage());
        assertEquals("Other tags, line 3: ECO is given twice",
                assertThrows(IOException.class, () -> sheet("ECO C33\n\nECO C34").tags()).getMessage());
    }

    @Test
    void aResultThatIsNoPgnResultIsRefused() {
        TagSheet sheet = new TagSheet(List.of("", "", "", "", "", "", "white won"), "");
        assertEquals("Result \"white won\" is not one of 1-0, 0-1, 1/2-1/2, *",
                assertThrows(IOException.class, sheet::tags).getMessage());
    }

    @Test
    void aDateIsYearMonthDayWithUnknownPartsAsQuestionMarks() throws IOException {
        for (String date : List.of("2025.01.15", "1851.06.??", "1935.??.??", "????.??.??")) {
            assertEquals(date, new TagSheet(List.of("", "", date, "", "", "", ""), "").tags().get("Date"));
        }
        for (String date : List.of("15 Jan 2025", "2025-01-15", "2025.13.01", "2025.01.32", "2025.1.5", "25.01.15")) {
            assertEquals("Date \"" + date + "\" is not YYYY.MM.DD (?? for a part not known, as in 2025.01.??)",
                    assertThrows(IOException.class, () -> new TagSheet(List.of("", "", date, "", "", "", ""), "").tags()).getMessage());
        }
    }

    @Test
    void ratingsAreNumbersAndOtherTagsFreeText() throws IOException {
        assertEquals(Map.of("WhiteElo", "2780", "BlackElo", "2650", "Annotator", "15 Jan 2025"),
                new TagSheet(List.of("", "", "", "", "", "", ""), "WhiteElo 2780\nBlackElo 2650\nAnnotator 15 Jan 2025").tags());
        assertEquals("Other tags, line 2: BlackElo \"about 2700\" is not a number (leave the line out when the rating is not known)",
                assertThrows(IOException.class, () -> sheet("WhiteElo 2780\nBlackElo about 2700").tags()).getMessage());
        assertEquals("Other tags, line 1: WhiteElo \"?\" is not a number (leave the line out when the rating is not known)",
                assertThrows(IOException.class, () -> sheet("WhiteElo ?").tags()).getMessage());
    }
}
