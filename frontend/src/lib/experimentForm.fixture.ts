import type { CatalogueEntry } from '../api/experiments';

/** A catalogue as GET /api/experiments/catalogue answers (the contract's shape), for the form's tests. */
export const CATALOGUE: CatalogueEntry[] = [
  {
    experiment: 'tender', title: 'Tenders against first-come pricing', paper: 'seed 003 §5',
    options: [
      { name: 'lambda', label: 'Arrival rate (jobs per hour)', type: 'integer', default: '7', help: 'Jobs per hour.' },
      { name: 'policy', label: 'Cluster policy', type: 'choice', default: 'ECO', choices: ['RR', 'ECO', 'RANDOM'] },
      { name: 'penalty', label: 'Lateness weight', type: 'number', default: '0.5' },
      { name: 'plots', label: 'Draw plots', type: 'boolean', default: 'true' },
      { name: 'label', label: 'Label', type: 'text', default: null },
    ],
  },
  {
    experiment: 'intergrid', title: 'Grids that peer', paper: 'seed 005 §4',
    options: [{ name: 'grids', label: 'Grids', type: 'choice', default: null, choices: ['2', '3', '4'] }],
  },
];
