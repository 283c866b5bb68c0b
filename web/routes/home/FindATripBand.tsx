import './FindATripBand.css';
import { Link } from 'react-router';

/** The home page's way into the finder, for visitors who start from where, when and budget. */
export function FindATripBand() {
  return (
    <section className="find-a-trip-band" aria-labelledby="find-a-trip-band-heading">
      <h2 id="find-a-trip-band-heading">Know when you would like to go?</h2>
      <p>Find a journey by place, month, budget, length and kind of holiday.</p>
      <Link to="/find-a-trip" className="button button--primary">
        Find a trip
      </Link>
    </section>
  );
}
