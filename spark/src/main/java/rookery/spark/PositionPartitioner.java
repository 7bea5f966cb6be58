package rookery.spark;

import org.apache.spark.Partitioner;

import scala.Tuple2;

/** Puts every bucket of a position in the same partition, by its key (Zobrist keys are evenly spread already). */
final class PositionPartitioner extends Partitioner {

    private static final long serialVersionUID = 1L;

    private final int partitions;

    PositionPartitioner(int partitions) {
        this.partitions = partitions;
    }

    @Override
    public int numPartitions() {
        return partitions;
    }

    @Override
    public int getPartition(Object key) {
        @SuppressWarnings("unchecked")
        long position = ((Tuple2<Long, Long>) key)._1();
        return (int) Math.floorMod(position ^ position >>> 32, (long) partitions);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PositionPartitioner that && that.partitions == partitions;
    }

    @Override
    public int hashCode() {
        return partitions;
    }
}
