import { PRODUCT_NAME } from '../../app/titles.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { useBack } from '../../components/useBack.ts';
import './auth.css';

/** The pink top of the login/register pages: back arrow, brand and one line of purpose. */
export function AuthHero({ title, subtitle }: { title: string; subtitle: string }) {
  const onBack = useBack();
  return (
    <header className="sf-auth-hero">
      <NavBar className="sf-auth-hero__nav" title={title} onBack={onBack} />
      <div className="sf-auth-hero__brand">
        <span className="sf-auth-hero__logo" aria-hidden>
          <svg viewBox="0 0 24 24" width="22" height="22">
            <path d="M2.5 14.5l19-8.5-4.2 11.6-4.3-3.7-3.1 3.6v-4.7z" fill="#fff" />
          </svg>
        </span>
        <span className="sf-auth-hero__name">{PRODUCT_NAME}</span>
      </div>
      <p className="sf-auth-hero__subtitle">{subtitle}</p>
    </header>
  );
}
