import { describe, expect, it } from 'vitest';
import { agentCommand, agentState, heardAgo, keyFileCommand, shellWord, SLURM_CONF_LINE, sortedKeys } from './agents';

describe('the command that starts the agent', () => {
  it('names this market, this cluster and its key file, exactly', () => {
    expect(agentCommand('https://market.example.org', 42)).toBe('java -jar target/quarkus-app/quarkus-run.jar agent '
      + 'slurm --market https://market.example.org --site 42 --key-file gridmarket-agent-42.key');
    expect(agentCommand('http://localhost:8080', 7, '/home/agent/site.key')).toBe('java -jar '
      + 'target/quarkus-app/quarkus-run.jar agent slurm --market http://localhost:8080 --site 7 --key-file '
      + '/home/agent/site.key');
    expect(SLURM_CONF_LINE).toBe('export SLURM_CONF=/etc/slurm/slurm.conf');
    expect(keyFileCommand(42)).toBe('chmod 600 gridmarket-agent-42.key');
  });

  it('quotes what the shell would otherwise split or expand', () => {
    expect(shellWord('my key.txt')).toBe("'my key.txt'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('$HOME/k')).toBe("'$HOME/k'");
    expect(shellWord('http://[::1]:8080')).toBe("'http://[::1]:8080'");
  });
});

describe('the agent\'s badge', () => {
  const heard = '2026-11-28T10:00:00Z';

  it('says online, offline, or never heard from', () => {
    expect(agentState({ online: true, lastHeardAt: heard, offlineAfterSeconds: 60 })).toEqual({ online: true, label: 'online' });
    expect(agentState({ online: false, lastHeardAt: heard, offlineAfterSeconds: 60 }).label).toBe('offline');
    expect(agentState({ online: false, lastHeardAt: null, offlineAfterSeconds: 60 }).label)
      .toBe('offline: never heard from');
  });

  it('says how long ago it was heard', () => {
    const agent = { online: true, lastHeardAt: heard, offlineAfterSeconds: 60 };
    expect(heardAgo(agent, Date.parse(heard) + 3_400)).toBe('3 s ago');
    expect(heardAgo(agent, Date.parse(heard) + 125_000)).toBe('2 min 5 s ago');
    expect(heardAgo(agent, Date.parse(heard) - 800)).toBe('just now');
    expect(heardAgo({ ...agent, lastHeardAt: null }, Date.parse(heard))).toBeUndefined();
  });
});

describe('the list of keys', () => {
  it('puts the keys in use first, newest first, then the revoked ones', () => {
    const key = (id: number, createdAt: string, revokedAt: string | null = null) =>
      ({ id, createdAt, lastUsedAt: null, revokedAt });
    const keys = [key(1, '2026-11-28T09:00:00Z', '2026-11-28T09:30:00Z'), key(2, '2026-11-28T09:10:00Z'),
      key(3, '2026-11-28T09:20:00Z'), key(4, '2026-11-28T09:25:00Z', '2026-11-28T09:40:00Z')];
    expect(sortedKeys(keys).map((k) => k.id)).toEqual([3, 2, 4, 1]);
  });
});
