import { Link, useSearchParams } from 'react-router-dom';
import { experimentsApi, type ComparedFigure, type Comparison, type RunStatus } from '../../api/experiments';
import { SelectField } from '../../components/Field';
import { LoadError } from '../../components/Notice';
import {
  changedVerdicts, changeWords, movementOf, runIdOf, splitFigures, unchangedWords, verdictChangeWords,
} from '../../lib/compare';
import { formatFigure, runTitleOf, verdictWords } from '../../lib/researchRuns';
import { useLoad } from '../../lib/useLoad';
import { usePageTitle } from '../../lib/usePageTitle';

const NONE = '—';

/** Two runs side by side (seeds, options or versions apart): which figures moved, and by how much. */
export function ComparePage() {
  usePageTitle('Compare runs');
  const [params, setParams] = useSearchParams();
  const a = runIdOf(params.get('a'));
  const b = runIdOf(params.get('b'));
  const runs = useLoad(() => experimentsApi.runs(0, 100), 'compare-runs');
  const choices = [NONE, ...(runs.data?.runs ?? []).map((run) => `${run.id}: ${runTitleOf(run)}`)];
  const choiceOf = (id: number | undefined) => choices.find((choice) => choice.startsWith(`${id}:`)) ?? NONE;

  function pick(side: 'a' | 'b', choice: string) {
    const next = new URLSearchParams(params);
    const id = choice === NONE ? '' : choice.slice(0, choice.indexOf(':'));
    if (id) {
      next.set(side, id);
    } else {
      next.delete(side);
    }
    setParams(next, { replace: true });
  }

  return (
    <>
      <p><Link to="/research">← Research</Link></p>
      <h1>Compare runs</h1>
      <LoadError error={runs.error} />
      <div className="form-row">
        <SelectField label="Run A" name="a" value={choiceOf(a)} options={choices} onChange={(choice) => pick('a', choice)} />
        <SelectField label="Run B" name="b" value={choiceOf(b)} options={choices} onChange={(choice) => pick('b', choice)} />
      </div>
      {a !== undefined && b !== undefined ? <ComparisonOf a={a} b={b} />
        : <p>Pick two runs (the newest 100 are listed; a run's page links here too).</p>}
    </>
  );
}

function ComparisonOf({ a, b }: { a: number; b: number }) {
  const comparison = useLoad(() => experimentsApi.compare(a, b), `compare-${a}-${b}`);
  return (
    <>
      <LoadError error={comparison.error} />
      {comparison.data && <ComparisonView comparison={comparison.data} />}
    </>
  );
}

function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { a, b } = comparison;
  const split = splitFigures(comparison.figures);
  const verdicts = changedVerdicts(comparison.headlines);
  return (
    <>
      <RunsSideBySide a={a} b={b} />
      {comparison.headlines.length > 0 && (
        <section aria-labelledby="verdicts-heading">
          <h2 id="verdicts-heading">Verdicts</h2>
          <p>{verdictChangeWords(verdicts.length, comparison.headlines.length)}</p>
          <div className="table-scroll">
            <table data-testid="compared-verdicts">
              <thead><tr><th scope="col">Result</th><th scope="col">Run {a.id}</th><th scope="col">Run {b.id}</th></tr></thead>
              <tbody>
                {comparison.headlines.map((headline) => (
                  <tr key={headline.name} data-changed={headline.a !== headline.b}>
                    <th scope="row">{headline.name}</th>
                    <td>{verdictWords(headline.a)}</td>
                    <td>{headline.a !== headline.b ? <strong>{verdictWords(headline.b)}</strong> : verdictWords(headline.b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
      <section aria-labelledby="moved-heading">
        <h2 id="moved-heading">Figures that moved</h2>
        {split.moved.length === 0 ? <p>No figure moved.</p>
          : <FigureTable figures={split.moved} a={a.id} b={b.id} testId="moved-figures" />}
      </section>
      {split.onlyOne.length > 0 && (
        <section aria-labelledby="only-heading">
          <h2 id="only-heading">Figures only one run has</h2>
          <FigureTable figures={split.onlyOne} a={a.id} b={b.id} testId="one-sided-figures" />
        </section>
      )}
      {split.unchanged.length > 0 && (
        <details>
          <summary>{unchangedWords(split.unchanged.length)}</summary>
          <FigureTable figures={split.unchanged} a={a.id} b={b.id} testId="unchanged-figures" />
        </details>
      )}
    </>
  );
}

function FigureTable({ figures, a, b, testId }: { figures: ComparedFigure[]; a: number; b: number; testId: string }) {
  return (
    <div className="table-scroll">
      <table data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col" className="number">Run {a}</th>
            <th scope="col" className="number">Run {b}</th>
            <th scope="col">Change from run {a} to run {b}</th>
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <tr key={figure.key} data-figure={figure.key} data-movement={movementOf(figure)}>
              <th scope="row">{figure.label}</th>
              <td className="number">{formatFigure(figure.a)}</td>
              <td className="number">{formatFigure(figure.b)}</td>
              <td>{changeWords(figure, a, b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunsSideBySide({ a, b }: { a: RunStatus; b: RunStatus }) {
  const options = (run: RunStatus) => {
    const entries = Object.entries(run.options ?? {});
    return entries.length === 0 ? 'the defaults' : entries.map(([name, value]) => `${name} = ${value}`).join(', ');
  };
  const rows: [string, (run: RunStatus) => string][] = [
    ['Experiment', (run) => run.experiment],
    ['Size', (run) => (run.quick ? 'quick' : 'full')],
    ['Random seed', (run) => (run.seed == null ? 'the experiment’s own' : String(run.seed))],
    ['Options', options],
    ['Version', (run) => run.version],
  ];
  return (
    <div className="table-scroll">
      <table data-testid="compared-runs">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col"><Link to={`/research/runs/${a.id}`}>Run {a.id}</Link></th>
            <th scope="col"><Link to={`/research/runs/${b.id}`}>Run {b.id}</Link></th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} data-differs={value(a) !== value(b)}>
              <th scope="row">{label}</th>
              <td>{value(a)}</td>
              <td>{value(b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
