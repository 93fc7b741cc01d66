/**
 * The outcome of a form (signed up, registered, confirmed, reset): a heading that takes focus so the change is
 * noticed, the message (role="alert" for a failure, role="status" otherwise), then any actions.
 */
import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  title: string;
  message: ReactNode;
  tone: 'success' | 'error';
  children?: ReactNode;
  /** h1 when the panel is the page's main content. */
  level?: 1 | 2;
}

export function ResultPanel({ title, message, tone, children, level = 2 }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`card result-panel result-${tone}`}>
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <p className={tone === 'error' ? 'form-error' : 'result-message'} role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      {children}
    </section>
  );
}
