/** The text of a failed call for a form or a confirmation: core's, with the client's own `errors.<code>` texts first. */
export { failureCode, failureText } from '../../../core/http/failure.ts';
