/**
 * "Why it needs a person", said so an editor knows what to do: the reason the request waits, and
 * each field read without confidence, named with what was read ("Budget: £5,000 per person —
 * please confirm"). What it names follows the editor's corrections as they type.
 */
import { useFormValue, type StringInputProps } from 'sanity';
import { fieldsToConfirm } from '../../features/tripRequests/browser.ts';
import type { StoredReading } from '../../features/tripRequests/browser.ts';

const styles = {
  reason: { margin: 0, fontSize: '0.875rem', lineHeight: 1.5 },
  list: { margin: '0.5rem 0 0', paddingLeft: '1.25rem', fontSize: '0.875rem', lineHeight: 1.6 },
} as const;

export function ModerationReasonInput(props: StringInputProps) {
  const reading = useFormValue(['extracted']) as StoredReading | undefined;
  const toConfirm = fieldsToConfirm(reading);
  return (
    <div>
      <p style={styles.reason}>{props.value}</p>
      {toConfirm.length > 0 ? (
        <ul style={styles.list} aria-label="To confirm">
          {toConfirm.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
