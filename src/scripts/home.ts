/** Home page behaviour without React: the one-time reload after logout, and '+See more' / '-See less'. */
import { $homeReload } from '../stores/session.ts';

export function initHome() {
  if ($homeReload.get()) {
    $homeReload.set('');
    window.location.reload();
    return;
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-toggle]')) {
    button.addEventListener('click', () => {
      const review = button.closest('[data-review]')!;
      const expanded = button.getAttribute('aria-expanded') === 'true';
      review.querySelector<HTMLElement>('[data-short]')!.hidden = !expanded;
      review.querySelector<HTMLElement>('[data-full]')!.hidden = expanded;
      button.setAttribute('aria-expanded', String(!expanded));
      button.textContent = expanded ? '+See more' : '-See less';
    });
  }
}
