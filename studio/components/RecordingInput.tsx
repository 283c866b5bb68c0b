/**
 * A trip request's voice note or video, played where the editor reads the request. The field is
 * what the visitor sent, so it offers no upload, choice or removal: only the player, the file's
 * name and a copy to keep.
 */
import { useEffect, useState } from 'react';
import { useClient, type ObjectInputProps } from 'sanity';
import { recordingElement, recordingRequest, recordingTitle } from './recordingSource.ts';

const API_VERSION = '2025-02-19';
const ASSET_QUERY = '*[_id == $id][0]{url, mimeType, originalFilename}';

interface RecordingAsset {
  url?: string;
  mimeType?: string;
  originalFilename?: string;
}

type Recording =
  | { state: 'loading' }
  | { state: 'gone' }
  | { state: 'failed'; reason: string }
  | { state: 'ready'; src: string; mimeType?: string; filename?: string };

const styles = {
  player: { display: 'block', width: '100%' },
  video: { display: 'block', width: '100%', maxHeight: '24rem', background: '#000' },
  note: {
    margin: '0.5rem 0 0',
    fontSize: '0.8125rem',
    lineHeight: 1.5,
    color: 'var(--card-muted-fg-color, #5c6570)',
  },
  link: { color: 'var(--card-link-color, inherit)' },
} as const;

/** The recording's bytes, fetched with the editor's credentials and held until unmounted. */
function useRecording(ref: string | undefined): Recording {
  const client = useClient({ apiVersion: API_VERSION });
  const [loaded, setLoaded] = useState<{ ref: string; recording: Recording } | undefined>();

  useEffect(() => {
    if (!ref) return undefined;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const settle = (recording: Recording) => {
      if (!controller.signal.aborted) setLoaded({ ref, recording });
    };
    const load = async () => {
      const asset = await client.fetch<RecordingAsset | null>(
        ASSET_QUERY,
        { id: ref },
        { signal: controller.signal },
      );
      if (!asset?.url) return settle({ state: 'gone' });
      const about = {
        ...(asset.mimeType ? { mimeType: asset.mimeType } : {}),
        ...(asset.originalFilename ? { filename: asset.originalFilename } : {}),
      };
      let response: Response;
      try {
        response = await fetch(asset.url, {
          ...recordingRequest(asset.url, client.config()),
          signal: controller.signal,
        });
      } catch (error) {
        if (controller.signal.aborted) throw error;
        // A file host elsewhere that does not answer scripts: the player asks it directly.
        return settle({ state: 'ready', src: asset.url, ...about });
      }
      if (!response.ok) {
        return settle({
          state: 'failed',
          reason: `The recording could not be loaded (${String(response.status)}).`,
        });
      }
      // Typed as stored: the file host may name it only as bytes.
      const bytes = await response.blob();
      objectUrl = URL.createObjectURL(new Blob([bytes], { type: asset.mimeType ?? bytes.type }));
      if (controller.signal.aborted) return undefined;
      return settle({ state: 'ready', src: objectUrl, ...about });
    };
    load().catch((error: unknown) => {
      settle({ state: 'failed', reason: `The recording could not be loaded: ${String(error)}` });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, ref]);

  return loaded && loaded.ref === ref ? loaded.recording : { state: 'loading' };
}

export function RecordingInput(props: ObjectInputProps) {
  const ref = (props.value as { asset?: { _ref?: string } } | undefined)?.asset?._ref;
  const recording = useRecording(ref);
  if (!ref) return <p style={styles.note}>No recording was sent.</p>;
  if (recording.state === 'loading') return <p style={styles.note}>Loading the recording…</p>;
  if (recording.state === 'gone') {
    return <p style={styles.note}>The recording is no longer held.</p>;
  }
  if (recording.state === 'failed') return <p style={styles.note}>{recording.reason}</p>;

  const title = recordingTitle(recording.mimeType);
  const filename = recording.filename ?? (title === 'Video' ? 'video' : 'voice-note');
  return (
    <div>
      {recordingElement(recording.mimeType) === 'video' ? (
        <video
          controls
          preload="metadata"
          src={recording.src}
          aria-label={title}
          style={styles.video}
        />
      ) : (
        <audio
          controls
          preload="metadata"
          src={recording.src}
          aria-label={title}
          style={styles.player}
        />
      )}
      <p style={styles.note}>
        {filename} ·{' '}
        <a href={recording.src} download={filename} style={styles.link}>
          Save a copy
        </a>
      </p>
    </div>
  );
}
