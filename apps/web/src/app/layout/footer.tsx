import { Link } from 'react-router';
import { Mail, MapPin, Star } from 'lucide-react';
import type { SiteSettings } from '@stepup/contracts';
import { useBusinessUrl } from '../../lib/business-url';
import './footer.css';

const cards = ['Visa', 'Mastercard', 'Amex', 'Apple Pay', 'Google Pay'];

/** Simple brand marks drawn inline (the icon set has no brand logos). */
const socials: Array<{ name: string; href: string; path: string }> = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm0 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm5.5-4.2a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4Z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: 'M4 9h4v12H4V9Zm2-6a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3Zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.4 0-3.2-2-3.2s-2.1 1.5-2.1 3.1V21H10V9Z',
  },
  {
    name: 'X',
    href: 'https://x.com/',
    path: 'M4 3h4.6l4.1 5.7L17.6 3H20l-6.2 7.2L21 21h-4.6l-4.5-6.2L6.5 21H4l6.8-7.8L4 3Z',
  },
];

/** The customer apps in the two app stores (docs/product.md#header-and-footer: native apps for two app stores). */
const appStores: Array<{ name: string; kicker: string; href: string; path: string }> = [
  {
    name: 'App Store',
    kicker: 'Download on the',
    href: 'https://apps.apple.com/gb/',
    path: 'M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.5 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4ZM13.9 5c.7-.8 1.2-2 1-3.2-1 0-2.3.7-3 1.5-.7.7-1.2 1.9-1.1 3.1 1.2.1 2.3-.6 3.1-1.4Z',
  },
  {
    name: 'Google Play',
    kicker: 'Get it on',
    href: 'https://play.google.com/store/apps',
    path: 'M4 2.6v18.8c0 .5.5.8.9.6l10.4-10L4.9 2c-.4-.2-.9.1-.9.6Zm12.7 7.7-2.6-2.5L5.8 1.9l9.8 9.4 1.1-1Zm0 3.4-1.1-1-9.8 9.4 8.3-5.9 2.6-2.5Zm3.8-2.8-3-1.7-1.4 1.3-.5.5.5.5 1.4 1.3 3-1.7c.6-.4.6-1.3 0-1.7Z',
  },
];

/** The independent review site customers are asked to rate us on (the review-site link). */
const reviewSite = { name: 'Trustpilot', href: 'https://uk.trustpilot.com/' };

/** The customer site footer (docs/product.md#header-and-footer). */
export function Footer({ site }: { site: SiteSettings | undefined }) {
  const businessUrl = useBusinessUrl();
  const year = new Date().getFullYear();
  const siteName = site?.siteName ?? '';
  return (
    <footer className="site-footer">
      <div className="ui-container">
        <div className="site-footer__columns">
          <nav className="site-footer__column" aria-labelledby="footer-customers">
            <h2 id="footer-customers">Customers</h2>
            <ul>
              <li>
                <Link to="/signup">Sign Up</Link>
              </li>
              <li>
                <Link to="/login">Sign In</Link>
              </li>
              <li>
                <Link to="/terms">T&amp;Cs</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/about-us#faqs">FAQs</Link>
              </li>
            </ul>
          </nav>
          <nav className="site-footer__column" aria-labelledby="footer-businesses">
            <h2 id="footer-businesses">Businesses</h2>
            <ul>
              <li>
                <Link to="/business">Why Join</Link>
              </li>
              <li>
                <a href={businessUrl('/signup')}>Sign Up</a>
              </li>
              <li>
                <a href={businessUrl('/login')}>Sign In</a>
              </li>
              <li>
                <Link to="/business-t-and-c">T&amp;Cs</Link>
              </li>
              <li>
                <Link to="/business-privacy-policy">Privacy</Link>
              </li>
              <li>
                <Link to="/business#faqs">FAQs</Link>
              </li>
            </ul>
          </nav>
          <section className="site-footer__column" aria-labelledby="footer-contact">
            <h2 id="footer-contact">Contact</h2>
            <ul>
              <li>
                <Link to="/about-us">About Us</Link>
              </li>
              {site?.postalAddress.length ? (
                <li className="site-footer__with-icon">
                  <MapPin aria-hidden="true" size={18} />
                  <address>
                    {site.postalAddress.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </li>
              ) : null}
              {site?.contactEmail && (
                <li className="site-footer__with-icon">
                  <Mail aria-hidden="true" size={18} />
                  <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
                </li>
              )}
            </ul>
          </section>
          <div className="site-footer__column">
            <h2 id="footer-apps">Get the app</h2>
            <ul className="site-footer__apps" aria-labelledby="footer-apps">
              {appStores.map((store) => (
                <li key={store.name}>
                  <a
                    className="app-badge"
                    href={store.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${store.kicker} ${store.name} (opens in a new tab)`}
                  >
                    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                      <path d={store.path} fill="currentColor" />
                    </svg>
                    <span>
                      {/* The space keeps the visible text "Download on the App Store" (the
                          label must contain it); the kicker sits on its own line anyway. */}
                      <small>{store.kicker}</small> {store.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
            <a
              className="site-footer__review"
              href={reviewSite.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="site-footer__stars" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((n) => (
                  <Star key={n} size={16} fill="currentColor" />
                ))}
              </span>
              Review us on {reviewSite.name}
              <span className="ui-visually-hidden"> (opens in a new tab)</span>
            </a>
            <h2 id="footer-payments" className="site-footer__subhead">
              Secure payments
            </h2>
            <p>Payments powered by Stripe</p>
            <ul className="site-footer__cards" aria-label="Cards we accept">
              {cards.map((card) => (
                <li key={card} className="card-badge">
                  {card}
                </li>
              ))}
            </ul>
            <ul className="site-footer__social" aria-label="Follow us">
              {socials.map((social) => (
                <li key={social.name}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${siteName || 'Us'} on ${social.name} (opens in a new tab)`}
                  >
                    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                      <path d={social.path} fill="currentColor" fillRule="evenodd" />
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="site-footer__bottom">
          <p>
            {/* Offline the branding cannot be read: no gap where the name goes. */}
            {siteName ? `© ${year} ${siteName}. All rights reserved.` : `© ${year}`}
          </p>
          <Link to="/cookies">Cookies</Link>
        </div>
      </div>
    </footer>
  );
}
