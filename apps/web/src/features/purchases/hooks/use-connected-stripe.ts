import { useEffect, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js for the company's connected account (direct charges and saved cards live there),
 * loaded once per card form, when the form is on screen: from an effect, so a render React starts
 * again (a busy device, an update above) never loads a second Stripe object, which Elements could
 * not take. `stripe` is null until then (Elements waits); a failed script load answers
 * `unreachable`. Imported only by the lazily loaded Stripe forms.
 */
export function useConnectedStripe(
  publishableKey: string,
  stripeAccount: string,
): { stripe: Promise<Stripe | null> | null; unreachable: boolean } {
  const loading = useRef<Promise<Stripe | null> | null>(null);
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    let live = true;
    loading.current ??= loadStripe(publishableKey, { stripeAccount }).catch(() => null);
    const promise = loading.current;
    setStripe(promise);
    void promise.then((loaded) => {
      if (live && !loaded) setUnreachable(true);
    });
    return () => {
      live = false;
    };
    // Once per form: Elements keeps the first Stripe object it is given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { stripe, unreachable };
}
