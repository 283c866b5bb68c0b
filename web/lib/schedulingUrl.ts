/** The discovery-call scheduler's address with its prefill, colour and tracking parameters. */

export interface SchedulingOptions {
  url: string | null;
  hideEventTypeDetails?: boolean | null;
  hideLandingPageDetails?: boolean | null;
  primaryColor?: string | null;
  textColor?: string | null;
  backgroundColor?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
}

const hex = (colour: string | null | undefined) =>
  colour ? colour.replace(/^#/, '').toLowerCase() : undefined;

export function schedulingUrl(
  options: SchedulingOptions | null,
  { embedded = false }: { embedded?: boolean } = {},
): string | null {
  if (!options?.url) return null;
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return null;
  }
  const params: Record<string, string | undefined> = {
    hide_event_type_details: options.hideEventTypeDetails ? '1' : undefined,
    hide_landing_page_details: options.hideLandingPageDetails ? '1' : undefined,
    primary_color: hex(options.primaryColor),
    text_color: hex(options.textColor),
    background_color: hex(options.backgroundColor),
    utm_source: options.utmSource ?? undefined,
    utm_medium: options.utmMedium ?? undefined,
    utm_campaign: options.utmCampaign ?? undefined,
    embed_type: embedded ? 'Inline' : undefined,
  };
  for (const [name, value] of Object.entries(params)) {
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}
