import { useTranslation } from 'react-i18next';
import type { TradeSide } from '@waihui/contracts';

/**
 * "Open long" / "Open short" (product.md §3.5 direction), in the rise colour for long and the fall colour
 * for short, as brokers show them; the words carry the meaning, the colour only repeats it.
 */
export function SideLabel({ side }: { side: TradeSide }) {
  const { t } = useTranslation('positions');
  return (
    <span className={`wh-pos-side wh-pos-side--${side === 'long' ? 'rise' : 'fall'}`}>
      {t(`side.${side}`)}
    </span>
  );
}
