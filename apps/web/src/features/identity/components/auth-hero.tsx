import './identity.css';

export interface AuthHeroProps {
  title: string;
  subtitle: string;
}

/** The welcome block under the header of the login and register pages. */
export function AuthHero({ title, subtitle }: AuthHeroProps) {
  return (
    <div className="wh-auth-hero">
      <svg className="wh-auth-hero__logo" viewBox="0 0 48 48" aria-hidden="true">
        <rect width="48" height="48" rx="14" fill="#1677ff" />
        <path
          d="M10 31 L17 21 L23 27 L30 15 L38 24"
          fill="none"
          stroke="#fff"
          strokeWidth="3.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="38" cy="24" r="3" fill="#7cc4ff" />
      </svg>
      <div>
        <h2 className="wh-auth-hero__title">{title}</h2>
        <p className="wh-auth-hero__subtitle">{subtitle}</p>
      </div>
    </div>
  );
}
