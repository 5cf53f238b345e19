import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../lib/experimentForm.fixture';
import { RunFormFor } from './NewRunForm';

/** The form as the browser first receives it, from the catalogue alone (react-dom/server, no DOM needed). */
function html(): string {
  return renderToStaticMarkup(<MemoryRouter><RunFormFor catalogue={CATALOGUE} onStarted={() => {}} /></MemoryRouter>);
}

/** The element of the form control named {@code name}, as markup. */
function control(markup: string, tag: string, name: string): string {
  const match = new RegExp(`<${tag}[^>]*name="${name.replace('.', '\\.')}"[^>]*>(?:[\\s\\S]*?</${tag}>)?`)
    .exec(markup);
  expect(match, `a ${tag} named ${name}`).not.toBeNull();
  return match![0];
}

describe('the new-run form', () => {
  it('offers every experiment of the catalogue, the first chosen; options are named options.NAME', () => {
    const experiment = control(html(), 'select', 'experiment');
    expect(experiment).toContain('<option value="tender" selected="">tender</option>');
    expect(experiment).toContain('<option value="intergrid">intergrid</option>');
  });

  it('renders a choice option as a select with its default selected', () => {
    const policy = control(html(), 'select', 'options.policy');
    expect(policy.match(/<option /g)).toHaveLength(3);
    expect(policy).toContain('<option value="ECO" selected="">ECO</option>');
    expect(policy).not.toContain('<option value="RR" selected');
  });

  it('fills the other inputs with their defaults: numbers, a checkbox, text', () => {
    const markup = html();
    const lambda = control(markup, 'input', 'options.lambda');
    expect(lambda).toContain('type="number"');
    expect(lambda).toContain('step="1"');
    expect(lambda).toContain('value="7"');
    expect(control(markup, 'input', 'options.penalty')).toContain('value="0.5"');
    expect(control(markup, 'input', 'options.plots')).toMatch(/type="checkbox"[^>]*checked=""/);
    expect(control(markup, 'input', 'options.label')).toContain('value=""');
    expect(control(markup, 'input', 'seed')).toContain('value=""');
    expect(markup).toContain('<label for="');
    expect(markup).toContain('Arrival rate (jobs per hour)');
    expect(markup).toContain('Jobs per hour.');
  });

  it("keeps the paper's reference behind How this works (closed)", () => {
    const markup = html();
    expect(markup).toContain('<details class="how-this-works" data-testid="how-this-works"><summary>');
    expect(markup).toContain('Source: seed 003 §5');
  });
});
