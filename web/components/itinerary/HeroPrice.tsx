import '../../styles/itinerary.css';
import { formatPrice, isShownPrice } from '../../lib/price.ts';

interface HeroPriceProps {
  price: number | null | undefined;
  /** The price note from site settings, marked by the asterisk. */
  footnote: string | null | undefined;
  /** Shown after the price for offers, e.g. 7 nights. */
  nights?: number | null;
}

/** 'from £X pp *' with its footnote, only when there is a price. */
export function HeroPrice({ price, footnote, nights }: HeroPriceProps) {
  if (!isShownPrice(price)) return null;
  return (
    <div className="hero-price">
      <p className="hero-price__value">
        from <strong>{formatPrice(price)}</strong> pp{footnote ? ' *' : ''}
        {nights ? <span className="hero-price__nights"> · {nights} nights</span> : null}
      </p>
      {footnote && <p className="hero-price__footnote">* {footnote}</p>}
    </div>
  );
}
