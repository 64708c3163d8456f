import type { ButtonProps } from 'antd';
import { Button } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string };

/** A button-looking link: a real <a href> (open in a new tab works) that navigates inside the app. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={handleClick} />;
}
