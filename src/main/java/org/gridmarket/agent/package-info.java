/**
 * The site agent for a real cluster (issue 33): {@code agent slurm} runs on a cluster's login node, pulls the
 * site's assignments from the market, submits each job's script with {@code sbatch}, follows it with
 * {@code scontrol} and reports what really ran (started, finished with Slurm's elapsed time, failed with Slurm's
 * reason) and the tail of its output. Plain Java like {@code cli/}: no framework, no database; the market is an
 * HTTP client ({@link org.gridmarket.agent.MarketClient}), Slurm its command-line tools
 * ({@link org.gridmarket.agent.SlurmCommands}), its memory a work directory ({@link org.gridmarket.agent.WorkDir}).
 */
package org.gridmarket.agent;
