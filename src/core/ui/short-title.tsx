/**
 * A title cut at 40 characters plus an ellipsis (spec 2 §9, spec 3 §5: an accessory's title), with
 * the whole of it for screen readers and as a tooltip. Every area that shows an accessory's title
 * uses this one (the holdings' and fixed assets' accessories, the order wizard's).
 */
import { truncateTitle } from '../format/text.ts';

export function ShortTitle({ text }: { text: string }) {
  const short = truncateTitle(text);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className="fsp-visually-hidden">{text}</span>
    </>
  );
}
