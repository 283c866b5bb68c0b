import { useEffect } from 'react';
import useSWR from 'swr';
import { queryUrl } from './contentConfig.ts';
import { useContentConfig } from './ContentConfigContext.tsx';
import { usePreviewMode } from '../preview/PreviewContext.ts';

async function fetchQueryResult<Result>(url: string): Promise<Result> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Content query failed with status ${response.status}`);
  const body = (await response.json()) as { result: Result };
  return body.result;
}

/**
 * Content a loader already fetched on the server, kept fresh by SWR: the server's result is the
 * fallback, so nothing is fetched on load; SWR revalidates when the visitor returns to the tab
 * (never in draft mode).
 */
export function useContentQuery<Result>(
  query: string,
  params: Record<string, unknown>,
  serverResult: Result,
): Result {
  const config = useContentConfig();
  // In draft mode the loader's drafts are the truth: the public API would answer published copies.
  const preview = usePreviewMode();
  const { data, mutate } = useSWR<Result>(queryUrl(config, query, params), fetchQueryResult, {
    fallbackData: serverResult,
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: !preview,
    revalidateOnReconnect: !preview,
    keepPreviousData: false,
  });
  // A loader's newer answer (a navigation back, a live update) replaces what SWR held.
  useEffect(() => {
    void mutate(serverResult, { revalidate: false });
  }, [serverResult, mutate]);
  return data ?? serverResult;
}
