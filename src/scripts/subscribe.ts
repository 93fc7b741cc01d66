/** The footer's subscribe box, without React. */

export function initSubscribe() {
  const form = document.querySelector<HTMLFormElement>('[data-subscribe]');
  const status = document.querySelector<HTMLElement>('[data-subscribe-status]');
  form?.addEventListener('submit', (e) => {
    e.preventDefault();
    void send();
  });
  async function send() {
    if (!form) return;
    const input = form.querySelector('input')!;
    if (!input.value.trim()) return void (status && (status.textContent = 'Please fill up: Email'));
    try {
      // The API client loads only when someone subscribes.
      const { api } = await import('../lib/api.ts');
      const res = await api.subscribe(input.value.trim());
      if (status) status.textContent = res.message ?? 'Thank you for subscribing.';
      form.reset();
    } catch (err) {
      if (status) status.textContent = (err as Error).message;
    }
  }
}
