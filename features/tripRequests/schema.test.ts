import { describe, expect, it } from 'vitest';
import { validateTripRequest } from './schema.ts';

const valid = {
  message: 'Two weeks in Sri Lanka in March.',
  name: 'Imogen Marsh',
  email: 'imogen@example.org',
  consent: true,
};
const audio = { contentType: 'audio/webm', bytes: new Uint8Array(10) };

describe('validateTripRequest', () => {
  it.each([
    ['a complete request', valid, undefined, {}],
    ['a voice note instead of words', { ...valid, message: '' }, audio, {}],
    [
      'neither words nor a recording',
      { ...valid, message: '  ' },
      undefined,
      { message: 'Please tell us about the trip you have in mind.' },
    ],
    ['no name', { ...valid, name: ' ' }, undefined, { name: 'Please tell us your name.' }],
    [
      'no e-mail',
      { ...valid, email: undefined },
      undefined,
      { email: 'Please give an e-mail address for our reply.' },
    ],
    [
      'a wrong e-mail',
      { ...valid, email: 'imogen@' },
      undefined,
      { email: 'Please enter a valid e-mail address.' },
    ],
    [
      'a phone with letters',
      { ...valid, phone: 'call me' },
      undefined,
      { phone: 'Please enter a valid phone number.' },
    ],
    [
      'no consent',
      { ...valid, consent: false },
      undefined,
      { consent: 'Please agree to be contacted, so that we may reply.' },
    ],
    [
      'a name with a line break',
      { ...valid, name: 'Imogen\nBcc: x' },
      undefined,
      { name: 'Please use a single line of plain text.' },
    ],
    [
      'a message too long',
      { ...valid, message: 'a'.repeat(4001) },
      undefined,
      { message: 'Please keep this to 4000 characters or fewer.' },
    ],
    [
      'a recording of the wrong type',
      valid,
      { contentType: 'application/pdf', bytes: new Uint8Array(1) },
      { recording: 'Please send a voice note or video as MP3, M4A, WAV, WebM, MP4 or MOV.' },
    ],
    [
      'a recording too large',
      valid,
      { contentType: 'video/mp4', bytes: new Uint8Array(20 * 1024 * 1024 + 1) },
      { recording: 'Please keep the recording under 20 MB (about two minutes).' },
    ],
  ])('%s', (_name, input, recording, fieldErrors) => {
    const result = validateTripRequest(input as Record<string, unknown>, recording);
    expect(result.ok ? {} : result.fieldErrors).toEqual(fieldErrors);
  });

  it('normalises what it accepts', () => {
    expect(
      validateTripRequest({ ...valid, message: ' Bali\r\nin May ', phone: '', place: 'x' }),
    ).toEqual({
      ok: true,
      details: {
        message: 'Bali\nin May',
        name: 'Imogen Marsh',
        email: 'imogen@example.org',
        phone: undefined,
        consent: true,
        placeHint: undefined,
      },
    });
  });
});
