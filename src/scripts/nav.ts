/** The nav's behaviour without React: account links from the stored session, the mobile menu, and Login on demand. */
import { $session, accountHref } from '../stores/session.ts';

export function initNav() {
  const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-menu]');
  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    menu?.classList.toggle('open', open);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu?.classList.contains('open')) {
      menu.classList.remove('open');
      toggle?.setAttribute('aria-expanded', 'false');
      toggle?.focus();
    }
  });

  const myAccount = document.querySelector<HTMLAnchorElement>('[data-my-account]');
  const login = document.querySelector<HTMLButtonElement>('[data-login]');
  const signup = document.querySelector<HTMLElement>('[data-signup]');
  $session.subscribe((session) => {
    const { token } = session;
    const loggedIn = Boolean(token);
    if (myAccount) {
      myAccount.hidden = !loggedIn;
      myAccount.href = accountHref(session);
    }
    if (login) login.hidden = loggedIn;
    if (signup) signup.hidden = loggedIn;
  });
  // React and the overlay load only when someone asks to log in.
  login?.addEventListener('click', () => {
    void import('../islands/login-overlay-mount.tsx').then(({ openLogin }) => openLogin(login));
  });
}
