import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useHydrated } from './useHydrated.ts';
import { useNearView } from './useNearView.ts';

/**
 * A part of a page far below the fold whose code is fetched as a visitor nears it. The server
 * renders it whole, so it is in the page's HTML for readers, crawlers and find-in-page alike. In
 * the browser the page's first render keeps the server's markup for it as it is, untouched by
 * React, until the part comes within the near-view distance of the screen; then its code is
 * fetched and React renders it in place, the same markup. On a page reached inside the site there
 * is no markup to keep, so the code is fetched at once. A change of its props (a publish) before
 * then fetches it at once too, so the part shows the new content.
 *
 * Fit only for parts with nothing to press or type in: until the code arrives, they are the
 * server's markup alone.
 */
export function codeNearView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  const fetchCode = () => load().then((code) => (loaded = code));
  // The server renders the part whole: React waits for the code at the Suspense boundary.
  const ServerCode = lazy(async () => ({ default: await fetchCode() }));

  function NearView(props: Props) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    // Hydrating (the part's slice may hydrate after the page's root is marked), not rendering anew.
    const hydrating = !useHydrated();
    const [serverMarkup] = useState(() =>
      typeof document === 'undefined' || !hydrating
        ? null
        : (document.getElementById(id)?.innerHTML ?? null),
    );
    const [code, setCode] = useState(() => loaded);
    const near = useNearView(box, serverMarkup !== null);
    const [firstProps] = useState(props);
    const wanted = near || props !== firstProps;

    useEffect(() => {
      if (!wanted || code) return;
      let current = true;
      fetchCode().then(
        (fetched) => current && setCode(() => fetched),
        (error: unknown) => console.error('A part of the page could not be loaded:', error),
      );
      return () => {
        current = false;
      };
    }, [wanted, code]);

    if (typeof document === 'undefined') {
      return (
        <div id={id}>
          <Suspense fallback={null}>
            <ServerCode {...props} />
          </Suspense>
        </div>
      );
    }
    if (code) {
      const Code = code;
      return (
        <div ref={box} id={id}>
          <Code {...props} />
        </div>
      );
    }
    return serverMarkup === null ? (
      <div ref={box} id={id} />
    ) : (
      <div ref={box} id={id} dangerouslySetInnerHTML={{ __html: serverMarkup }} />
    );
  }
  return memo(NearView) as unknown as ComponentType<Props>;
}
