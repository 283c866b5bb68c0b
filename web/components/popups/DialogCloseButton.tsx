import type { ReactNode } from 'react';

interface DialogCloseButtonProps {
  className: string;
  onClose: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A button that closes its popup, and that the browser itself can work: it submits a
 * `method="dialog"` form, which closes the dialog around it without script. A popup the page
 * arrives with (the launch notice) can so be dismissed before the site's scripts run, or on a
 * page made for reading, without them. Once they run, `onClose` closes it through the popup
 * queue, as every other way of closing does.
 */
export function DialogCloseButton({
  className,
  onClose,
  children,
  ...label
}: DialogCloseButtonProps) {
  return (
    <form method="dialog" className="popup__closer">
      <button type="submit" className={className} onClick={onClose} {...label}>
        {children}
      </button>
    </form>
  );
}
