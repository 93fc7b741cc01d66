/** 'Reschedule' from an account's list: the reschedule form in a dialog, sent with the account's token. */
import { RescheduleForm } from '../../components/booking/RescheduleForm.tsx';
import { api } from '../../lib/api.ts';
import type { Appointment } from '../../lib/types.ts';
import { Modal } from './Modal.tsx';

interface Props {
  appointment: Appointment;
  token: string;
  onClose: () => void;
  onMoved: (message: string) => void;
}

export function RescheduleDialog({ appointment, token, onClose, onMoved }: Props) {
  return (
    <Modal title={`Reschedule appointment ${appointment.appointmentNo}`} onClose={onClose}>
      <RescheduleForm
        appointment={appointment}
        onMove={async (startDateTime, branchEmployeeId) =>
          (
            await api.rescheduleAppointment(token, {
              appointmentId: appointment.appointmentId,
              startDateTime,
              branchEmployeeId,
            })
          ).message ?? 'Your appointment has been moved.'
        }
        onDone={onMoved}
        onCancel={onClose}
      />
    </Modal>
  );
}
