/**
 * The command line (picocli): {@code simulate} replays a workload without the web server or any database.
 * {@link org.gridmarket.cli.GridmarketCli#handles(String)} lets the service's launcher dispatch here before
 * the framework boots.
 */
package org.gridmarket.cli;
