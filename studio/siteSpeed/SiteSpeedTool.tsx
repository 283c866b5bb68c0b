/**
 * The Studio's "Site speed" tool: how fast the site is for its own visitors over the last 28
 * days, per kind of page and device, against this site's goals, in words an editor reads without
 * knowing the acronyms. Figures come from the day documents /api/vitals writes
 * (docs/field-speed.md).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { useClient } from 'sanity';
import {
  DEVICES,
  METRIC_INFO,
  METRICS,
  MIN_VIEWS,
  ROUTE_TYPE_TITLES,
  WINDOW_DAYS,
  type Device,
  type Rating,
} from '../../features/fieldSpeed/browser.ts';
import {
  dailyTrend,
  formatFigure,
  SPEED_DAYS_QUERY,
  speedRows,
  windowStart,
  type MetricFigure,
  type SpeedDay,
} from '../../features/fieldSpeed/browser.ts';

const API_VERSION = '2025-02-19';

const DEVICE_TITLES: Record<Device, string> = {
  phone: 'Phones',
  tablet: 'Tablets',
  desktop: 'Desktops and laptops',
};

/** Colour backs the words, never replaces them. */
const RATING_STYLE: Record<Rating, CSSProperties> = {
  good: { background: '#e3f4e8', color: '#0b5a2a' },
  'needs work': { background: '#fdf1d6', color: '#6b4800' },
  poor: { background: '#fbe2e2', color: '#8a1c1c' },
};

const cell: CSSProperties = {
  padding: '0.5rem 0.75rem',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
};

function Figure({ figure }: { figure: MetricFigure }) {
  if (figure.p75 === null || figure.rating === null) return <span>no views yet</span>;
  const text = formatFigure(figure.metric, figure.p75);
  return (
    <span>
      <strong>{text}</strong>{' '}
      <span style={{ ...RATING_STYLE[figure.rating], padding: '0 0.4em', borderRadius: 4 }}>
        {figure.rating}
      </span>
      <br />
      <small>
        {figure.tooFew
          ? `only ${figure.views} views: too few to judge (fewer than ${MIN_VIEWS})`
          : `${figure.views} views`}
      </small>
    </span>
  );
}

export function SiteSpeedTool() {
  const client = useClient({ apiVersion: API_VERSION });
  const [days, setDays] = useState<SpeedDay[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    client
      .fetch<SpeedDay[]>(SPEED_DAYS_QUERY, { from: windowStart(new Date()) })
      .then((found) => current && setDays(found))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [client]);

  const rows = days ? speedRows(days) : [];
  return (
    <main
      style={{ padding: '1.5rem 2rem', overflow: 'auto', height: '100%', boxSizing: 'border-box' }}
    >
      <h1>Site speed</h1>
      <p>
        How fast the site has been for its own visitors over the last {WINDOW_DAYS} days. Each
        figure is the 75th percentile: three visits in four were at least this fast. This site’s
        goals are stricter than Google’s “good”; a figure between the two needs work.
      </p>
      <dl>
        {METRICS.map((metric) => (
          <div key={metric} style={{ marginBottom: '0.5rem' }}>
            <dt>
              <strong>
                {METRIC_INFO[metric].title} ({metric})
              </strong>{' '}
              — goal {formatFigure(metric, METRIC_INFO[metric].good)} or less
            </dt>
            <dd style={{ marginLeft: 0 }}>{METRIC_INFO[metric].explanation}</dd>
          </div>
        ))}
      </dl>
      {failed && <p role="alert">The figures could not be read just now. Please try again.</p>}
      {days === null && !failed && <p>Reading the figures…</p>}
      {days !== null && rows.length === 0 && <p>No page views have been measured yet.</p>}
      {DEVICES.map((device) => {
        const own = rows.filter((row) => row.device === device);
        if (own.length === 0) return null;
        const trend = dailyTrend(days ?? [], device);
        return (
          <section key={device} aria-labelledby={`speed-${device}`}>
            <h2 id={`speed-${device}`}>{DEVICE_TITLES[device]}</h2>
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption style={{ textAlign: 'left' }}>
                {DEVICE_TITLES[device]}: p75 of each measure by kind of page, last {WINDOW_DAYS}{' '}
                days
              </caption>
              <thead>
                <tr>
                  <th style={cell} scope="col">
                    Kind of page
                  </th>
                  {METRICS.map((metric) => (
                    <th key={metric} style={cell} scope="col">
                      {metric}
                    </th>
                  ))}
                  <th style={cell} scope="col">
                    Slowest elements
                  </th>
                </tr>
              </thead>
              <tbody>
                {own.map((row) => (
                  <tr key={row.routeType}>
                    <th style={cell} scope="row">
                      {ROUTE_TYPE_TITLES[row.routeType]}
                      <br />
                      <small>{row.views} page views</small>
                    </th>
                    {row.figures.map((figure) => (
                      <td key={figure.metric} style={cell}>
                        <Figure figure={figure} />
                      </td>
                    ))}
                    <td style={cell}>
                      {row.slowest.length === 0 ? (
                        'none over the goal'
                      ) : (
                        <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                          {row.slowest.map((element) => (
                            <li key={`${element.metric}-${element.selector}-${element.phase}`}>
                              {element.metric}: <code>{element.selector}</code>, longest phase{' '}
                              {element.phase} ({element.count}×)
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>Day by day, every kind of page</h3>
            <table style={{ borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={cell} scope="col">
                    Day
                  </th>
                  <th style={cell} scope="col">
                    Views
                  </th>
                  {METRICS.map((metric) => (
                    <th key={metric} style={cell} scope="col">
                      {metric}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {trend.map((day) => (
                  <tr key={day.day}>
                    <th style={cell} scope="row">
                      {day.day}
                    </th>
                    <td style={cell}>{day.views}</td>
                    {METRICS.map((metric) => {
                      const value = day.p75[metric];
                      return (
                        <td key={metric} style={cell}>
                          {value == null ? '–' : formatFigure(metric, value)}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </main>
  );
}
