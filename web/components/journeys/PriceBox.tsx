import '../../styles/journeys.css';
import { fromPricePerPerson } from '../../lib/price.ts';
import { useBookingPopup } from '../forms/useBookingPopup.tsx';

interface PriceBoxProps {
  price: number;
  nights?: number | null;
  type?: string | null;
  note?: string | null;
  footnote?: string | null;
}

/** The overview side panel's from-price box, with a way to talk to an expert. */
export function PriceBox({ price, nights, type, note, footnote }: PriceBoxProps) {
  const openBookingPopup = useBookingPopup();
  return (
    <div className="price-box">
      {type && <p className="price-box__type">{type}</p>}
      <p className="price-box__price">{fromPricePerPerson(price)}</p>
      {nights ? <p className="price-box__nights">{nights} nights</p> : null}
      {note && <p className="price-box__note">{note}</p>}
      <button type="button" className="button button--primary" onClick={openBookingPopup}>
        Talk to an expert
      </button>
      {footnote && <p className="price-box__footnote">{footnote}</p>}
    </div>
  );
}
