import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card of an account page (sign-up, retrieval, forgot password, link pages): a title, an intro, the content. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page" style={{ maxWidth: 520 }}>
      <section className="auth-card" aria-labelledby="auth-card-title">
        <Typography.Title level={3} id="auth-card-title" style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
        {children}
      </section>
    </div>
  );
}
