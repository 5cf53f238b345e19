import { useState } from 'react';
import { experimentsApi, runFilePath, type Run, type RunFile } from '../../api/experiments';
import { LoadError } from '../../components/Notice';
import { SeriesChart } from '../../components/SeriesChart';
import { saveBlob } from '../../lib/download';
import { renderMarkdown } from '../../lib/markdown';
import { filesNamed, formatBytes, formatFigure, headlinesOf, numbersOf, plainKey, verdictWords } from '../../lib/researchRuns';
import { useLoad } from '../../lib/useLoad';

/** Without headlines, a summary of at most this many figures is shown open; a longer one is folded. */
const OPEN_FIGURES = 30;

/** A finished run: the paper's headlines beside ours, the charts, the report's text and every file. */
export function RunResults({ run }: { run: Run }) {
  const charts = filesNamed(run.files, 'charts.json');
  const reports = filesNamed(run.files, 'report.md');
  return (
    <>
      <Headlines run={run} />
      {charts.length > 0 && (
        <section aria-labelledby="charts-heading">
          <h2 id="charts-heading">Charts</h2>
          {charts.map((file) => <Charts key={file.name} run={run} file={file} />)}
        </section>
      )}
      {reports.length > 0 && (
        <section aria-labelledby="report-heading">
          <h2 id="report-heading">{reports.length === 1 ? 'Report' : 'Reports'}</h2>
          {reports.map((file) => <Report key={file.name} run={run} file={file} titled={reports.length > 1} />)}
        </section>
      )}
      <Downloads run={run} />
    </>
  );
}

function Headlines({ run }: { run: Run }) {
  const headlines = headlinesOf(run.summary);
  const figures = numbersOf(run.summary);
  return (
    <section aria-labelledby="results-heading">
      <h2 id="results-heading">Results</h2>
      {headlines && headlines.length > 0 && (
        <div className="table-scroll">
          <table data-testid="headlines">
            <caption className="visually-hidden">The paper's results beside this run's</caption>
            <thead>
              <tr>
                <th scope="col">Result</th>
                <th scope="col">Basis</th>
                <th scope="col">Paper</th>
                <th scope="col">This run</th>
                <th scope="col">Verdict</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {headlines.map((headline) => (
                <tr key={headline.name} data-verdict={headline.verdict}>
                  <th scope="row">{headline.name}</th>
                  <td data-label="Basis">{headline.basis ?? '—'}</td>
                  <td data-label="Paper">{headline.paper}</td>
                  <td data-label="This run">{headline.ours}</td>
                  <td data-label="Verdict"><strong>{verdictWords(headline.verdict)}</strong></td>
                  <td data-label="Why">{headline.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {figures.length > 0 && (
        <details open={(!headlines || headlines.length === 0) && figures.length <= OPEN_FIGURES}
                 data-testid="summary-figures">
          <summary>Every figure of the summary ({figures.length})</summary>
          <div className="table-scroll">
            <table>
              <thead><tr><th scope="col">Figure</th><th scope="col" className="number">Value</th></tr></thead>
              <tbody>
                {figures.map((figure) => (
                  <tr key={figure.key}>
                    <td>{plainKey(figure.key)}</td>
                    <td className="number">{formatFigure(figure.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
      {!headlines && figures.length === 0 && <p>The run left no summary.</p>}
    </section>
  );
}

function Charts({ run, file }: { run: Run; file: RunFile }) {
  const charts = useLoad(() => experimentsApi.charts(run.id, file.name), `charts-${run.id}-${file.name}`);
  return (
    <>
      <LoadError error={charts.error} />
      {charts.data?.map((spec, i) => <SeriesChart key={`${spec.id}-${i}`} spec={spec} />)}
    </>
  );
}

function Report({ run, file, titled }: { run: Run; file: RunFile; titled: boolean }) {
  const report = useLoad(() => experimentsApi.fileText(run.id, file.name, 'text/markdown'),
    `report-${run.id}-${file.name}`);
  return (
    <>
      {titled && <h3>{file.name.replace(/\/?report\.md$/, '') || 'The run'}</h3>}
      <LoadError error={report.error} />
      {/* markdown-it with raw HTML off: the text's own tags arrive escaped (lib/markdown). */}
      {report.data !== undefined && (
        <div className="panel report" data-testid="report" dangerouslySetInnerHTML={{ __html: renderMarkdown(report.data) }} />
      )}
    </>
  );
}

function Downloads({ run }: { run: Run }) {
  const [error, setError] = useState<Error>();
  async function download(file: RunFile) {
    setError(undefined);
    try {
      saveBlob(await experimentsApi.fileBlob(run.id, file), file.name);
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    }
  }
  return (
    <section aria-labelledby="downloads-heading">
      <h2 id="downloads-heading">Downloads</h2>
      <LoadError error={error} />
      {(run.files ?? []).length === 0 ? <p>The run wrote no files.</p> : (
        <ul data-testid="downloads">
          {(run.files ?? []).map((file) => (
            <li key={file.name}>
              {/* The file needs the token, so the click fetches it; the address is the API's. */}
              <a href={runFilePath(run.id, file.name)} download={file.name} onClick={(event) => {
                event.preventDefault();
                void download(file);
              }}>{file.name}</a> <span className="muted">({formatBytes(file.bytes)})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
