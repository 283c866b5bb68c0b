import { describe, expect, it } from 'vitest';
import type { PublicContentConfig } from './contentConfig.ts';
import { imageSource } from './image.ts';

const CONFIG: PublicContentConfig = {
  projectId: 'local',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiOrigin: '',
  listenOrigin: '',
  imageBaseUrl: '/',
};
const PORTRAIT = { asset: { _ref: 'image-4ee80ec2ffa8b99601492870d915041d82484171-640x800-webp' } };

/** The widths a source offers the browser, read from its srcset. */
function offeredWidths(width: number): number[] {
  const source = imageSource(CONFIG, PORTRAIT, { width, aspectRatio: 1 });
  return (source?.srcSet ?? '').split(', ').map((entry) => Number(entry.split(' ')[1]?.slice(0, -1)));
}

describe('the widths a picture is offered at', () => {
  it.each([
    // A portrait beside a line of text: its own width, twice and three times it.
    [96, [96, 192, 288]],
    [150, [150, 300, 450]],
    // From a slot whose double reaches the smallest shared width, the shared widths.
    [160, [320]],
    [400, [320, 480, 640]],
  ])('a %i px slot is offered %j', (width, widths) => {
    expect(offeredWidths(width)).toEqual(widths);
  });
});
