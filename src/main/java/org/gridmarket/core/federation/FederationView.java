package org.gridmarket.core.federation;

/** What a {@link Superscheduler} may consult: the shared directory, the agents and the message count. */
public interface FederationView {

    FederationDirectory directory();

    GridFederationAgent agent(long id);

    /** Number of GFAs in the federation. */
    int size();

    MessageCounter messages();

    /**
     * What {@code demand} costs on {@code site} at its posted price: seed 004 Eq. (4) as printed, unless the
     * market prices otherwise (the live market prices per processor-hour).
     */
    default long costMicroGd(JobDemand demand, GridFederationAgent site) {
        return CostModel.costMicroGd(demand, site.site(), site.quoteMicroGd());
    }

    /**
     * Seed 004 §3.3 steps (3)–(4): the origin asks {@code candidate} for a guarantee that {@code job} completes
     * by its deadline. A remote GFA costs a negotiate and a reply message; the origin's own GRM none.
     */
    default boolean negotiate(FederatedJob job, GridFederationAgent candidate) {
        if (candidate.id() != job.origin().id()) {
            messages().message(MessageCounter.Kind.NEGOTIATE, job.id(), job.origin().id(), candidate.id());
            messages().message(MessageCounter.Kind.REPLY, job.id(), job.origin().id(), candidate.id());
        }
        return candidate.grm().guarantees(job.demand(), job.deadlineAtSeconds());
    }
}
