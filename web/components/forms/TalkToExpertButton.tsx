import { useLocation } from 'react-router';
import { BOOKING_PATH } from './enquiryAnswer.ts';

interface TalkToExpertButtonProps {
  className: string;
  /** Opens the booking popup; once React runs, a press does this instead of leaving the page. */
  onOpen: () => void;
}

/**
 * 'Talk to an expert': a button that the browser itself can work. It submits a small GET form
 * to /talk-to-an-expert, the booking form's own page (naming the page it was pressed on), so a
 * press before the scripts have run, or on a page whose scripts never arrive, still reaches the
 * form. Once React runs, the press opens the popup instead and the page stays where it is.
 */
export function TalkToExpertButton({ className, onOpen }: TalkToExpertButtonProps) {
  const { pathname } = useLocation();
  return (
    <form method="get" action={BOOKING_PATH} className="button-form">
      <input type="hidden" name="from" value={pathname} />
      <button
        type="submit"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        Talk to an expert
      </button>
    </form>
  );
}
