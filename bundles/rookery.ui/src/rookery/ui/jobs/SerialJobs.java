package rookery.ui.jobs;

import java.util.concurrent.Executor;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

/**
 * Runs tasks one at a time, in the order given, as system jobs of the Jobs framework instead of a
 * thread of the caller's own: every job of one instance holds the same scheduling rule, and the
 * job manager runs jobs blocked by a rule in the order they were scheduled.
 */
public final class SerialJobs implements Executor {
    private final String name;
    private final ISchedulingRule oneAtATime = new ISchedulingRule() {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    };

    /** {@code name} names the jobs (for a user: the job list; for a developer: a thread dump). */
    public SerialJobs(String name) {
        this.name = name;
    }

    @Override
    public void execute(Runnable task) {
        Job job = Job.create(name, monitor -> {
            task.run();
            return Status.OK_STATUS;
        });
        job.setSystem(true);
        job.setRule(oneAtATime);
        job.schedule();
    }
}
