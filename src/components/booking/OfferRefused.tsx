/**
 * A waitlist offer's link that cannot be used (its entry ended, or it is not a link of ours) on a page with no cart of
 * this salon to go on with: the server's words, and the way back to the salon (to the salons when it is not known).
 */
export function OfferRefused({ message, branchUrl }: { message: string; branchUrl: string }) {
  return (
    <div className="booking">
      <h1 className="booking-title">Book your appointment</h1>
      <p className="booking-alert" role="alert">
        {message}
      </p>
      <p>
        <a href={branchUrl ? `/branches/${encodeURIComponent(branchUrl)}` : '/branches'}>
          {branchUrl ? 'Back to the salon' : 'Browse salons'}
        </a>
      </p>
    </div>
  );
}
