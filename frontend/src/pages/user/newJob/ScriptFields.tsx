import { useId, useState, type ChangeEvent } from 'react';
import { TextAreaField } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { readScriptFile, SCRIPT_MAX_BYTES, scriptSizeText, utf8Bytes } from '../../../lib/script';
import styles from '../NewJobPage.module.css';

/**
 * The job's script (issue 33): typed, or read from a local file into the text area, with its size against the
 * 64 KiB limit as it changes. Too large a script is refused here; the page never sends it.
 */
export function ScriptFields({ script, error, onChange }: { script: string; error?: string;
  onChange: (script: string) => void }) {
  const fileId = useId();
  const [fileNote, setFileNote] = useState<{ tone: 'info' | 'danger'; text: string }>();
  const over = utf8Bytes(script) > SCRIPT_MAX_BYTES;

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) {
      return;
    }
    const read = await readScriptFile(file);
    if (read.text === undefined) {
      setFileNote({ tone: 'danger', text: read.error ?? `${file.name} could not be read.` });
      return;
    }
    setFileNote({ tone: 'info', text: `Read ${file.name} into the script.` });
    onChange(read.text);
  }

  return (
    <fieldset className={styles.script} data-testid="script-section">
      <legend>Script (optional)</legend>
      <p className="muted">
        A shell script that runs on a real cluster under Slurm, on the processors and for the time this job asks
        for. Only clusters that run scripts can take it: the quote shows which. Its output appears on the job's page
        when it ends. Leave it empty for a job without one.
      </p>
      <TextAreaField label="Script" name="script" value={script} error={error} rows={8} spellCheck={false}
                     autoCapitalize="off" autoCorrect="off" placeholder={'#!/bin/bash\necho "hello from $(hostname)"'}
                     hint={<span data-testid="script-size" data-over={over}
                                 className={over ? styles.over : undefined}>{scriptSizeText(script)}
                       {over && ': too large to send'}</span>}
                     onChange={(event) => { setFileNote(undefined); onChange(event.target.value); }} />
      <div className={styles.file}>
        <label htmlFor={fileId}>Read the script from a file</label>
        <input id={fileId} type="file" onChange={readFile} />
      </div>
      {fileNote && <div data-testid="script-file-note"><Notice tone={fileNote.tone}>{fileNote.text}</Notice></div>}
    </fieldset>
  );
}
