/** Which of Stripe Checkout's page languages shows a delegate's language. */
import type Stripe from 'stripe';

import { englishLocale, matchLocale } from '../../core/i18n/locales';

type StripeLocale = Stripe.Checkout.SessionCreateParams.Locale;

/**
 * The languages Stripe Checkout's page is written in (its documented `locale` values). Traditional Chinese as written
 * in Taiwan comes before Hong Kong's, so 'zh-Hant' chooses it; Simplified Chinese is Stripe's plain 'zh'.
 */
const stripeLocales: readonly StripeLocale[] = (
  'bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru ' +
  'sk sl sv th tr vi zh zh-TW zh-HK'
).split(' ');

/**
 * Stripe's page language for a catalogue's tag, matched as a browser's tag is matched to ours ('zh-Hant' is 'zh-TW',
 * 'fr' is 'fr'); a language Stripe does not write lets Stripe follow the browser ('auto').
 */
export function stripeLocaleOf(language: string | undefined): StripeLocale {
  return matchLocale(language ?? englishLocale, stripeLocales) ?? 'auto';
}
