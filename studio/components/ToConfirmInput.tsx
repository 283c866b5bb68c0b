/**
 * "To confirm with the visitor" on a routed request: the fields read less surely, named with what
 * was read, for the specialist to check when they reply. A confident place routes the request at
 * once (decision 110), so these flags travel with it instead of holding it for a moderator.
 */
import { useFormValue, type StringInputProps } from 'sanity';
import { fieldsToConfirm } from '../../features/tripRequests/browser.ts';
import type { StoredReading } from '../../features/tripRequests/browser.ts';

const list = { margin: 0, paddingLeft: '1.25rem', fontSize: '0.875rem', lineHeight: 1.6 } as const;

export function ToConfirmInput(_props: StringInputProps) {
  const reading = useFormValue(['extracted']) as StoredReading | undefined;
  return (
    <ul style={list} aria-label="To confirm">
      {fieldsToConfirm(reading).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
