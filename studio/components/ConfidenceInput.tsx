/**
 * How sure the automatic reading of a field was, in words ("Fairly sure — please confirm"),
 * where the number from 0 to 1 meant nothing to an editor and invited editing. Read-only: the
 * editor corrects the value, not how sure the reading of it was.
 */
import type { NumberInputProps } from 'sanity';
import { confidenceNote } from '../../features/tripRequests/browser.ts';

const style = { margin: 0, fontSize: '0.875rem', lineHeight: 1.5 } as const;

export function ConfidenceInput(props: NumberInputProps) {
  return <p style={style}>{confidenceNote(props.value)}</p>;
}
