/**
 * What a visitor's recording is, judged by its bytes and never by the name or type the browser
 * sent (decision 094): the containers phones and browsers record (WebM, Ogg, MP4 and M4A, MPEG
 * audio, WAV, QuickTime), recognised by their signatures with `file-type`. The server names the
 * stored file and its type from this alone; anything else is not a recording.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface RecordingContainer {
  /** The extension the stored file gets. */
  extension: string;
  /** The type it is stored and served as. */
  mimeType: string;
}

const OGG_AUDIO = { extension: 'ogg', mimeType: 'audio/ogg' };
const OGG_VIDEO = { extension: 'ogv', mimeType: 'video/ogg' };

/** The library's findings that are recordings, and what each is stored as. */
const RECORDING_CONTAINERS: Readonly<Record<string, RecordingContainer>> = {
  webm: { extension: 'webm', mimeType: 'video/webm' },
  ogg: OGG_AUDIO,
  opus: OGG_AUDIO,
  oga: OGG_AUDIO,
  spx: OGG_AUDIO,
  ogv: OGG_VIDEO,
  ogm: OGG_VIDEO,
  mp4: { extension: 'mp4', mimeType: 'video/mp4' },
  m4a: { extension: 'm4a', mimeType: 'audio/mp4' },
  mp3: { extension: 'mp3', mimeType: 'audio/mpeg' },
  wav: { extension: 'wav', mimeType: 'audio/wav' },
  mov: { extension: 'mov', mimeType: 'video/quicktime' },
};

/** The recording's container, or undefined when its bytes are not one (a PDF, a page, noise). */
export async function recordingContainerOf(
  bytes: Uint8Array,
): Promise<RecordingContainer | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? RECORDING_CONTAINERS[found.ext] : undefined;
}

/** The name a recording is stored under: the server's, so no visitor's name reaches a file. */
export function recordingFileName(container: RecordingContainer): string {
  return `recording.${container.extension}`;
}
