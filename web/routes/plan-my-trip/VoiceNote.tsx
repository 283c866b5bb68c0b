import { useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_BYTES } from '../../../features/tripRequests/browser.ts';

/** Two minutes is plenty to describe a trip, and keeps a note well under the size limit. */
const MAX_SECONDS = 120;

type Phase = 'idle' | 'recording' | 'recorded' | 'refused';

function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof DataTransfer === 'function'
  );
}

/**
 * A voice note recorded in the browser, offered only where the browser can record, which only
 * the browser knows: the server draws the button unseen (its room kept, so nothing below moves
 * when it appears), hydration shows it where recording works, and a page without script leaves
 * the row out by CSS and keeps the file field. The recording is placed in that file field, so
 * the form posts it as if chosen.
 */
export function VoiceNote({ fieldName }: { fieldName: string }) {
  // Unknown until hydration; then whether this browser can record.
  const [supported, setSupported] = useState<boolean | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const form = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    // Known only in the browser; the server render offers the file field alone.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSupported(canRecord());
  }, []);

  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => {
      setSeconds((value) => {
        if (value + 1 >= MAX_SECONDS) recorder.current?.stop();
        return value + 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [phase]);

  if (supported === false) return null;

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setPhase('refused');
      return;
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      const type = (media.mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
      const blob = new Blob(chunks, { type });
      const input = form.current?.elements.namedItem(fieldName);
      if (input instanceof HTMLInputElement && blob.size > 0 && blob.size <= MAX_RECORDING_BYTES) {
        const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
        const transfer = new DataTransfer();
        transfer.items.add(new File([blob], `voice-note.${extension}`, { type }));
        input.files = transfer.files;
      }
      setPhase('recorded');
    };
    recorder.current = media;
    setSeconds(0);
    media.start();
    setPhase('recording');
  };

  return (
    <div className="voice-note" data-ready={supported ? 'true' : undefined}>
      {phase === 'recording' ? (
        <button
          type="button"
          className="button button--outline"
          onClick={() => recorder.current?.stop()}
        >
          Stop recording ({seconds} s)
        </button>
      ) : (
        <button
          type="button"
          className="button button--outline"
          onClick={(event) => {
            form.current = event.currentTarget.form;
            void start();
          }}
        >
          {phase === 'recorded' ? 'Record again' : 'Record a voice note'}
        </button>
      )}
      <p className="voice-note__status" role="status">
        {phase === 'recorded'
          ? 'Your voice note is ready and will be sent with the form.'
          : phase === 'refused'
            ? 'The microphone could not be used; you can attach a recording instead.'
            : phase === 'recording'
              ? 'Recording… up to two minutes.'
              : ''}
      </p>
    </div>
  );
}
