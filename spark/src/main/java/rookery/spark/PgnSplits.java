package rookery.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

/**
 * The splits of the job's inputs, in input order: files, folders (their PGN files in name order,
 * recursively) and globs on any Hadoop file system. Plain files larger than the split size are cut
 * into byte ranges; compressed ones ({@code .gz}, {@code .zst}) are read whole by one task.
 */
final class PgnSplits {

    private PgnSplits() {
    }

    static List<PgnSplit> of(List<String> inputs, Configuration conf, long splitBytes) throws IOException {
        List<PgnSplit> splits = new ArrayList<>();
        for (String input : inputs) {
            Path path = new Path(input);
            FileSystem fs = path.getFileSystem(conf);
            FileStatus[] matched = fs.globStatus(path);
            if (matched == null || matched.length == 0) {
                throw new IllegalArgumentException(input + ": no such file or folder");
            }
            Arrays.sort(matched, Comparator.comparing(status -> status.getPath().toString()));
            for (FileStatus status : matched) {
                for (FileStatus file : status.isDirectory() ? pgnFiles(fs, status.getPath()) : List.of(status)) {
                    addFile(splits, file, splitBytes);
                }
            }
        }
        return splits;
    }

    private static List<FileStatus> pgnFiles(FileSystem fs, Path folder) throws IOException {
        List<FileStatus> files = new ArrayList<>();
        RemoteIterator<LocatedFileStatus> listed = fs.listFiles(folder, true);
        while (listed.hasNext()) {
            LocatedFileStatus file = listed.next();
            String name = file.getPath().getName().toLowerCase(Locale.ROOT);
            if (name.endsWith(".pgn") || name.endsWith(".pgn.gz") || name.endsWith(".pgn.zst")) {
                files.add(file);
            }
        }
        files.sort(Comparator.comparing(file -> file.getPath().toString()));
        return files;
    }

    private static void addFile(List<PgnSplit> splits, FileStatus file, long splitBytes) {
        String path = file.getPath().toString();
        String name = file.getPath().getName().toLowerCase(Locale.ROOT);
        if (name.endsWith(".gz") || name.endsWith(".zst")) {
            splits.add(new PgnSplit(splits.size(), path, 0, -1));
            return;
        }
        long length = file.getLen();
        for (long start = 0; start == 0 || start < length; start += splitBytes) {
            splits.add(new PgnSplit(splits.size(), path, start, Math.min(length, start + splitBytes)));
        }
    }
}
