/**
 * The reply promise from site settings, for the Studio's reply figures: read once per view with
 * the editor's own client, made whole by the shared rules (features/specialists).
 */
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import {
  DEFAULT_REPLY_PROMISE,
  replyPromiseOf,
  type ReplyPromise,
  type StoredReplyPromise,
} from '../../features/specialists/index.ts';

const API_VERSION = '2025-02-19';

export function useReplyPromise(): ReplyPromise {
  const client = useClient({ apiVersion: API_VERSION });
  const [promise, setPromise] = useState(DEFAULT_REPLY_PROMISE);
  useEffect(() => {
    let current = true;
    void client
      .fetch<StoredReplyPromise | null>('*[_id == "siteSettings"][0].replyPromise')
      .then((stored) => {
        if (current) setPromise(replyPromiseOf(stored));
      });
    return () => {
      current = false;
    };
  }, [client]);
  return promise;
}
