package rookery.app.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/** The headless application behind {@code ./rookery <command>}: exit 0 ok, 1 failure, 2 usage error. */
public class CliApplication implements IApplication {

    @Override
    public Object start(IApplicationContext context) {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        context.applicationRunning();
        return RookeryCommand.run(args);
    }

    @Override
    public void stop() {
        // Commands run to completion on the calling thread; nothing to interrupt here.
    }
}
