/**
 * One page view's report, as the page sends it to POST /api/vitals and the endpoint accepts it.
 * Nothing in it names the visitor: the route type (never the address), a coarse device class,
 * the connection's effective type, five figures and, for LCP and INP, which element and which
 * phase. Unknown fields are refused, so nothing else can ride along.
 */
import { z } from 'zod';
import {
  CONNECTIONS,
  DEVICES,
  METRIC_INFO,
  PHASES,
  ROUTE_TYPES,
  type Metric,
} from './fieldSpeed.ts';

/** The largest body the endpoint reads. A real report is a few hundred bytes. */
export const MAX_REPORT_BYTES = 4 * 1024;

/** A report dated further ahead than this (by the visitor's clock) is refused. */
export const FUTURE_TOLERANCE_MS = 10 * 60 * 1000;
/** A report older than this is refused: it belongs to a day already read. */
export const MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A CSS selector as web-vitals writes it, bounded and printable. */
const target = z
  .string()
  .max(160)
  .regex(/^[\x20-\x7e]*$/, 'printable characters only');

function figure(metric: Metric) {
  return z.number().finite().min(0).max(METRIC_INFO[metric].max);
}

export const vitalsReportSchema = z
  .object({
    routeType: z.enum(ROUTE_TYPES),
    device: z.enum(DEVICES),
    connection: z.enum(CONNECTIONS).optional(),
    sentAt: z.number().int(),
    metrics: z
      .object({
        LCP: z
          .object({
            value: figure('LCP'),
            target: target.optional(),
            phase: z.enum(PHASES.LCP).optional(),
          })
          .strict()
          .optional(),
        INP: z
          .object({
            value: figure('INP'),
            target: target.optional(),
            phase: z.enum(PHASES.INP).optional(),
          })
          .strict()
          .optional(),
        CLS: z
          .object({ value: figure('CLS') })
          .strict()
          .optional(),
        FCP: z
          .object({ value: figure('FCP') })
          .strict()
          .optional(),
        TTFB: z
          .object({ value: figure('TTFB') })
          .strict()
          .optional(),
      })
      .strict()
      .refine((metrics) => Object.keys(metrics).length > 0, 'at least one metric'),
  })
  .strict();

export type VitalsReport = z.infer<typeof vitalsReportSchema>;

export type ReportCheck = { ok: true; report: VitalsReport } | { ok: false; error: string };

/** Validates a parsed body against the schema and the receiving host's clock. */
export function checkReport(body: unknown, now: Date): ReportCheck {
  const parsed = vitalsReportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `${issue?.path.join('.') || 'report'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const age = now.getTime() - parsed.data.sentAt;
  if (age < -FUTURE_TOLERANCE_MS) return { ok: false, error: 'sentAt: dated in the future' };
  if (age > MAX_AGE_MS) return { ok: false, error: 'sentAt: too old' };
  return { ok: true, report: parsed.data };
}
