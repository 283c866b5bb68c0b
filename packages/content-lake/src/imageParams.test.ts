import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { chooseFormat, isIdentity, parseImageParams } from './imageParams.ts';

const parse = (search: string) => parseImageParams(new URLSearchParams(search));

describe('parseImageParams', () => {
  it('reads what @sanity/image-url writes for a hotspot crop', () => {
    expect(parse('rect=10,20,300,200&w=600&h=400&fit=crop&auto=format&q=80')).toMatchObject({
      rect: { left: 10, top: 20, width: 300, height: 200 },
      width: 600,
      height: 400,
      fit: 'crop',
      autoFormat: true,
      quality: 80,
    });
  });

  it.each([
    ['w=400&dpr=2', 800, undefined],
    ['w=9000', 5000, undefined],
    ['w=300&max-w=200', 200, undefined],
    ['h=50&min-h=100', undefined, 100],
    ['', undefined, undefined],
  ])('%s → %s × %s', (search, width, height) => {
    const transform = parse(search);
    expect(transform.width).toBe(width);
    expect(transform.height).toBe(height);
  });

  it('defaults to fit=clip, crop=center and quality 75', () => {
    expect(parse('w=10')).toMatchObject({ fit: 'clip', crop: ['center'], quality: 75 });
  });

  it('reads focal points, flips, orientation, background and blur', () => {
    expect(
      parse('crop=focalpoint&fp-x=0.3&fp-y=0.7&flip=hv&or=90&bg=ff0000&blur=50'),
    ).toMatchObject({
      crop: ['focalpoint'],
      focalPoint: { x: 0.3, y: 0.7 },
      flipHorizontal: true,
      flipVertical: true,
      rotate: 90,
      background: 'ff0000',
      blur: 50,
    });
  });

  it.each([
    'w=-1',
    'w=abc',
    'q=101',
    'fit=stretch',
    'crop=middle',
    'rect=1,2,3',
    'rect=0,0,0,10',
    'fm=bmp',
    'auto=compress',
    'or=45',
    'flip=x',
    'bg=red',
    'dpr=4',
  ])('rejects %s with a 400', (search) => {
    expect(() => parse(search)).toThrow(LakeError);
  });
});

describe('chooseFormat', () => {
  const avifAndWebp = 'image/avif,image/webp,image/apng,*/*;q=0.8';
  it.each([
    ['auto=format', 'jpg', avifAndWebp, 'avif'],
    ['auto=format', 'jpg', 'image/webp,*/*', 'webp'],
    ['auto=format', 'png', '*/*', 'png'],
    ['auto=format&fm=jpg', 'png', avifAndWebp, 'jpg'],
    ['w=10', 'jpg', avifAndWebp, 'jpg'],
    ['w=10', 'svg', undefined, 'png'],
    ['fm=webp', 'jpg', undefined, 'webp'],
  ])('%s from %s (Accept %s) → %s', (search, source, accept, expected) => {
    expect(chooseFormat(parse(search), source, accept)).toBe(expected);
  });
});

describe('isIdentity', () => {
  it.each([
    ['', true],
    ['dl=photo.jpg', true],
    ['w=10', false],
    ['auto=format', false],
  ])('%s → %s', (search, expected) => {
    expect(isIdentity(new URLSearchParams(search))).toBe(expected);
  });
});
