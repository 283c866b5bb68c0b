import '../../styles/itinerary.css';
import { fromPricePerPerson } from '../../lib/price.ts';
import { TalkToExpertButton } from '../forms/TalkToExpertButton.tsx';
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
      <TalkToExpertButton className="button button--primary" onOpen={openBookingPopup} />
      {footnote && <p className="price-box__footnote">{footnote}</p>}
    </div>
  );
}
