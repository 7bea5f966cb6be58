package rookery.tablebase;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import rookery.tablebase.syzygy.SyzygyTablebases;

/**
 * Rookery's tables against the Syzygy tables over every legal position (not a sample, as {@link
 * SyzygyAgreesWithDtmTest}): {@code SyzygyDtmAgreement TABLES SYZYGY [PIECES]} checks every table of
 * 3 up to PIECES (default 4) pieces in the folder TABLES (e.g. the tables the build generates)
 * against the Syzygy folder and prints each table's count and the disagreements; exit 1 when there is one.
 */
public final class SyzygyDtmAgreement {

    private SyzygyDtmAgreement() {
    }

    public static void main(String[] args) throws IOException {
        Tablebases tablebases = Tablebases.open(Path.of(args[0]));
        SyzygyTablebases syzygy = SyzygyTablebases.open(List.of(Path.of(args[1])));
        int pieces = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        long total = 0;
        long disagreements = 0;
        long start = System.nanoTime();
        for (int count = 3; count <= pieces; count++) {
            for (Signature signature : Signature.all(count)) {
                Table table = tablebases.table(signature.canonical());
                long checked = 0;
                for (int number = 0; number < table.index.size; number++) {
                    if (!table.index.isLegal(number)) {
                        continue;
                    }
                    String disagreement = SyzygyAgreesWithDtmTest.disagreement(tablebases, syzygy, table, number);
                    if (disagreement != null) {
                        System.out.println(disagreement);
                        disagreements++;
                    }
                    checked++;
                }
                total += checked;
                System.out.printf("%-6s %,13d positions%n", signature.name(), checked);
            }
        }
        System.out.printf("%,d positions in %.0f s, %d disagreements%n", total, (System.nanoTime() - start) / 1e9, disagreements);
        System.exit(disagreements == 0 ? 0 : 1);
    }
}
