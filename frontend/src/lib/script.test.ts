import { describe, expect, it } from 'vitest';
import { EMPTY_JOB_FORM, jobBodyOf, sameJob, type JobForm } from './jobForm';
import { checkScript, offersScripts, readScriptFile, SCRIPT_MAX_BYTES, scriptSizeText, utf8Bytes } from './script';
import { STRATEGIES } from './strategies.fixture';

const form = (change: Partial<JobForm>): JobForm => ({ ...EMPTY_JOB_FORM, strategy: 'OFC', ...change });
const fileOf = (name: string, bytes: Uint8Array, size = bytes.length) => ({ name, size,
  arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer });

describe('a script\'s size', () => {
  it('counts UTF-8 bytes, as the service does, not characters', () => {
    expect(utf8Bytes('echo hi\n')).toBe(8);
    expect(utf8Bytes('é')).toBe(2);
    expect(utf8Bytes('€')).toBe(3);
    expect(utf8Bytes('🚀')).toBe(4);
    expect(scriptSizeText('echo €')).toBe('8 of 65,536 bytes (64 KiB)');
  });

  it('takes exactly 64 KiB and refuses one byte more, counted in bytes', () => {
    expect(checkScript('a'.repeat(SCRIPT_MAX_BYTES))).toEqual({ value: 'a'.repeat(SCRIPT_MAX_BYTES) });
    expect(checkScript('a'.repeat(SCRIPT_MAX_BYTES + 1)).error)
      .toBe('is 65,537 bytes; a script may be at most 65,536 bytes (64 KiB)');
    // 21,846 euro signs are 21,846 characters but 65,538 bytes.
    expect(checkScript('€'.repeat(21_846)).error).toMatch(/^is 65,538 bytes/);
    expect(checkScript('€'.repeat(21_845)).value).toHaveLength(21_845);
  });

  it('reads blank as no script, and sends any other text as typed', () => {
    expect(checkScript('')).toEqual({});
    expect(checkScript('  \n\t\n')).toEqual({});
    expect(checkScript('  echo hi\n')).toEqual({ value: '  echo hi\n' });
  });
});

describe('the script in the job body', () => {
  it('goes into the body of the quote and the submission, and makes another job', () => {
    const without = jobBodyOf(form({}), STRATEGIES).body!;
    expect(without).not.toHaveProperty('script');
    const withScript = jobBodyOf(form({ script: '#!/bin/bash\nsleep 3\n' }), STRATEGIES).body!;
    expect(withScript.script).toBe('#!/bin/bash\nsleep 3\n');
    expect(sameJob(withScript, without)).toBe(false);
    expect(sameJob(withScript, jobBodyOf(form({ script: '#!/bin/bash\nsleep 4\n' }), STRATEGIES).body!)).toBe(false);
    expect(sameJob(withScript, jobBodyOf(form({ script: '#!/bin/bash\nsleep 3\n' }), STRATEGIES).body!)).toBe(true);
  });

  it('is refused before sending when too large, at the script field', () => {
    const { body, errors } = jobBodyOf(form({ script: 'x'.repeat(SCRIPT_MAX_BYTES + 1) }), STRATEGIES);
    expect(body).toBeUndefined();
    expect(errors.script).toMatch(/at most 65,536 bytes/);
  });
});

describe('reading a script from a file', () => {
  it('reads UTF-8 text', async () => {
    expect(await readScriptFile(fileOf('job.sh', new TextEncoder().encode('echo café\n'))))
      .toEqual({ text: 'echo café\n' });
  });

  it('refuses a file over the limit by its size, without reading it', async () => {
    const unread = { name: 'big.sh', size: SCRIPT_MAX_BYTES + 1,
      arrayBuffer: async (): Promise<ArrayBuffer> => { throw new Error('read'); } };
    expect(await readScriptFile(unread)).toEqual({ error: 'big.sh is 65,537 bytes; a script may be at most 65,536 bytes (64 KiB).' });
  });

  it('refuses a file that is not UTF-8', async () => {
    expect(await readScriptFile(fileOf('binary', new Uint8Array([0x65, 0xff, 0xfe, 0x00]))))
      .toEqual({ error: 'binary is not UTF-8 text; a script must be.' });
  });
});

describe('offering the script section', () => {
  const site = (acceptsScripts?: boolean, withdrawnAt: string | null = null) => ({ acceptsScripts, withdrawnAt });

  it('is offered when some open cluster runs scripts, not when none does', () => {
    expect(offersScripts([site(false), site(true)], '')).toBe(true);
    expect(offersScripts([site(false), site(false)], '')).toBe(false);
    expect(offersScripts([site(false), site(true, '2026-11-28T10:00:00Z')], '')).toBe(false);
    expect(offersScripts([], '')).toBe(false);
  });

  it('is offered always when the list does not say which clusters run scripts', () => {
    expect(offersScripts([site(undefined), site(false)], '')).toBe(true);
  });

  it('waits for the list, and never hides a script already typed', () => {
    expect(offersScripts(undefined, '')).toBe(false);
    expect(offersScripts(undefined, 'echo')).toBe(true);
    expect(offersScripts([site(false)], 'echo')).toBe(true);
  });
});
