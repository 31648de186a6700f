/* Reminders before sessions and guides' evening agendas: queued by the maintenance sweep, sent as jobs. */
export { ReminderEmails } from './reminder-emails';
export {
  AGENDA_TIME,
  queueDueAgendas,
  queueDueReminders,
  REMINDER_HOURS_BEFORE_START,
} from './reminder-sweep';
