import { useState } from 'react';
import { api } from '../api';
import { Amount } from '../components/Amount';
import { HowThisWorks } from '../components/HowThisWorks';
import { LoadError } from '../components/Notice';
import { Term } from '../components/Term';
import { formatInteger } from '../lib/format';
import { formatPricePerMi } from '../lib/priceUnits';
import { useLoad } from '../lib/useLoad';
import { usePageTitle } from '../lib/usePageTitle';

type Order = 'cheapest' | 'fastest';

/**
 * Seed 004's federation directory: every priced cluster, cheapest (per MI) or fastest first, with its grid (seed
 * 000) and the caller's home grid marked.
 */
export function SitesPage() {
  usePageTitle('Clusters');
  const [order, setOrder] = useState<Order>('cheapest');
  const directory = useLoad(() => api.directory(order), order);
  const sites = useLoad(api.sites, 'sites');
  const me = useLoad(api.me, 'me');
  const gridOf = new Map(sites.data?.map((site) => [site.id, site.gridName]) ?? []);
  const homeGrid = me.data?.homeGrid ?? null;
  return (
    <>
      <h1>Clusters</h1>
      <p className="muted">
        Every cluster with a posted price in grid dollars (<Term name="G$" />) per processor-hour, and the grid it
        belongs to.
      </p>
      {homeGrid && (
        <p data-testid="home-grid">
          Your home grid is <strong>{homeGrid}</strong>{me.data?.homeSiteName && <> (your jobs start at {me.data.homeSiteName})</>}:
          strategies that choose within your grid pick among its clusters and reach the others through contracts
          between grids.
        </p>
      )}
      <HowThisWorks source="seed 004 §3.1 (the federation directory) and §3.4 (quote value)">
        <p>
          This is the federation directory. A job of <var>l</var> million instructions (<Term name="MI" />)
          on <var>p</var> processors of <var>μ</var> <Term name="MIPS" /> runs there for <var>D</var> ={' '}
          <var>l</var> / (<var>μ</var> · <var>p</var>) seconds and costs price × <var>p</var> × <var>D</var> / 3,600,
          exact and rounded once to the <Term name="µG$" />. That is <var>l</var> × the price per MI, price / (3,600 · <var>μ</var>), so
          cheapest first means the lowest price per MI: a fast cluster can be cheaper per MI than a slow one with a
          lower price per processor-hour.
        </p>
      </HowThisWorks>
      <fieldset className="actions choices">
        <legend className="visually-hidden">Order</legend>
        {(['cheapest', 'fastest'] as const).map((choice) => (
          <label key={choice}>
            <input type="radio" name="order" value={choice} checked={order === choice}
                   onChange={() => setOrder(choice)} /> {choice} first
          </label>
        ))}
      </fieldset>
      <LoadError error={directory.error} />
      {directory.data && (
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">Clusters, {order} first</caption>
            <thead>
              <tr>
                <th scope="col" className="number">Rank</th>
                <th scope="col">Cluster</th>
                <th scope="col">Grid</th>
                <th scope="col" className="number">Processors</th>
                <th scope="col" className="number"><Term name="MIPS" /> each</th>
                <th scope="col" className="number">Bandwidth</th>
                <th scope="col" className="number">Price per processor-hour</th>
                <th scope="col" className="number">Price per <Term name="MI" /> (<Term name="µG$" />)</th>
              </tr>
            </thead>
            <tbody>
              {directory.data.map((entry) => (
                <tr key={entry.siteId} data-site={entry.name}>
                  <td className="number">{entry.rank}</td>
                  <th scope="row">{entry.name}</th>
                  <td data-testid="grid">
                    {gridOf.get(entry.siteId) ?? '…'}
                    {homeGrid !== null && gridOf.get(entry.siteId) === homeGrid && <span className="muted"> (yours)</span>}
                  </td>
                  <td className="number">{formatInteger(entry.processors)}</td>
                  <td className="number">{formatInteger(entry.mipsPerProcessor)}</td>
                  <td className="number">{entry.bandwidthGbps} Gb/s</td>
                  <td className="number" data-testid="price"><Amount gd={entry.priceGdPerProcessorHour} exact /></td>
                  <td className="number" data-testid="price-per-mi" title={`${entry.pricePerMiMicroGd} µG$`}>
                    {formatPricePerMi(entry.pricePerMiMicroGd)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
