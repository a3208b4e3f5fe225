/**
 * What a person typed, picked or ticked on a server-rendered page before its scripts arrived is kept on hydration.
 *
 * React leaves a hydrated field's value as the person left it, but a controlled field's state still holds the
 * server's value, and the field's next render writes that back: the text typed on a slow phone vanishes at the first
 * key pressed (or the first field left) after hydration. So, right after hydration, each field whose value differs
 * from the server's is taken (`takeEarlyInput`, in the root's layout effect, before any re-render) and told to its
 * component in the microtask that follows, before any further event can re-render it, through the event a real
 * keystroke, choice or tick fires (`replayEarlyInput`), one field at a time so each handler sees the state the
 * previous one left.
 *
 * A part whose code is fetched on demand (a modal, the feed's composer) but which the server sent open must hydrate
 * with the page, not as a Suspense boundary of its own that React hydrates later (a boundary still waiting when the
 * page around it re-renders is drawn anew, and what was typed into it goes): its module calls `holdHydration`
 * (components/ui/modal.tsx) when it loads, before the entry runs, and the entry awaits that code before it hydrates.
 */
import { flushSync } from 'react-dom';

/** A field as it was found right after hydration: the element, its value, whether it was ticked. */
export type EarlyInput = [HTMLInputElement, string, boolean];
const isBox = (el: HTMLInputElement) => el.type === 'checkbox' || el.type === 'radio';

/** The fields of the page that differ from what the server sent (a chosen file stays in its field and is sent). */
export function takeEarlyInput(): EarlyInput[] {
  const found: EarlyInput[] = [];
  // A select or a textarea is typed as an input here: the members read are the ones they share with it.
  for (const el of document.querySelectorAll<HTMLInputElement>('input, textarea, select')) {
    if (/^(hidden|submit|button|reset|image|file)$/.test(el.type)) continue;
    const changed =
      el.tagName === 'SELECT'
        ? [...(el as unknown as HTMLSelectElement).options].some((o) => o.selected !== o.defaultSelected)
        : isBox(el)
          ? // Of a radio group only the newly chosen one: replaying the one left would choose it again.
            el.checked !== el.defaultChecked && (el.type === 'checkbox' || el.checked)
          : el.value !== el.defaultValue;
    if (changed) found.push([el, el.value, el.checked]);
  }
  return found;
}

/** Fires each field's own event so React runs its onChange with what the person left there. */
export function replayEarlyInput(fields: EarlyInput[]) {
  for (const [el, value, checked] of fields) {
    if (!el.isConnected) continue;
    flushSync(() => {
      const select = el.tagName === 'SELECT';
      const box = isBox(el);
      if (!select) {
        // React notices a change against the value it last saw: show it the server's value through the element's
        // own setter, put the person's back through the prototype's (unseen by React), then fire the event.
        const key = box ? 'checked' : 'value';
        Object.assign(el, { [key]: box ? el.defaultChecked : el.defaultValue });
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), key)?.set?.call(el, box ? checked : value);
      }
      // A box hears a plain Event named click, not a MouseEvent, so the browser does not tick it again.
      el.dispatchEvent(new Event(select ? 'change' : box ? 'click' : 'input', { bubbles: true }));
    });
  }
}
