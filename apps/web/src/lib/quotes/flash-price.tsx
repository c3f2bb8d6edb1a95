import { flashClass, usePriceFlash } from './flash';
import { formatPrice } from '../format/prices';

/** A price that briefly highlights green or red (rise/fall colours) when it changes. */
export function FlashPrice({
  value,
  resetKey,
  className,
}: {
  value: string | null | undefined;
  resetKey?: string;
  className?: string;
}) {
  const flash = usePriceFlash(value, resetKey);
  const classes = ['wh-price', className, flashClass(flash)].filter(Boolean).join(' ');
  return (
    <span className={classes} data-flash={flash?.move}>
      {formatPrice(value)}
    </span>
  );
}
