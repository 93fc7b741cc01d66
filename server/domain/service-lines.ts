/** An appointment's services are done one after another from its start: each line gets its own times and length. */
export interface LineService {
  id: string;
  name: string;
  price: number;
  /** The service's whole length in minutes. */
  minutes: number;
}

export function serviceLines(appointmentId: string, start: Date, services: LineService[]) {
  let at = start.getTime();
  return services.map((s) => {
    const line = {
      appointmentId,
      serviceId: s.id,
      serviceName: s.name,
      price: s.price,
      startAt: new Date(at),
      endAt: new Date(at + s.minutes * 60_000),
      durationMinutes: s.minutes,
    };
    at += s.minutes * 60_000;
    return line;
  });
}
