/** Structured data for search engines: a branch as a schema.org BeautySalon (or HairSalon), from real data. */
import type { BranchDetail } from './types.ts';

const DAY = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
} as const;
const pad = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

export function branchJsonLd(b: BranchDetail, site: URL | undefined): Record<string, unknown> {
  const url = new URL(`/branches/${b.branchUrl}`, site ?? 'http://localhost:4321').toString();
  const services = b.branchServices.flatMap((g) => g.services);
  const hairOnly =
    b.branchServices.length > 0 && b.branchServices.every((g) => /hair|braid|barb|weave/i.test(g.categoryName));
  const naira = (n: number) => `₦${n.toLocaleString('en-NG')}`;
  const prices = services.map((s) => s.price);
  return {
    '@context': 'https://schema.org',
    '@type': hairOnly ? 'HairSalon' : 'BeautySalon',
    '@id': url,
    name: b.businessName,
    url,
    image: new URL(b.imageSrc, site ?? 'http://localhost:4321').toString(),
    description: b.about,
    telephone: b.phoneNumber || undefined,
    email: b.businessEmail || undefined,
    priceRange: services.length ? `${naira(Math.min(...prices))} – ${naira(Math.max(...prices))}` : undefined,
    currenciesAccepted: 'NGN',
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
    address: {
      '@type': 'PostalAddress',
      streetAddress: b.address,
      addressLocality: b.location,
      addressRegion: b.city,
      postalCode: b.zipCode || undefined,
      addressCountry: 'NG',
    },
    geo:
      b.latitude !== null && b.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude }
        : undefined,
    hasMap: b.googleMapURL || undefined,
    openingHoursSpecification: b.branchTimings
      .filter((t) => t.isOpened)
      .map((t) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${DAY[t.dayOfWeek]}`,
        opens: pad(t.openingTime),
        closes: pad(t.closingTime),
      })),
    aggregateRating:
      b.totalRatings > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: b.rating,
            reviewCount: b.totalRatings,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review: b.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.customerName },
      datePublished: r.createdDate.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
      reviewBody: r.review,
    })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Services',
      itemListElement: services.map((s) => ({
        '@type': 'Offer',
        price: s.price,
        priceCurrency: 'NGN',
        itemOffered: { '@type': 'Service', name: s.serviceName, description: s.description || undefined },
      })),
    },
  };
}
