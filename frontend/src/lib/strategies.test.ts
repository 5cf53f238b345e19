import { describe, expect, it } from 'vitest';
import { STRATEGIES } from './strategies.fixture';
import { takesLateness, waitsInQueue } from './strategies';

describe('what a strategy says about itself', () => {
  it('reads waiting in the queue from the service, not from a name', () => {
    expect(STRATEGIES.filter((strategy) => waitsInQueue(STRATEGIES, strategy.name)).map((s) => s.name))
      .toEqual(['QUEUE']);
    const renamed = [{ name: 'LINE_UP', description: 'Waits its turn.', options: [], waitsInQueue: true,
      collectsBids: false, choosesInHomeGrid: false, basis: '' }];
    expect(waitsInQueue(renamed, 'LINE_UP')).toBe(true);
    expect(waitsInQueue(renamed, 'QUEUE')).toBe(false);
    expect(waitsInQueue(undefined, 'LINE_UP')).toBe(false);
  });

  it('reads weighing lateness from the options the service lists', () => {
    expect(STRATEGIES.filter((strategy) => takesLateness(STRATEGIES, strategy.name)).map((s) => s.name))
      .toEqual(['TENDER']);
  });
});
