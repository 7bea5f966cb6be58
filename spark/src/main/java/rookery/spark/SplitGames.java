package rookery.spark;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import rookery.pgn.PgnOptions;
import rookery.pgn.PgnReader;
import rookery.pgn.PgnRecord;

/** The records of one split read by Rookery's PGN reader, with the options of the import (main lines only). */
final class SplitGames implements Closeable {

    private final PgnReader reader;

    SplitGames(PgnSplit split, Map<String, String> hadoopSettings) throws IOException {
        Configuration conf = new Configuration(false);
        hadoopSettings.forEach(conf::set);
        Path path = new Path(split.path);
        FileSystem fs = path.getFileSystem(conf);
        FSDataInputStream file = fs.open(path);
        InputStream games = file;
        try {
            if (!split.whole()) {
                file.seek(Math.max(0, split.start - 1));
                games = new RangeStream(file, split.start, split.end);
            }
            reader = PgnReader.of(games, split.sourceName(), PgnOptions.defaults().withMainlineOnly(true));
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }

    /** The driver's Hadoop settings, for the tasks to reach the same file systems. */
    static Map<String, String> settings(Configuration conf) {
        Map<String, String> settings = new HashMap<>();
        conf.forEach(entry -> settings.put(entry.getKey(), entry.getValue()));
        return settings;
    }

    /** The next game or rejection, null at the end. */
    PgnRecord next() throws IOException {
        return reader.next();
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
