/**
 * The muted luxury palette: five times of day, each a set of tones that every scene draws with.
 * Distant layers are mixed towards the horizon colour for atmospheric depth.
 */

export type Mood = 'dawn' | 'day' | 'golden' | 'dusk' | 'night';
export const moods: readonly Mood[] = ['dawn', 'day', 'golden', 'dusk', 'night'];

export interface Palette {
  skyTop: string;
  skyMid: string;
  skyHorizon: string;
  sun: string;
  cloud: string;
  seaNear: string;
  seaFar: string;
  lagoon: string;
  sand: string;
  sandShadow: string;
  land: string;
  foliage: string;
  silhouette: string;
  stone: string;
  light: string;
}

export const palettes: Record<Mood, Palette> = {
  dawn: {
    skyTop: '#33405a',
    skyMid: '#b18a92',
    skyHorizon: '#efd3bd',
    sun: '#f8e6cc',
    cloud: '#f3d7c6',
    seaFar: '#9aa7b2',
    seaNear: '#3a4e62',
    lagoon: '#7fb0ae',
    sand: '#e9d6bc',
    sandShadow: '#c7ad93',
    land: '#6f7486',
    foliage: '#3c4a4c',
    silhouette: '#1f2733',
    stone: '#a89486',
    light: '#fff4e4',
  },
  day: {
    skyTop: '#7fa3b3',
    skyMid: '#bcd3d3',
    skyHorizon: '#f1eadb',
    sun: '#fff8e8',
    cloud: '#fbf6ec',
    seaFar: '#8dbcbc',
    seaNear: '#2f6b73',
    lagoon: '#8fcfc6',
    sand: '#eedfc4',
    sandShadow: '#cfb996',
    land: '#7f9a8c',
    foliage: '#3e5a4e',
    silhouette: '#23392f',
    stone: '#b9a68f',
    light: '#fffdf6',
  },
  golden: {
    skyTop: '#485a70',
    skyMid: '#c9a07e',
    skyHorizon: '#f4dcae',
    sun: '#fcebc1',
    cloud: '#f6dcb4',
    seaFar: '#b9a98f',
    seaNear: '#2e4650',
    lagoon: '#86ada3',
    sand: '#e2c79c',
    sandShadow: '#b99b72',
    land: '#8a7a66',
    foliage: '#4a4936',
    silhouette: '#29241f',
    stone: '#b08f6f',
    light: '#fff1d2',
  },
  dusk: {
    skyTop: '#1f2743',
    skyMid: '#6f5b7b',
    skyHorizon: '#d99a80',
    sun: '#f7cfae',
    cloud: '#c98a86',
    seaFar: '#8e7486',
    seaNear: '#1e2339',
    lagoon: '#5b7584',
    sand: '#b9a08f',
    sandShadow: '#8a7382',
    land: '#54506a',
    foliage: '#2e2c40',
    silhouette: '#15172a',
    stone: '#8c7480',
    light: '#ffe3c8',
  },
  night: {
    skyTop: '#0c1324',
    skyMid: '#1d2a44',
    skyHorizon: '#4a5a7c',
    sun: '#efe7d3',
    cloud: '#5b6885',
    seaFar: '#3f4d6a',
    seaNear: '#0b111d',
    lagoon: '#2d4a5a',
    sand: '#6d6f80',
    sandShadow: '#4b4e62',
    land: '#27324a',
    foliage: '#161f30',
    silhouette: '#060a12',
    stone: '#4a5068',
    light: '#f6d9a0',
  },
};

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear mix of two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  const blend = a.map((channel, index) =>
    Math.round(channel + ((b[index] as number) - channel) * t),
  );
  return `#${blend.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
