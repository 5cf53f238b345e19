package org.gridmarket.bench;

import ch.qos.logback.classic.Level;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.cloudsimplus.brokers.DatacenterBroker;
import org.cloudsimplus.brokers.DatacenterBrokerSimple;
import org.cloudsimplus.cloudlets.Cloudlet;
import org.cloudsimplus.core.CloudSimPlus;
import org.cloudsimplus.datacenters.DatacenterSimple;
import org.cloudsimplus.hosts.Host;
import org.cloudsimplus.hosts.HostSimple;
import org.cloudsimplus.resources.Pe;
import org.cloudsimplus.resources.PeSimple;
import org.cloudsimplus.schedulers.cloudlet.CloudletSchedulerSpaceShared;
import org.cloudsimplus.schedulers.vm.VmSchedulerSpaceShared;
import org.cloudsimplus.traces.SwfWorkloadFileReader;
import org.cloudsimplus.util.Log;
import org.cloudsimplus.utilizationmodels.UtilizationModel;
import org.cloudsimplus.utilizationmodels.UtilizationModelDynamic;
import org.cloudsimplus.vms.Vm;
import org.cloudsimplus.vms.VmSimple;

/**
 * Replays an SWF trace with CloudSim Plus 8.5.7, the other side of {@code scripts/bench-vs-cloudsimplus.sh}
 * (issue 35 E): CloudSim Plus's own reader ({@link SwfWorkloadFileReader}) turns each trace line into a
 * cloudlet submitted at its submit time; one datacenter holds one host and one VM of {@code PROCESSORS}
 * processing elements, and the VM runs cloudlets space-shared ({@link CloudletSchedulerSpaceShared}: each
 * cloudlet holds its processors to itself, the others wait in arrival order). Jobs wider than the machine are
 * left out by the reader's predicate, as gridmarket's site rejects them.
 *
 * <pre>java -cp 'target/classes:target/lib/*' org.gridmarket.bench.CloudSimPlusReplay TRACE.swf.gz 128</pre>
 *
 * Prints one line of {@code key=value} pairs: the read time (the reader building every cloudlet), the replay
 * time ({@link CloudSimPlus#start()}, the event loop), the cloudlets finished and their mean wait.
 */
public final class CloudSimPlusReplay {

    /** MIPS per processing element: a trace second is this many million instructions. */
    private static final int MIPS = 1000;

    private CloudSimPlusReplay() {
    }

    public static void main(String[] arguments) throws IOException {
        if (arguments.length != 2) {
            System.err.println("usage: CloudSimPlusReplay TRACE.swf[.gz] PROCESSORS");
            System.exit(2);
        }
        String trace = arguments[0];
        int processors = Integer.parseInt(arguments[1]);
        Log.setLevel(Level.OFF);

        long readStart = System.nanoTime();
        SwfWorkloadFileReader reader = new SwfWorkloadFileReader(trace, MIPS);
        reader.setPredicate(cloudlet -> cloudlet.getPesNumber() <= processors);
        List<Cloudlet> cloudlets = reader.generateWorkload();
        // The reader gives every cloudlet UtilizationModelFull for CPU, RAM and bandwidth: each would claim all
        // of the VM's RAM and run alone. A batch job holds processors only, as in gridmarket's sites.
        UtilizationModel none = new UtilizationModelDynamic(0);
        for (Cloudlet cloudlet : cloudlets) {
            cloudlet.setUtilizationModelRam(none).setUtilizationModelBw(none);
        }
        double readSeconds = (System.nanoTime() - readStart) / 1e9;

        long replayStart = System.nanoTime();
        CloudSimPlus simulation = new CloudSimPlus();
        List<Pe> pes = new java.util.ArrayList<>(processors);
        for (int pe = 0; pe < processors; pe++) {
            pes.add(new PeSimple(MIPS));
        }
        Host host = new HostSimple(1L << 40, 1L << 40, 1L << 50, pes).setVmScheduler(new VmSchedulerSpaceShared());
        new DatacenterSimple(simulation, List.of(host));
        DatacenterBroker broker = new DatacenterBrokerSimple(simulation);
        Vm vm = new VmSimple(MIPS, processors).setRam(1L << 30).setBw(1L << 30).setSize(1L << 40)
                .setCloudletScheduler(new CloudletSchedulerSpaceShared());
        broker.submitVmList(List.of(vm));
        broker.submitCloudletList(cloudlets, vm);
        simulation.start();
        double replaySeconds = (System.nanoTime() - replayStart) / 1e9;

        List<Cloudlet> finished = broker.getCloudletFinishedList();
        double waitSum = 0;
        for (Cloudlet cloudlet : finished) {
            waitSum += cloudlet.getStartTime() - cloudlet.getDcArrivalTime();
        }
        System.out.printf(Locale.ROOT, "read_seconds=%.3f replay_seconds=%.3f cloudlets=%d finished=%d "
                + "mean_wait_seconds=%.1f clock=%.0f%n", readSeconds, replaySeconds, cloudlets.size(),
                finished.size(), finished.isEmpty() ? 0 : waitSum / finished.size(), simulation.clock());
    }
}
