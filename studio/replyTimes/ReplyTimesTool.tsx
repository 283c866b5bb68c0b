/**
 * The Studio's "Reply times" tool: how well the reply promise is kept this month, per specialist
 * and for everyone, in working hours from a request's arrival to its first reply (decision 112).
 * Read with the editor's own client: trip requests and specialists are private.
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useClient } from 'sanity';
import { targetInWords } from '../../features/specialists/index.ts';
import { useReplyPromise } from '../components/useReplyPromise.ts';
import {
  EVERYONE,
  hoursText,
  monthStart,
  replyTimesRows,
  type MonthRequest,
} from './replyTimesRows.ts';

const API_VERSION = '2025-02-19';

/** The month's requests that reached a specialist, with who owns each. */
const MONTH_QUERY = `*[_type == "tripRequest" && !(_id in path("drafts.**"))
  && createdAt >= $from && count(routedTo) > 0]{
  createdAt,
  repliedAt,
  "owner": coalesce(routedTo[0].name, routedTo[0].specialist->name)
}`;

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
};

export function ReplyTimesTool() {
  const client = useClient({ apiVersion: API_VERSION });
  const promise = useReplyPromise();
  const [requests, setRequests] = useState<MonthRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [now] = useState(() => new Date());
  useEffect(() => {
    let current = true;
    client
      .fetch<MonthRequest[]>(MONTH_QUERY, { from: monthStart(now).toISOString() })
      .then((found) => current && setRequests(found))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [client, now]);

  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(now);
  const rows = requests ? replyTimesRows(requests, now, promise) : [];
  return (
    <main
      style={{ padding: '1.5rem 2rem', overflow: 'auto', height: '100%', boxSizing: 'border-box' }}
    >
      <h1>Reply times</h1>
      <p>
        How long visitors waited this month for a specialist’s first reply to their trip request, in
        working hours. We promise a reply {targetInWords(promise)}. The median is the wait of the
        middle request; nine requests in ten were answered within the 90th percentile. A request
        still waiting counts at its wait so far.
      </p>
      {failed && <p role="alert">The reply times could not be read just now. Please try again.</p>}
      {requests === null && !failed && <p>Reading the requests…</p>}
      {requests !== null && (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <caption style={{ textAlign: 'left' }}>Time to a first reply, {month}</caption>
          <thead>
            <tr>
              <th style={cell} scope="col">
                Specialist
              </th>
              <th style={cell} scope="col">
                Requests
              </th>
              <th style={cell} scope="col">
                Still waiting
              </th>
              <th style={cell} scope="col">
                Median
              </th>
              <th style={cell} scope="col">
                90th percentile
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.who} style={row.who === EVERYONE ? { fontWeight: 600 } : undefined}>
                <th style={cell} scope="row">
                  {row.who}
                </th>
                <td style={cell}>{row.count}</td>
                <td style={cell}>{row.waiting}</td>
                <td style={cell}>{hoursText(row.median)}</td>
                <td style={cell}>{hoursText(row.p90)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
