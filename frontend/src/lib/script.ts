/**
 * A job's script on the New job page (issue 33): at most 64 KiB of UTF-8, counted and refused here before it is
 * sent (the service refuses more with a 422 naming `script`).
 */
export const SCRIPT_MAX_BYTES = 65_536;

const encoder = new TextEncoder();

/** The script's size as the service counts it: its UTF-8 bytes ("é" is 2, "€" 3, an emoji 4). */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

const whole = (value: number) => value.toLocaleString('en-GB');

/** "1,234 of 65,536 bytes (64 KiB)". */
export function scriptSizeText(text: string): string {
  return `${whole(utf8Bytes(text))} of ${whole(SCRIPT_MAX_BYTES)} bytes (64 KiB)`;
}

/**
 * The script to send, or the message to show: blank (only spaces and line breaks) is no script; otherwise the text
 * as typed, at most {@link SCRIPT_MAX_BYTES} bytes.
 */
export function checkScript(text: string): { value?: string; error?: string } {
  if (text.trim() === '') {
    return {};
  }
  const bytes = utf8Bytes(text);
  if (bytes > SCRIPT_MAX_BYTES) {
    return { error: `is ${whole(bytes)} bytes; a script may be at most ${whole(SCRIPT_MAX_BYTES)} bytes (64 KiB)` };
  }
  return { value: text };
}

/** What the page needs of a picked file (a File). */
export interface ScriptFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * A file the person picked, as the script's text, or why it cannot be: larger than the limit (refused by its size,
 * unread), or not UTF-8 text.
 */
export async function readScriptFile(file: ScriptFile): Promise<{ text?: string; error?: string }> {
  if (file.size > SCRIPT_MAX_BYTES) {
    return { error: `${file.name} is ${whole(file.size)} bytes; a script may be at most ${whole(SCRIPT_MAX_BYTES)} `
      + 'bytes (64 KiB).' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: `${file.name} is not UTF-8 text; a script must be.` };
  }
}

/** What the script section reads of a listed cluster (a Site; acceptsScripts may be left out of a list). */
export interface ListedSite {
  acceptsScripts?: boolean;
  withdrawnAt: string | null;
}

/**
 * Whether the New job page offers the script section: when some cluster in the list runs scripts, when the list
 * does not say (the service shows `acceptsScripts` only to a cluster's owner: then always, and the quote says
 * which clusters can take it), and always once a script has been typed (it is never hidden away unseen).
 * Withdrawn clusters take no jobs and do not count.
 */
export function offersScripts(sites: readonly ListedSite[] | undefined, script: string): boolean {
  if (script !== '') {
    return true;
  }
  if (sites === undefined) {
    return false;
  }
  const open = sites.filter((site) => !site.withdrawnAt);
  return open.some((site) => site.acceptsScripts === undefined || site.acceptsScripts);
}
