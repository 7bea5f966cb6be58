package rookery.database.maintenance;

import java.util.List;

/**
 * Spellings of one name: {@code names}, most games first, and {@code suggested}, the spelling to
 * merge them into (a spelling file's correct one when it names one, else the most used).
 */
public record NameVariants(String suggested, List<NameCount> names) {

    public NameVariants {
        names = List.copyOf(names);
    }

    public long games() {
        return names.stream().mapToLong(NameCount::games).sum();
    }
}
