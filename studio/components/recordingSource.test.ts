import { describe, expect, it } from 'vitest';
import { recordingElement, recordingRequest, recordingTitle } from './recordingSource.ts';

describe('recordingElement', () => {
  it.each([
    { mimeType: 'audio/wav', element: 'audio', title: 'Voice note' },
    { mimeType: 'audio/webm', element: 'audio', title: 'Voice note' },
    { mimeType: 'audio/mp4', element: 'audio', title: 'Voice note' },
    { mimeType: 'video/mp4', element: 'video', title: 'Video' },
    { mimeType: 'video/quicktime', element: 'video', title: 'Video' },
    { mimeType: 'Video/WebM', element: 'video', title: 'Video' },
    { mimeType: undefined, element: 'audio', title: 'Voice note' },
  ])('plays $mimeType in <$element>', ({ mimeType, element, title }) => {
    expect(recordingElement(mimeType)).toBe(element);
    expect(recordingTitle(mimeType)).toBe(title);
  });
});

describe('recordingRequest', () => {
  const local = { apiHost: 'http://127.0.0.1:3000', token: 'editor-token' };

  it('sends the editor’s token to the content API’s own origin', () => {
    expect(recordingRequest('http://127.0.0.1:3000/files/local/production/abc.wav', local)).toEqual(
      {
        credentials: 'same-origin',
        headers: { authorization: 'Bearer editor-token' },
      },
    );
  });

  it.each([
    { case: 'a file host elsewhere', url: 'https://cdn.sanity.io/files/p/production/abc.wav' },
    { case: 'another port', url: 'http://127.0.0.1:3001/files/local/production/abc.wav' },
    { case: 'no address at all', url: 'not a url' },
  ])('keeps the token from $case', ({ url }) => {
    expect(recordingRequest(url, local)).toEqual({ credentials: 'same-origin' });
  });

  it('sends no header when signed in by cookie alone', () => {
    expect(
      recordingRequest('http://127.0.0.1:3000/files/local/production/abc.wav', {
        apiHost: local.apiHost,
      }),
    ).toEqual({ credentials: 'same-origin' });
  });
});
