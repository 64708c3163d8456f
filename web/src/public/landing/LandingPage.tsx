import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppTier } from '../../ui/AppTier';
import { useSignedIn } from '../../core/auth/useSignedIn';
import { SiteLink } from '../../ui/SiteLink';
import { PublicFeatured } from '../shop/PublicFeatured';

const FeaturedResources = lazy(() =>
  import('../shop/FeaturedResources').then((module) => ({ default: module.FeaturedResources })),
);
const ContactForm = lazy(() => import('../site/ContactForm').then((module) => ({ default: module.ContactForm })));

/** Renders its children once the place is about to scroll into view: the contact form's code is not loaded before. */
function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ minHeight }} />;
}

/**
 * The public landing page: hero with tagline and the way in, the resources grid, features, about teaser, figures
 * and the contact form. A visitor's grid is plain HTML over a fetch (PublicFeatured); the contact form and, for a
 * signed-in user, the app's shop browser load with the app's code.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const features = [
    { icon: <CalendarOutlined />, title: t('landing.featurePlanTitle'), text: t('landing.featurePlanText') },
    { icon: <FileTextOutlined />, title: t('landing.featureCreateTitle'), text: t('landing.featureCreateText') },
    { icon: <ShopOutlined />, title: t('landing.featureShopTitle'), text: t('landing.featureShopText') },
  ];

  return (
    <>
      <section className="hero">
        <h1>{t('landing.heroTitle')}</h1>
        <p>{t('landing.tagline')}</p>
        <SiteLink to="/app/products" size="large" data-testid="hero-sign-in">
          {signedIn ? t('landing.openResources') : t('auth.signIn')}
        </SiteLink>
      </section>

      {signedIn ? (
        <Suspense fallback={null}>
          <FeaturedResources />
        </Suspense>
      ) : (
        <PublicFeatured />
      )}

      <section className="page-section landing-section" aria-labelledby="features-title">
        <h2 id="features-title">{t('landing.featuresTitle')}</h2>
        <div className="landing-features">
          {features.map((feature) => (
            <article key={feature.title} className="landing-feature">
              <h3>
                {feature.icon} {feature.title}
              </h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="page-section landing-section" aria-labelledby="about-title">
        <h2 id="about-title">{t('landing.aboutTitle')}</h2>
        <p>{t('landing.aboutText')}</p>
        <Link to="/about">{t('landing.readMore')}</Link>
      </section>

      <section className="landing-stats" aria-label={t('landing.statsLabel')}>
        <div>
          <strong>10K+</strong>
          {t('landing.statCustomers')}
        </div>
        <div>
          <strong>23900+</strong>
          {t('landing.statResources')}
        </div>
        <div>
          <strong>25K+</strong>
          {t('landing.statFollowers')}
        </div>
      </section>

      <section className="page-section landing-section landing-contact" aria-label={t('pages.contactUs')}>
        <WhenNear minHeight={480}>
          {signedIn ? (
            <Suspense fallback={null}>
              <ContactForm />
            </Suspense>
          ) : (
            <AppTier fallback={null}>
              <ContactForm />
            </AppTier>
          )}
        </WhenNear>
      </section>
    </>
  );
}
