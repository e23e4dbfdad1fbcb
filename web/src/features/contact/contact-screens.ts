/** Entry of the contact-us lazy chunk. */
export { ContactUsPage } from './components/contact-us-page';
