export { PasswordChecklist } from '@/components/password-checklist';
