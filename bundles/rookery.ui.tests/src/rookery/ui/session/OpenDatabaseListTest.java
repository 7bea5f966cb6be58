package rookery.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rookery.database.OpeningDatabase;

/** The model of the open databases: order, the active one, closing, and the folders kept for the next start. */
class OpenDatabaseListTest {
    @TempDir
    Path folder;
    private final List<OpeningDatabase> opened = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (OpeningDatabase database : opened) {
            database.close();
        }
    }

    private OpeningDatabase open(String name) throws Exception {
        OpeningDatabase database = OpeningDatabase.open(folder.resolve(name));
        opened.add(database);
        return database;
    }

    @Test
    void keepsTheOrderTheActiveOneAndANeighbourWhenTheActiveOneCloses() throws Exception {
        OpenDatabases open = new OpenDatabases();
        OpeningDatabase a = open("a");
        OpeningDatabase b = open("b");
        OpeningDatabase c = open("c");
        open.add(a);
        open.add(b);
        open.add(c);
        open.add(b);
        assertEquals(List.of(a, b, c), open.all(), "opening an open one again keeps its place");
        assertSame(b, open.active());
        assertSame(c, open.find(folder.resolve("x/../c")));
        assertNull(open.find(folder.resolve("d")));
        assertTrue(open.pick(a));
        OpenDatabases copy = open.copy();
        assertTrue(open.remove(a));
        assertSame(b, open.active(), "the neighbour becomes active");
        assertSame(a, copy.active(), "a copy changes apart");
        assertFalse(open.remove(a));
        assertFalse(open.pick(a), "a closed one cannot be picked");
        assertSame(b, open.replaceActive(a));
        assertEquals(List.of(a, c), open.all(), "the replacement takes the active one's place");
        open.remove(a);
        open.remove(c);
        assertNull(open.active());
    }

    @Test
    void theFoldersAreKeptActiveFirstAndReadBack() throws Exception {
        OpenDatabases open = new OpenDatabases();
        OpeningDatabase a = open("a");
        OpeningDatabase b = open("b");
        open.add(a);
        open.add(b);
        open.pick(a);
        Path file = folder.resolve("home/open-databases.txt");
        assertEquals(List.of(), OpenDatabases.kept(file), "nothing kept yet");
        open.keep(file);
        assertEquals(List.of(a.folder().toAbsolutePath(), b.folder().toAbsolutePath()), OpenDatabases.kept(file));
        open.pick(b);
        open.keep(file);
        assertEquals(List.of(b.folder().toAbsolutePath(), a.folder().toAbsolutePath()), OpenDatabases.kept(file));
    }
}
