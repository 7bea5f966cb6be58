package rookery.ui.model;

import java.io.IOException;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import rookery.database.GameHeader;
import rookery.database.GameList;
import rookery.database.GameSearch;
import rookery.database.OpeningDatabase;
import rookery.database.StoredReview;

/**
 * The rows of a games list without pages: the ids of every game a search found, in its order
 * (sorted by the database over all of them), and the headers of blocks of {@value #BLOCK} rows
 * read when first shown, the most recently shown blocks kept. Used on one thread (the UI's); the
 * blocks are read elsewhere with {@link Source#listed}.
 */
public final class GameRows {
    public static final int BLOCK = 100;
    private static final int KEPT_BLOCKS = 200;

    /** Where a list's games come from: a database or a PGN file opened as a list. */
    public interface Source {
        /** The ids of every game the search describes, in its order. */
        long[] ids(GameSearch search) throws IOException, SQLException;

        /** The headers (and stored reviews) of these games. */
        GameList listed(long[] ids) throws IOException, SQLException;

        static Source of(OpeningDatabase database) {
            return new Source() {
                @Override
                public long[] ids(GameSearch search) throws IOException, SQLException {
                    return database.gameIds(search);
                }

                @Override
                public GameList listed(long[] ids) throws IOException, SQLException {
                    return database.listed(ids);
                }
            };
        }

        static Source of(GameFile file) {
            return new Source() {
                @Override
                public long[] ids(GameSearch search) throws IOException {
                    return file.gameIds(search);
                }

                @Override
                public GameList listed(long[] ids) {
                    return file.listed(ids);
                }
            };
        }
    }

    /** A block of read rows: their headers and reviews by game id (a game deleted since has none). */
    private record Block(Map<Long, GameHeader> headers, GameList list) {
        static Block of(GameList list) {
            Map<Long, GameHeader> headers = new HashMap<>();
            for (GameHeader header : list.games()) {
                headers.put(header.id(), header);
            }
            return new Block(headers, list);
        }
    }

    private final long[] ids;
    private final Map<Integer, Block> blocks = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, Block> eldest) {
            return size() > KEPT_BLOCKS;
        }
    };

    /** @param ids the listed games in order (not copied: the rows own them) */
    public GameRows(long[] ids) {
        this.ids = ids;
    }

    public static GameRows empty() {
        return new GameRows(new long[0]);
    }

    public int size() {
        return ids.length;
    }

    public long id(int row) {
        return ids[row];
    }

    /** The row of the game, -1 when it is not listed. */
    public int rowOf(long id) {
        for (int row = 0; row < ids.length; row++) {
            if (ids[row] == id) {
                return row;
            }
        }
        return -1;
    }

    public static int blockOf(int row) {
        return row / BLOCK;
    }

    /** The first row of the block. */
    public static int firstRow(int block) {
        return block * BLOCK;
    }

    /** The ids of the block's rows. */
    public long[] blockIds(int block) {
        int from = firstRow(block);
        return java.util.Arrays.copyOfRange(ids, Math.min(from, ids.length), Math.min(from + BLOCK, ids.length));
    }

    public boolean loaded(int block) {
        return blocks.containsKey(block);
    }

    public void put(int block, GameList list) {
        blocks.put(block, Block.of(list));
    }

    /** The header of the row's game; null while its block is not read, or when the game was deleted since. */
    public GameHeader header(int row) {
        Block block = blocks.get(blockOf(row));
        return block == null ? null : block.headers().get(ids[row]);
    }

    /** The stored review of the row's game, or null. */
    public StoredReview review(int row) {
        Block block = blocks.get(blockOf(row));
        return block == null ? null : block.list().review(ids[row]);
    }

    /** Whether any read row's game has a stored review. */
    public boolean anyReviewed() {
        return blocks.values().stream().anyMatch(block -> !block.list().reviews().isEmpty());
    }

    /** The headers of the read rows among the first {@code count}, in order. */
    public List<GameHeader> headers(int count) {
        List<GameHeader> headers = new java.util.ArrayList<>();
        for (int row = 0; row < Math.min(count, ids.length); row++) {
            GameHeader header = header(row);
            if (header != null) {
                headers.add(header);
            }
        }
        return headers;
    }
}
