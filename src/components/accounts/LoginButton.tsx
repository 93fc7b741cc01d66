/** 'Login': opens the login overlay (loaded on demand, like the nav's button) and returns focus here on close. */
import { useRef } from 'react';

export function LoginButton({ className = 'btn' }: { className?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  async function open() {
    const { openLogin } = await import('../../islands/login-overlay-mount.tsx');
    openLogin(button.current ?? undefined);
  }
  return (
    <button ref={button} type="button" className={className} onClick={open}>
      Login
    </button>
  );
}
