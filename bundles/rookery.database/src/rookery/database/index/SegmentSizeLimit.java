package rookery.database.index;

import java.io.IOException;

import org.apache.lucene.index.FilterMergePolicy;
import org.apache.lucene.index.LogDocMergePolicy;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.MergeTrigger;
import org.apache.lucene.index.SegmentCommitInfo;
import org.apache.lucene.index.SegmentInfos;

/**
 * Merges small segments but never into one of more than {@link #MAX_DOCS} documents. In such a
 * segment the document ids of a point tree leaf span at most 16 bits, and Lucene then writes
 * them in two bytes instead of three: the index holds about a hundred position points per game,
 * so this is most of a byte per point.
 */
public final class SegmentSizeLimit extends FilterMergePolicy {

    public static final int MAX_DOCS = 65_535;

    SegmentSizeLimit() {
        super(new LogDocMergePolicy());
    }

    @Override
    public MergeSpecification findMerges(MergeTrigger trigger, SegmentInfos infos, MergeContext context) throws IOException {
        return withinLimit(super.findMerges(trigger, infos, context));
    }

    @Override
    public MergeSpecification findForcedDeletesMerges(SegmentInfos infos, MergeContext context) throws IOException {
        return withinLimit(super.findForcedDeletesMerges(infos, context));
    }

    private static MergeSpecification withinLimit(MergeSpecification proposed) {
        if (proposed == null) {
            return null;
        }
        MergeSpecification kept = new MergeSpecification();
        for (MergePolicy.OneMerge merge : proposed.merges) {
            long docs = 0;
            for (SegmentCommitInfo segment : merge.segments) {
                docs += segment.info.maxDoc() - segment.getDelCount();
            }
            if (docs <= MAX_DOCS) {
                kept.add(merge);
            }
        }
        return kept.merges.isEmpty() ? null : kept;
    }
}
