import { ContactForm } from '../renderers/ContactForm';
import { defineIsland } from './island';

/** The contact form. */
export default defineIsland('contact-form', ContactForm);
