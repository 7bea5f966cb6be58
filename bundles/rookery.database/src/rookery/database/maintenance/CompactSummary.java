package rookery.database.maintenance;

/** A database folder's size before and after compacting it. */
public record CompactSummary(long bytesBefore, long bytesAfter) {

    public long regained() {
        return bytesBefore - bytesAfter;
    }
}
