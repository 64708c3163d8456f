import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

interface SiteLinkProps extends LinkProps {
  variant?: 'primary' | 'default';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
}

/** A button-looking link in plain HTML and CSS (global.css `.site-button`), for the public site's light pages. */
export function SiteLink({ variant = 'default', size = 'middle', icon, className, children, ...props }: SiteLinkProps) {
  const classes = ['site-button', `site-button-${variant}`, size === 'middle' ? '' : `site-button-${size}`, className];
  return (
    <Link className={classes.filter(Boolean).join(' ')} {...props}>
      {icon}
      {children}
    </Link>
  );
}
