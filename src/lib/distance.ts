/** How far a salon is, as a card shows it: "0.4 km", "2.4 km" under 10 km, whole kilometres beyond ("12 km"). */
export function formatDistance(km: number): string {
  if (km < 10) return `${Math.max(km, 0.1).toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-NG')} km`;
}

/** The browser's position as the API's Near parameter: "lat,lng", to about 10 m (enough for a distance in km). */
export function nearParameter(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
}
