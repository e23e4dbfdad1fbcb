export { PasswordField } from '@/components/password-field';
