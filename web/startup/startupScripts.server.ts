import {
  defineAfterFirstPaint,
  AFTER_FIRST_PAINT,
  AFTER_FIRST_PAINT_NAMES,
} from './afterFirstPaint.ts';
import { startFieldVitals, type FieldVitalsOptions } from './fieldVitals.ts';
import { inlineCall } from './inlineScript.ts';
import { SCRIPTS_FAILED, startScripts } from './startScripts.ts';
import { waitForInteraction, type InteractionStartOptions } from './startOnInteraction.ts';
import type { StartupScripts } from './startupScripts.tsx';
import { switchOnWebFonts, WEB_FONTS_CACHED_KEY } from './webFonts.ts';

/**
 * The start-up scripts of one render. `interaction` is given for a page made for reading, whose
 * scripts also wait for the visitor's first reach. `fieldVitals` is the page's field-data
 * beacon, null where the page view is not counted (an editor's preview).
 */
export function startupScripts(
  interaction: InteractionStartOptions | null,
  fieldVitals: FieldVitalsOptions | null = null,
): StartupScripts {
  return {
    fieldVitals: fieldVitals ? inlineCall(startFieldVitals, fieldVitals) : '',
    afterFirstPaint: inlineCall(defineAfterFirstPaint, AFTER_FIRST_PAINT_NAMES),
    webFonts: inlineCall(switchOnWebFonts, AFTER_FIRST_PAINT, WEB_FONTS_CACHED_KEY),
    startScripts: inlineCall(
      startScripts,
      AFTER_FIRST_PAINT,
      interaction,
      waitForInteraction,
      SCRIPTS_FAILED,
    ),
  };
}
