package rookery.ui.views;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;

import rookery.database.RatingGroup;
import rookery.database.Speed;

/**
 * lichess's explorer choices beside the free Elo fields: toggle buttons for the speeds and for
 * the rating groups. Speeds restrict the games to their TimeControl's; chosen groups set the Elo
 * bounds to theirs (the groups between two chosen ones too, since the filter is one range), and
 * the groups show which bounds the fields hold. Filters of whole groups are summed from the
 * database's stored buckets.
 */
final class BucketButtons {

    private static final Map<Speed, String> SPEED_NAMES = Map.of(Speed.ULTRA_BULLET, "UltraBullet", Speed.BULLET, "Bullet",
            Speed.BLITZ, "Blitz", Speed.RAPID, "Rapid", Speed.CLASSICAL, "Classical", Speed.CORRESPONDENCE, "Corr.");

    private final Map<Speed, Button> speeds = new EnumMap<>(Speed.class);
    private final Map<RatingGroup, Button> groups = new EnumMap<>(RatingGroup.class);

    /**
     * @param speedsChanged run when a speed is toggled
     * @param boundsChosen given the Elo bounds of the chosen groups (0, 0: none) when a group is toggled
     */
    BucketButtons(Composite parent, Runnable speedsChanged, BiConsumer<Integer, Integer> boundsChosen) {
        Composite speedRow = row(parent);
        for (Speed speed : Speed.values()) {
            Button button = toggle(speedRow, SPEED_NAMES.get(speed), "Only " + speed.apiName() + " games (by their TimeControl tag)");
            button.addListener(SWT.Selection, event -> speedsChanged.run());
            speeds.put(speed, button);
        }
        Composite groupRow = row(parent);
        for (RatingGroup group : RatingGroup.values()) {
            String bounds = group.upperBound() == 0 ? group.lowerBound() + " and above" : group.lowerBound() + "\u2013" + group.upperBound();
            Button button = toggle(groupRow, Integer.toString(group.lowerBound()), "Players' average rating " + bounds);
            button.addListener(SWT.Selection, event -> {
                int[] chosen = chosenBounds();
                showBounds(chosen[0], chosen[1]);
                boundsChosen.accept(chosen[0], chosen[1]);
            });
            groups.put(group, button);
        }
    }

    private static Composite row(Composite parent) {
        Composite row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.spacing = 1;
        layout.marginLeft = 0;
        layout.marginTop = 0;
        layout.marginBottom = 0;
        row.setLayout(layout);
        return row;
    }

    private static Button toggle(Composite parent, String text, String tooltip) {
        Button button = new Button(parent, SWT.TOGGLE);
        button.setText(text);
        button.setToolTipText(tooltip);
        return button;
    }

    /** The speeds chosen; empty (every game) when none is. */
    Set<Speed> speeds() {
        Set<Speed> chosen = EnumSet.noneOf(Speed.class);
        speeds.forEach((speed, button) -> {
            if (button.getSelection()) {
                chosen.add(speed);
            }
        });
        return chosen;
    }

    void setSpeeds(Set<Speed> chosen) {
        speeds.forEach((speed, button) -> button.setSelection(chosen.contains(speed)));
    }

    /** Selects the groups that lie within the Elo bounds when both are group bounds (or open), none otherwise. */
    void showBounds(int minElo, int maxElo) {
        RatingGroup lowest = minElo == 0 ? RatingGroup.BELOW_1000 : RatingGroup.from(minElo);
        RatingGroup highest = maxElo == 0 ? RatingGroup.FROM_2500 : highestWithUpperBound(maxElo);
        boolean aligned = (minElo > 0 || maxElo > 0) && lowest != null && highest != null;
        groups.forEach((group, button) -> button.setSelection(aligned && group.compareTo(lowest) >= 0 && group.compareTo(highest) <= 0));
    }

    private static RatingGroup highestWithUpperBound(int maxElo) {
        for (RatingGroup group : RatingGroup.values()) {
            if (group.upperBound() == maxElo) {
                return group;
            }
        }
        return null;
    }

    /** The Elo bounds of the selected groups: from the lowest's lower bound to the highest's upper (0: none, all groups: no bound). */
    private int[] chosenBounds() {
        RatingGroup lowest = null;
        RatingGroup highest = null;
        for (RatingGroup group : RatingGroup.values()) {
            if (groups.get(group).getSelection()) {
                lowest = lowest == null ? group : lowest;
                highest = group;
            }
        }
        if (lowest == null) {
            return new int[] {0, 0};
        }
        return new int[] {lowest.lowerBound(), highest.upperBound()};
    }

    Button speedButton(Speed speed) {
        return speeds.get(speed);
    }

    Button groupButton(RatingGroup group) {
        return groups.get(group);
    }
}
