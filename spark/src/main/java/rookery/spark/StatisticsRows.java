package rookery.spark;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

import rookery.database.RatingGroup;
import rookery.database.Speed;
import rookery.database.importer.BucketRow;
import rookery.database.importer.MoveTally;
import scala.Tuple2;

/** A merged tally as a line of the statistics files ({@link BucketRow}) and as a Parquet row (docs/scale-out.md). */
final class StatisticsRows {

    static final StructType SCHEMA = DataTypes.createStructType(new StructField[] {
            DataTypes.createStructField("position_key", DataTypes.LongType, false),
            DataTypes.createStructField("month", DataTypes.IntegerType, false),
            DataTypes.createStructField("speed", DataTypes.StringType, true),
            DataTypes.createStructField("rating_group", DataTypes.IntegerType, true),
            DataTypes.createStructField("move_code", DataTypes.IntegerType, false),
            DataTypes.createStructField("games", DataTypes.IntegerType, false),
            DataTypes.createStructField("white", DataTypes.IntegerType, false),
            DataTypes.createStructField("draws", DataTypes.IntegerType, false),
            DataTypes.createStructField("black", DataTypes.IntegerType, false),
            DataTypes.createStructField("rated_games", DataTypes.IntegerType, false),
            DataTypes.createStructField("mover_elo_sum", DataTypes.LongType, false),
            DataTypes.createStructField("opponent_elo_sum", DataTypes.LongType, false),
            DataTypes.createStructField("rated_points2", DataTypes.LongType, false),
            DataTypes.createStructField("dated_games", DataTypes.IntegerType, false),
            DataTypes.createStructField("year_sum", DataTypes.LongType, false),
            DataTypes.createStructField("first_year", DataTypes.IntegerType, false),
            DataTypes.createStructField("last_year", DataTypes.IntegerType, false),
            DataTypes.createStructField("top_game_ids", DataTypes.createArrayType(DataTypes.LongType, false), false) });

    private StatisticsRows() {
    }

    static BucketRow bucketRow(Tuple2<Tuple2<Long, Long>, long[]> merged) {
        long bucket = merged._1()._2();
        return new BucketRow(merged._1()._1(), BucketKey.month(bucket), BucketKey.speed(bucket), BucketKey.rating(bucket),
                BucketKey.code(bucket), TallyArrays.tally(merged._2()));
    }

    static String line(Tuple2<Tuple2<Long, Long>, long[]> merged) {
        return bucketRow(merged).line();
    }

    static Row row(Tuple2<Tuple2<Long, Long>, long[]> merged) {
        BucketRow row = bucketRow(merged);
        MoveTally t = row.tally();
        Speed speed = row.speed();
        RatingGroup rating = row.rating();
        long[] top = t.topGameIds();
        Long[] topIds = new Long[top.length];
        for (int i = 0; i < top.length; i++) {
            topIds[i] = top[i];
        }
        return RowFactory.create(row.key(), row.month(), speed == null ? null : speed.apiName(), rating == null ? null : rating.lowerBound(),
                row.code(), t.games, t.white, t.draws, t.black, t.ratedGames, t.moverEloSum, t.opponentEloSum, t.ratedPoints2, t.datedGames,
                t.yearSum, t.firstYear, t.lastYear, scala.jdk.javaapi.CollectionConverters.asScala(java.util.Arrays.asList(topIds)).toSeq());
    }
}
