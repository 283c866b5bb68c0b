/**
 * The scenes: each composes sky, land, water and features into one poster. A scene is chosen by
 * the content (a Maldives lagoon, a Kalahari plain…); the key seeds every other choice.
 */
import type { Canvas } from './canvas.ts';
import {
  acacia,
  chedi,
  dagoba,
  junk,
  lotusTowers,
  overwaterVillas,
  palm,
  pines,
  poolTerrace,
  ship,
  skyline,
} from './features.ts';
import {
  boulders,
  canopy,
  dunes,
  karsts,
  peaks,
  ranges,
  reeds,
  ridge,
  sea,
  shore,
  sunPath,
  teaHills,
  terraces,
  volcano,
  waterfall,
} from './landscape.ts';
import { mix, type Mood } from './palette.ts';
import { portraitScene } from './portrait.ts';
import { shareCard } from './shareCard.ts';
import { birds, clouds, mist, placeSun, sky, stars, sun } from './sky.ts';

export const sceneNames = [
  'beach',
  'lagoon',
  'granite-cove',
  'savanna',
  'delta',
  'falls',
  'cape',
  'city-dubai',
  'city-singapore',
  'city-bangkok',
  'desert',
  'temple-dagoba',
  'temple-chedi',
  'temple-angkor',
  'karst-bay',
  'tea-hills',
  'rainforest',
  'volcano-terraces',
  'alpine',
  'cruise',
  'pool-terrace',
  'share-card',
  'portrait',
] as const;
export type SceneName = (typeof sceneNames)[number];

interface SceneDefinition {
  moods: readonly Mood[];
  /** Horizon as a fraction of the height, for landscape and portrait formats. */
  horizon: [landscape: number, portrait: number];
  draw(canvas: Canvas, horizon: number): string;
}

const backdrop = (canvas: Canvas, horizon: number, cloudCount = 4) => {
  const position = placeSun(canvas, horizon);
  return {
    position,
    svg:
      sky(canvas) +
      stars(canvas, horizon) +
      sun(canvas, position) +
      clouds(canvas, horizon, cloudCount),
  };
};

const portrait = (canvas: Canvas) => canvas.height > canvas.width;

const scenes: Record<SceneName, SceneDefinition> = {
  beach: {
    moods: ['dawn', 'day', 'golden', 'dusk'],
    horizon: [0.56, 0.5],
    draw(canvas, horizon) {
      const { width, height, random, palette } = canvas;
      const { position, svg } = backdrop(canvas, horizon);
      const side = random.chance(0.5) ? 'left' : 'right';
      const trees = portrait(canvas) ? 2 : 3;
      let palms = '';
      for (let index = 0; index < trees; index++) {
        const x = side === 'left' ? width * (0.06 + index * 0.12) : width * (0.94 - index * 0.12);
        const lean = (side === 'left' ? 1 : -1) * random.range(0.08, 0.3);
        palms += palm(
          canvas,
          x,
          height * random.range(0.93, 1.02),
          height * random.range(0.55, 0.82),
          lean,
          palette.silhouette,
        );
      }
      return (
        svg +
        ridge(canvas, horizon + 1, {
          amplitude: height * 0.035,
          colour: mix(palette.land, palette.skyHorizon, 0.55),
          from: side === 'left' ? 0.55 : 0,
          to: side === 'left' ? 1.05 : 0.45,
        }) +
        sea(canvas, horizon) +
        sunPath(canvas, position.x, horizon, position.radius * 1.1, (height - horizon) * 0.6) +
        shore(canvas, horizon + (height - horizon) * 0.45, side) +
        birds(canvas, { x: width * 0.3, y: horizon * 0.3, w: width * 0.4, h: horizon * 0.3 }) +
        palms
      );
    },
  },
  lagoon: {
    moods: ['day', 'golden', 'dusk', 'dawn'],
    horizon: [0.5, 0.45],
    draw(canvas, horizon) {
      const { width, height, random, palette } = canvas;
      const { position, svg } = backdrop(canvas, horizon, 3);
      const villaRow = horizon + (height - horizon) * 0.28;
      const island = `<ellipse cx="${width * random.range(0.2, 0.8)}" cy="${horizon + 2}" rx="${width * 0.12}" ry="${height * 0.012}" fill="${mix(palette.sand, palette.skyHorizon, 0.4)}"/>`;
      let islandPalms = '';
      for (let index = 0; index < 5; index++) {
        islandPalms += palm(
          canvas,
          width * random.range(0.1, 0.9),
          horizon + 2,
          height * random.range(0.05, 0.08),
          random.range(-0.3, 0.3),
          mix(palette.foliage, palette.skyHorizon, 0.5),
        );
      }
      return (
        svg +
        sea(canvas, horizon, { far: palette.seaFar, near: palette.lagoon }) +
        sunPath(canvas, position.x, horizon, position.radius, (height - horizon) * 0.3) +
        island +
        islandPalms +
        overwaterVillas(
          canvas,
          villaRow,
          portrait(canvas) ? 4 : 7,
          Math.min(width, height) * (portrait(canvas) ? 0.12 : 0.085),
        ) +
        palm(canvas, width * 0.92, height * 1.02, height * 0.7, -0.25, palette.silhouette)
      );
    },
  },
  'granite-cove': {
    moods: ['day', 'golden', 'dawn'],
    horizon: [0.52, 0.45],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon);
      return (
        svg +
        sea(canvas, horizon, { far: palette.seaFar, near: palette.lagoon }) +
        shore(canvas, horizon + (height - horizon) * 0.55, 'right') +
        boulders(
          canvas,
          horizon + (height - horizon) * 0.45,
          Math.min(width, height) * 0.16,
          'left',
        ) +
        // Palms root in the sand on the far side of the cove, leaning out over the water.
        palm(canvas, width * 0.9, height * 1.02, height * 0.66, -0.22, palette.silhouette) +
        palm(canvas, width * 0.78, height * 1.03, height * 0.48, -0.16, palette.foliage)
      );
    },
  },
  savanna: {
    moods: ['golden', 'dusk', 'dawn'],
    horizon: [0.64, 0.58],
    draw(canvas, horizon) {
      const { width, height, random, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 3);
      const plain = mix(palette.sand, '#b99a5e', 0.45);
      let trees = '';
      const count = portrait(canvas) ? 2 : 4;
      const nearest = portrait(canvas) ? 0.55 : 0;
      for (let index = 0; index < count; index++) {
        const depth = random.range(nearest, 1);
        const x = width * ((index + random.range(0.15, 0.85)) / count);
        trees += acacia(
          canvas,
          x,
          horizon + (height - horizon) * (0.05 + depth * (portrait(canvas) ? 0.5 : 0.25)),
          height * (0.1 + depth * 0.22),
          mix(palette.silhouette, palette.skyHorizon, (1 - depth) * 0.35),
        );
      }
      return (
        svg +
        ranges(canvas, horizon, 2, height * 0.07, palette.land) +
        ridge(canvas, horizon + (height - horizon) * 0.12, {
          amplitude: height * 0.02,
          colour: plain,
          gradientTo: mix(plain, palette.silhouette, 0.45),
          detail: 0.6,
        }) +
        birds(canvas, { x: width * 0.2, y: horizon * 0.35, w: width * 0.5, h: horizon * 0.25 }) +
        trees +
        reeds(canvas, height * 1.01, mix(plain, palette.silhouette, 0.55))
      );
    },
  },
  delta: {
    moods: ['golden', 'dawn', 'day'],
    horizon: [0.55, 0.5],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { position, svg } = backdrop(canvas, horizon);
      const grass = mix(palette.foliage, palette.sand, 0.45);
      return (
        svg +
        ridge(canvas, horizon + 2, {
          amplitude: height * 0.03,
          colour: mix(palette.foliage, palette.skyHorizon, 0.5),
        }) +
        sea(canvas, horizon + 2) +
        sunPath(canvas, position.x, horizon, position.radius, (height - horizon) * 0.4) +
        acacia(
          canvas,
          width * 0.72,
          horizon + 4,
          height * 0.14,
          mix(palette.silhouette, palette.skyHorizon, 0.3),
        ) +
        ridge(canvas, height * 0.84, {
          amplitude: height * 0.05,
          colour: grass,
          from: -0.05,
          to: 0.45,
        }) +
        reeds(canvas, height * 0.86, palette.foliage) +
        ridge(canvas, height * 0.92, {
          amplitude: height * 0.04,
          colour: mix(grass, palette.silhouette, 0.4),
          from: 0.5,
          to: 1.05,
        }) +
        reeds(canvas, height * 0.97, palette.silhouette)
      );
    },
  },
  falls: {
    moods: ['day', 'golden', 'dawn'],
    horizon: [0.42, 0.38],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 2);
      return (
        svg +
        ranges(canvas, horizon, 2, height * 0.05, palette.land) +
        waterfall(canvas, horizon + height * 0.06, height * 0.86) +
        mist(canvas, height * 0.62, height * 0.3, 0.7) +
        canopy(canvas, height * 0.95, height * 0.06, palette.foliage)
      );
    },
  },
  cape: {
    moods: ['golden', 'day', 'dusk'],
    horizon: [0.62, 0.56],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 3);
      return (
        svg +
        ridge(canvas, horizon, {
          amplitude: height * 0.26,
          colour: mix(palette.land, palette.skyHorizon, 0.25),
          plateau: 0.72,
          detail: 0.8,
          from: 0.1,
          to: 0.95,
        }) +
        sea(canvas, horizon + height * 0.02) +
        shore(canvas, horizon + (height - horizon) * 0.6, 'left')
      );
    },
  },
  'city-dubai': {
    moods: ['dusk', 'night', 'golden'],
    horizon: [0.7, 0.66],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.85, 2);
      return (
        svg +
        skyline(canvas, horizon, 'dubai', palette.land) +
        sea(canvas, horizon) +
        mist(canvas, horizon - height * 0.02, height * 0.05, 0.35)
      );
    },
  },
  'city-singapore': {
    moods: ['dusk', 'night', 'dawn'],
    horizon: [0.7, 0.66],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.85, 2);
      return (
        svg +
        skyline(canvas, horizon, 'singapore', palette.land) +
        sea(canvas, horizon) +
        mist(canvas, horizon - height * 0.02, height * 0.05, 0.35)
      );
    },
  },
  'city-bangkok': {
    moods: ['dusk', 'golden', 'night'],
    horizon: [0.7, 0.66],
    draw(canvas, horizon) {
      const { palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.85, 2);
      return (
        svg +
        skyline(canvas, horizon, 'bangkok', palette.land) +
        sea(canvas, horizon, {
          far: palette.seaFar,
          near: mix(palette.seaNear, palette.sandShadow, 0.3),
        })
      );
    },
  },
  desert: {
    moods: ['golden', 'dawn', 'dusk'],
    horizon: [0.6, 0.55],
    draw(canvas, horizon) {
      const { svg } = backdrop(canvas, horizon, 1);
      return svg + dunes(canvas, horizon, 4);
    },
  },
  'temple-dagoba': {
    moods: ['dawn', 'golden', 'day'],
    horizon: [0.7, 0.64],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.9, 3);
      const white = mix(palette.light, palette.skyHorizon, 0.3);
      return (
        svg +
        ranges(canvas, horizon, 2, height * 0.12, palette.foliage) +
        dagoba(canvas, width * 0.5, horizon + height * 0.05, height * 0.5, white) +
        canopy(canvas, height * 0.9, height * 0.06, palette.foliage) +
        palm(canvas, width * 0.12, height * 1.02, height * 0.6, 0.12, palette.silhouette) +
        palm(canvas, width * 0.88, height * 1.02, height * 0.5, -0.15, palette.silhouette)
      );
    },
  },
  'temple-chedi': {
    moods: ['golden', 'dusk', 'dawn'],
    horizon: [0.72, 0.66],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.85, 3);
      const stone = mix(palette.stone, palette.skyHorizon, 0.25);
      return (
        svg +
        chedi(canvas, width * 0.35, horizon, height * 0.42, mix(stone, palette.skyHorizon, 0.3)) +
        chedi(canvas, width * 0.58, horizon + 4, height * 0.6, stone) +
        chedi(canvas, width * 0.78, horizon, height * 0.36, mix(stone, palette.skyHorizon, 0.3)) +
        canopy(canvas, height * 0.9, height * 0.07, palette.silhouette) +
        palm(canvas, width * 0.08, height * 1.02, height * 0.62, 0.2, palette.silhouette)
      );
    },
  },
  'temple-angkor': {
    moods: ['dawn', 'golden'],
    horizon: [0.66, 0.6],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { position, svg } = backdrop(canvas, horizon, 2);
      const towers = lotusTowers(
        canvas,
        width * 0.5,
        horizon,
        height * 0.3,
        mix(palette.silhouette, palette.skyHorizon, 0.25),
      );
      return (
        svg +
        towers +
        sea(canvas, horizon, { far: palette.skyHorizon, near: palette.seaNear }) +
        `<g transform="translate(0 ${horizon * 2}) scale(1 -1)" opacity="0.25">${towers}</g>` +
        sunPath(canvas, position.x, horizon, position.radius, (height - horizon) * 0.3) +
        palm(
          canvas,
          width * (portrait(canvas) ? 1.02 : 0.9),
          height * 1.02,
          height * (portrait(canvas) ? 0.42 : 0.6),
          -0.18,
          palette.silhouette,
        )
      );
    },
  },
  'karst-bay': {
    moods: ['dawn', 'day', 'golden'],
    horizon: [0.66, 0.62],
    draw(canvas, horizon) {
      const { width, height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 3);
      return (
        svg +
        sea(canvas, horizon) +
        karsts(
          canvas,
          horizon + 2,
          height * 0.32,
          mix(palette.foliage, palette.skyHorizon, 0.6),
          5,
        ) +
        mist(canvas, horizon - height * 0.03, height * 0.08, 0.5) +
        karsts(
          canvas,
          horizon + height * 0.04,
          height * 0.5,
          mix(palette.foliage, palette.skyHorizon, 0.3),
          3,
        ) +
        junk(
          canvas,
          width * 0.62,
          horizon + (height - horizon) * 0.45,
          Math.min(width, height) * 0.2,
        )
      );
    },
  },
  'tea-hills': {
    moods: ['dawn', 'day', 'golden'],
    horizon: [0.5, 0.45],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 3);
      return (
        svg +
        ranges(canvas, horizon, 3, height * 0.14, palette.foliage) +
        mist(canvas, horizon + height * 0.08, height * 0.1, 0.55) +
        teaHills(
          canvas,
          horizon + height * 0.22,
          height * 0.16,
          mix(palette.foliage, palette.lagoon, 0.3),
        ) +
        teaHills(
          canvas,
          horizon + height * 0.38,
          height * 0.14,
          mix(palette.foliage, palette.silhouette, 0.2),
        )
      );
    },
  },
  rainforest: {
    moods: ['dawn', 'day', 'golden'],
    horizon: [0.45, 0.4],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon, 2);
      return (
        svg +
        ranges(canvas, horizon, 2, height * 0.12, mix(palette.foliage, palette.lagoon, 0.25)) +
        canopy(
          canvas,
          horizon + height * 0.15,
          height * 0.05,
          mix(mix(palette.foliage, palette.lagoon, 0.35), palette.skyHorizon, 0.4),
        ) +
        mist(canvas, horizon + height * 0.16, height * 0.08, 0.6) +
        canopy(
          canvas,
          horizon + height * 0.3,
          height * 0.07,
          mix(palette.foliage, palette.lagoon, 0.2),
        ) +
        sea(canvas, height * 0.8, {
          far: mix(palette.seaFar, palette.sandShadow, 0.3),
          near: palette.seaNear,
        }) +
        canopy(canvas, height * 1.02, height * 0.1, palette.silhouette)
      );
    },
  },
  'volcano-terraces': {
    moods: ['dawn', 'golden', 'day'],
    horizon: [0.5, 0.45],
    draw(canvas, horizon) {
      const { width, height, palette, random } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.9, 3);
      return (
        svg +
        volcano(
          canvas,
          width * random.range(0.35, 0.65),
          horizon + height * 0.05,
          height * 0.38,
          mix(palette.land, palette.skyHorizon, 0.35),
        ) +
        mist(canvas, horizon + height * 0.05, height * 0.1, 0.6) +
        terraces(canvas, horizon + height * 0.12, mix(palette.foliage, '#8aa05c', 0.45)) +
        palm(canvas, width * 0.86, height * 1.02, height * 0.55, -0.1, palette.silhouette)
      );
    },
  },
  alpine: {
    moods: ['day', 'dawn', 'golden', 'night'],
    horizon: [0.6, 0.55],
    draw(canvas, horizon) {
      const { height, palette } = canvas;
      const { svg } = backdrop(canvas, horizon * 0.7, 2);
      const snowField = mix('#f3f5f7', palette.skyHorizon, 0.3);
      return (
        svg +
        peaks(canvas, horizon, height * 0.42, mix(palette.land, palette.skyHorizon, 0.35)) +
        mist(canvas, horizon, height * 0.08, 0.5) +
        ridge(canvas, horizon + height * 0.14, {
          amplitude: height * 0.06,
          colour: snowField,
          gradientTo: mix(snowField, palette.skyMid, 0.3),
          detail: 0.7,
        }) +
        pines(canvas, horizon + height * 0.22, height * 0.14, palette.silhouette, 14) +
        pines(canvas, height * 0.96, height * 0.24, mix(palette.silhouette, '#000000', 0.2), 6)
      );
    },
  },
  cruise: {
    moods: ['golden', 'dusk', 'day', 'dawn'],
    horizon: [0.6, 0.55],
    draw(canvas, horizon) {
      const { width, height, palette, random } = canvas;
      const { position, svg } = backdrop(canvas, horizon);
      const length = width * (portrait(canvas) ? 0.75 : 0.48);
      return (
        svg +
        ridge(canvas, horizon + 1, {
          amplitude: height * 0.05,
          colour: mix(palette.land, palette.skyHorizon, 0.5),
          from: 0,
          to: 0.35,
        }) +
        sea(canvas, horizon) +
        sunPath(canvas, position.x, horizon, position.radius, (height - horizon) * 0.5) +
        ship(
          canvas,
          width * 0.04 + random.range(0, 1) * (width * 0.92 - length),
          horizon + (height - horizon) * 0.3,
          length,
        )
      );
    },
  },
  'pool-terrace': {
    moods: ['day', 'golden', 'dusk'],
    horizon: [0.48, 0.42],
    draw(canvas, horizon) {
      const { height, palette, width } = canvas;
      const { position, svg } = backdrop(canvas, horizon);
      return (
        svg +
        sea(canvas, horizon) +
        sunPath(canvas, position.x, horizon, position.radius, height * 0.1) +
        poolTerrace(canvas, horizon + (height - horizon) * 0.3) +
        palm(canvas, width * 0.93, height * 1.02, height * 0.75, -0.18, palette.silhouette)
      );
    },
  },
  // Not a place but the brand: drawn in the brand's own colours whatever the mood.
  'share-card': {
    moods: ['dusk'],
    horizon: [0.54, 0.54],
    draw: (canvas) => shareCard(canvas),
  },
  portrait: {
    moods: ['dawn', 'day', 'golden'],
    horizon: [0.7, 0.7],
    draw: (canvas) => portraitScene(canvas),
  },
};

export function sceneMoods(scene: SceneName): readonly Mood[] {
  return scenes[scene].moods;
}

/** The SVG body of a scene (without the outer <svg> element and defs). */
export function drawScene(canvas: Canvas, scene: SceneName): string {
  const definition = scenes[scene];
  const [landscape, tall] = definition.horizon;
  const horizon = canvas.height * (portrait(canvas) ? tall : landscape);
  return definition.draw(canvas, horizon);
}
