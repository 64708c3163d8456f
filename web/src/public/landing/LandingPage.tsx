import { CalendarOutlined, FileTextOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../core/auth/authContext';
import { LinkButton } from '../../ui/LinkButton';
import { FeaturedResources } from '../shop/FeaturedResources';
import { ContactForm } from '../site/ContactForm';

/** The public landing page: hero with tagline and the way in, features, about teaser and figures. */
export default function LandingPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
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
        <LinkButton to="/app/products" size="large" data-testid="hero-sign-in">
          {status === 'anonymous' ? t('auth.signIn') : t('landing.openResources')}
        </LinkButton>
      </section>

      <FeaturedResources />

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
        <ContactForm />
      </section>
    </>
  );
}
