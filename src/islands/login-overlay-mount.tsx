/** Mounts the login overlay on demand (from the nav's Login button), and returns focus to the button on close. */
import { createRoot, type Root } from 'react-dom/client';
import LoginOverlay from './LoginOverlay.tsx';

let root: Root | undefined;

export function openLogin(returnFocusTo?: HTMLElement) {
  let host = document.getElementById('login-overlay');
  if (!host) {
    host = document.createElement('div');
    host.id = 'login-overlay';
    document.body.append(host);
  }
  root ??= createRoot(host);
  const close = () => {
    root?.render(null);
    returnFocusTo?.focus();
  };
  root.render(<LoginOverlay onClose={close} />);
}
