export function meta() {
  return [{ title: 'Tailor-made luxury holidays' }];
}

/** Home (spec §2 "Home page"). */
export default function HomePage() {
  return (
    <section className="page-message">
      <h1>Tailor-made luxury holidays</h1>
      <p>Journeys designed around you, from the Indian Ocean to the great plains of Africa.</p>
    </section>
  );
}
