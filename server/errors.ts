/** Errors the reference server answers with, and their texts in both languages. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type Lang = 'sv' | 'en';

const texts = {
  OTSS000: { sv: 'Sessionen har gått ut. Logga in igen.', en: 'The session has expired. Please log in again.' },
  OTSU001: { sv: 'Felaktigt användarnamn eller lösenord.', en: 'Invalid username or password.' },
  OTSU002: { sv: 'Användaren är inaktiverad.', en: 'The user is disabled.' },
  OTSP001: {
    sv: 'Ditt lösenord har gått ut. Välj Glömt lösenord för att sätta ett nytt.',
    en: 'Your password has expired. Choose Forgot password to set a new one.',
  },
  'token.is.revoked': { sv: 'Inloggningen är inte längre giltig. Logga in igen.', en: 'The login is no longer valid. Please log in again.' },
  OPEN_ID_FAILED: { sv: 'Autentiseringen misslyckades.', en: 'Authentication failed.' },
  OPEN_ID_NOT_CONFIGURED: {
    sv: 'Inloggningsmetoden är inte konfigurerad. Kontakta supporten.',
    en: 'The authentication method is not configured. Please contact support.',
  },
  NOT_FOUND: { sv: 'Det du söker finns inte.', en: 'What you are looking for does not exist.' },
  LINK_EXPIRED: { sv: 'Länken har gått ut eller är ogiltig.', en: 'The link has expired or is not valid.' },
  VALIDATION: { sv: 'Ogiltig begäran.', en: 'Invalid request.' },
  BODY_TOO_LARGE: { sv: 'Begäran är för stor.', en: 'The request is too large.' },
  TOO_MANY_ATTEMPTS: {
    sv: 'För många försök. Vänta {wait} och försök igen.',
    en: 'Too many attempts. Wait {wait} and try again.',
  },
  PASSWORD_RULES: { sv: 'Lösenordet uppfyller inte kraven.', en: 'The password does not meet the requirements.' },
  PASSWORD_MISMATCH: { sv: 'Lösenorden är inte lika.', en: 'The passwords are not the same.' },
  PASSWORD_WRONG: { sv: 'Det nuvarande lösenordet är fel.', en: 'The current password is wrong.' },
  RESET_TOKEN_INVALID: {
    sv: 'Länken för att återställa lösenordet är ogiltig eller har redan använts. Begär en ny.',
    en: 'The password reset link is not valid or has already been used. Request a new one.',
  },
  RESET_LINK_SENT: {
    sv: 'Om användarnamnet finns har vi skickat en länk för att återställa lösenordet.',
    en: 'If the username exists, we have sent a link to reset the password.',
  },
  PASSWORD_CHANGED: { sv: 'Lösenordet är ändrat.', en: 'The password has been changed.' },
  TERMS_NOT_ACCEPTED: { sv: 'Du måste godkänna villkoren för att använda tjänsten.', en: 'You must accept the terms to use the service.' },
  FORBIDDEN: { sv: 'Du har inte behörighet till det här.', en: 'You are not allowed to do this.' },
  WORKFLOW_SESSION_EXPIRED: {
    sv: 'Sessionen i arbetsflödesapplikationen har gått ut. Logga in igen.',
    en: 'The workflow application session has expired. Please log in again.',
  },
  WORKFLOW_LICENSE_ERROR: {
    sv: 'Licensfel: du har ingen licens för arbetsflödesapplikationen.',
    en: 'License error: you have no license for the workflow application.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    sv: 'Filtypen är inte tillåten. Bifoga bilder, pdf, xls, xlsx, doc, docx eller xml.',
    en: 'The file type is not allowed. Attach images, pdf, xls, xlsx, doc, docx or xml.',
  },
  FILE_TOO_LARGE: { sv: 'Filen är för stor.', en: 'The file is too large.' },
  TOO_MANY_FILES: { sv: 'För många bifogade filer.', en: 'Too many attached files.' },
  RECEIVER_NOT_FOUND: { sv: 'Mottagaren finns inte.', en: 'The receiver does not exist.' },
  FULLY_BOOKED: { sv: 'Tillfället är fullbokat.', en: 'The occasion is fully booked.' },
  ALREADY_REGISTERED: {
    sv: 'Du är redan anmäld till ett tillfälle av den här utbildningen.',
    en: 'You are already registered on an occasion of this education.',
  },
  NOT_REGISTERED: { sv: 'Du är inte anmäld till tillfället.', en: 'You are not registered on the occasion.' },
  OCCASION_STARTED: {
    sv: 'Tillfället har redan börjat. Anmälan och avanmälan är stängda.',
    en: 'The occasion has already started. Registration and deregistration are closed.',
  },
  NOT_AUTHORIZED_TO_MUNICIPALITY: {
    sv: 'Du är inte behörig till den här kommunen.',
    en: 'You are not authorized to this municipality.',
  },
  INVALID_SEARCH_QUERY: {
    sv: 'Ange ett personnummer, ett enhetsnummer eller ett enhetsnamn att söka på.',
    en: 'Enter a personal identity number, a unit number or a unit name to search for.',
  },
  NOT_EDITABLE: {
    sv: 'Uppgiften kommer från folkbokföringen och kan inte ändras eller tas bort här.',
    en: 'This comes from the population register and cannot be changed or deleted here.',
  },
  PRIMARY_CONTACT_EXISTS: {
    sv: 'Brukaren har redan en primär kontakt. Välj om den nya kontakten ska bli primär kontakt eller läggas till utan att ändra den primära.',
    en: 'The client already has a primary contact. Choose whether the new contact becomes the primary contact or is added without changing the primary.',
  },
  QUANTITY_NOT_AVAILABLE: {
    sv: 'Så många finns inte tillgängliga längre. Ingenting har ändrats; kontrollera antalen och försök igen.',
    en: 'That many are no longer available. Nothing was changed; check the quantities and try again.',
  },
  HELD_BY_CLIENT: {
    sv: 'Hjälpmedlet är utlämnat till en brukare. Ta bort tillbehöret under brukarens innehav.',
    en: 'The aid is held by a client. Remove the accessory in the client’s holdings.',
  },
  INVALID_REASON_CODE: {
    sv: 'Orsaken gäller inte skrotning. Välj en annan orsak.',
    en: 'That reason is not for scrapping. Choose another reason.',
  },
  INVALID_ACCESSORY: {
    sv: 'Ett hjälpmedel kan inte monteras på sig självt eller på något av sina egna tillbehör.',
    en: 'An aid cannot be fitted to itself or to one of its own accessories.',
  },
  REASON_CODE_MISSING: { sv: 'Välj en orsak till skrotningen.', en: 'Choose a reason for the scrapping.' },
  LOCATION_MISSING: { sv: 'Lagerplats saknas. Välj en lagerplats att flytta till, eller baslagret att hämta i.', en: 'Location missing. Choose a location to move to, or the base storage to pick up in.' },
  NOT_AVAILABLE_IN_BASE_STORAGE: {
    sv: 'Finns inte i baslager: baslagret har ingen av produkten tillgänglig att hämta. Välj ett annat baslager, eller leverans.',
    en: 'Not available in base storage: the base storage has none of the product available to pick up. Choose another base storage, or delivery.',
  },
  LOCATION_NOT_IN_STORAGE: { sv: 'Lagerplatsen hör inte till baslagret. Välj en annan.', en: 'The location is not one of the base storage. Choose another.' },
  SAME_LOCATION: { sv: 'Artikeln ligger redan på den lagerplatsen. Välj en annan.', en: 'The item is already on that location. Choose another.' },
  NO_ACTIVE_BASE_STORAGE_ORDER: {
    sv: 'Det finns ingen aktiv beställning till ett baslager. Skapa eller välj en beställning till baslagret som ska ta emot artikeln.',
    en: 'There is no active order to a base storage. Create or choose an order to the base storage that is to receive the item.',
  },
  SAME_BASE_STORAGE: {
    sv: 'Den aktiva beställningen går till samma baslager som artikeln redan finns i.',
    en: 'The active order is to the base storage the item is already in.',
  },
  TASK_QUANTITY_NOT_VALID: {
    sv: 'Antalet måste vara mellan 1 och det som återstår på raden. En rad där inget återstår kan inte rapporteras.',
    en: 'The quantity must be between 1 and what is left on the line. A line with nothing left cannot be reported.',
  },
  TASK_CLOSED: {
    sv: 'Uppdraget är redan rapporterat eller annullerat och kan inte ändras.',
    en: 'The task is already reported or annulled and cannot change.',
  },
  NOT_A_BASE_STORAGE: {
    sv: 'Det valda lagret är inget baslager. Välj ett annat.',
    en: 'The chosen storage is not a base storage. Choose another.',
  },
  ORDER_NOT_EDITABLE: { sv: "Beställningen är redan skickad och kan inte ändras.", en: "The order is already sent and cannot change." },
  CART_EMPTY: { sv: "Varukorgen är tom.", en: "The cart is empty." },
  CART_DRAFT_INFO_MESSAGE: { sv: "Varukorgen har utkast. Slutför eller ta bort dem innan du skickar beställningen.", en: "The cart has drafts. Finish or remove them before sending the order." },
  NO_ADDRESS_OR_CONTACT: { sv: "Ingen adress eller kontakt vald.", en: "No address or contact selected." },
  NO_DELIVERY_METHOD: { sv: "Inget leveranssätt valt.", en: "No delivery method selected." },
  MINIMUM_TWO_PRODUCTS_IF_JOINT_DELIVERY: { sv: "Samleverans kräver minst två artiklar med samma adress och leveranssätt.", en: "Joint delivery needs at least two items with the same address and delivery method." },
  INSTALLATION_NOT_ALLOWED_TO_BASE_STORAGE: { sv: "Installationsbeställning är inte tillåten till baslager.", en: "Installation order not allowed to base storage." },
  CONTENT_TYPE_NOT_ALLOWED: {
    sv: 'Den här ordertypen kan inte beställas till mottagaren (en funktion som inte är påslagen, eller ett baslager).',
    en: 'This order type cannot be ordered for the receiver (a function that is not switched on, or a base storage).',
  },
  MAX_ONE_AID: { sv: 'Du kan bara välja ett hjälpmedel.', en: 'You can choose only one aid.' },
  AID_OR_DESCRIPTION_REQUIRED: { sv: 'Välj ett hjälpmedel eller skriv en beskrivning.', en: 'Choose an aid or write a description.' },
  WORK_TYPE_AND_PRIORITY_REQUIRED: { sv: 'Välj arbetstyp och prioritet.', en: 'Choose the work type and the priority.' },
  FUNCTION_REQUIRED: { sv: 'Välj funktion och, om funktionen har typer, funktionstyp.', en: 'Choose the function and, when it has types, its type.' },
  EXTERNAL_PRODUCT_REQUIRED: { sv: 'Fyll i artikelnummer, benämning, leverantör och antal.', en: 'Fill in the product number, name, supplier and quantity.' },
  FITTING_TYPE_REQUIRED: { sv: 'Välj en utprovningstyp.', en: 'Choose a fitting type.' },
  DESCRIPTION_REQUIRED: { sv: 'Hjälpmedlet saknar artikelnummer. Skriv en beskrivning.', en: 'The aid has no product number. Write a description.' },
  NOT_A_REFERENCED_LINE: {
    sv: 'Bara en rad som beställs från en utprovning i dess beställning kan bekräftas.',
    en: 'Only a line ordered from a fitting, in its order, can be confirmed.',
  },
  NO_MUNICIPAL_AFFILIATION: { sv: "Brukaren har ingen kommuntillhörighet. Välj en kommun först.", en: "The client has no municipal affiliation. Choose a municipality first." },
  NOT_ORDERABLE: { sv: "Produkten är inte beställningsbar. Den kan bara hämtas i baslager.", en: "The product is not orderable. It can only be picked up in a base storage." },
  INVENTORY_PICKUP: { sv: "En inventarieartikel kan inte beställas för hämtning i baslager.", en: "An inventory item cannot be ordered for pickup in a base storage." },
  BASE_STORAGE_MUST_BE_ASSIGNED_VALUE: { sv: 'Välj ett baslager att ta emot i.', en: 'Choose a base storage to receive into.' },
  REFERENCE_FIELD_TOO_LONG: { sv: 'Referensen får vara högst 60 tecken.', en: 'The reference may be at most 60 characters.' },
  BATCH_REQUIRED: { sv: 'Artikeln är batchstyrd. Ange ett batchnummer.', en: 'The item is batch controlled. Enter a batch number.' },
  SERIAL_NUMBER_REQUIRED: { sv: 'Artikeln är serienummerstyrd. Ange ett serienummer.', en: 'The item is serial number controlled. Enter a serial number.' },
  SERIAL_NUMBER_EXISTS: {
    sv: 'Det finns redan en artikel med det serienumret. Kontrollera serienumret.',
    en: 'An item with that serial number already exists. Check the serial number.',
  },
  RECEIVE_DELIVERY_FOR_FIXED_ASSETS_IS_NOT_ALLOWED: {
    sv: 'Du får inte ta emot inventarieartiklar.',
    en: 'You are not allowed to receive fixed assets.',
  },
  RECEIVE_QUANTITY_NOT_VALID: {
    sv: 'En inventarieartikel eller en artikel med serienummer tas emot en i taget: antalet måste vara 1.',
    en: 'A fixed asset or an item with a serial number is received one at a time: the quantity must be 1.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    sv: 'Nyckeln (Idempotency-Key) har redan använts med andra uppgifter. Det första anropet gäller och ingenting mer har ändrats; skicka nya uppgifter med en ny nyckel.',
    en: 'The key (Idempotency-Key) was already used with other details. The first call stands and nothing more was changed; send new details with a new key.',
  },
  QUANTITY_LOCKED: { sv: "Antalet kan inte ändras för en inventarieartikel som hämtas i baslager.", en: "The quantity cannot change for an inventory item picked up in a base storage." },
  ETA_OUT_OF_RANGE: { sv: "Datumet måste vara tidigast i dag och senast 9999-12-31.", en: "The date must be today at the earliest and 9999-12-31 at the latest." },
  ACCESSORIES_MISSING: { sv: "Tillbehör saknas", en: "Accessories missing" },
  FILL_RED_FIELDS: { sv: "Fyll i de rödmarkerade fälten.", en: "Fill in the fields marked in red." },
  INVALID_DATE: { sv: "Ange ett datum som ÅÅÅÅ-MM-DD.", en: "Enter a date as YYYY-MM-DD." },
  INVALID_TIME: { sv: "Ange en tid som TT:MM.", en: "Enter a time as HH:MM." },
  MEETING_DATE_IN_PAST: { sv: "Datumet kan inte vara före i dag.", en: "The date cannot be before today." },
  MEETING_TIME_IN_PAST: { sv: "Från-tiden kan inte vara tidigare än nu.", en: "The from time cannot be earlier than now." },
  TO_TIME_BEFORE_FROM_TIME: { sv: "Till-tiden kan inte vara före från-tiden.", en: "The to time cannot be before the from time." },
  ROOM_NOT_ALLOWED: { sv: "Rum kan bara väljas när mötet är i utförarens lokaler.", en: "A room can only be chosen when the meeting is at the provider's premises." },
  RESOURCE_NOT_IN_GROUP: { sv: "Resursen hör inte till utprovningstypens resursgrupp.", en: "The resource is not in the fitting type's resource group." },
  CONSULTANT_REQUIRED: { sv: "Välj en konsulent: det krävs för den här utprovningstypen.", en: "Choose a consultant: this fitting type requires one." },
  TECHNICIAN_REQUIRED: { sv: "Välj en tekniker: det krävs för den här utprovningstypen.", en: "Choose a technician: this fitting type requires one." },
  CONTACT_NOT_OF_CLIENT: { sv: "Kontaktpersonen hör inte till brukaren. Ladda om sidan och välj igen.", en: "The contact person is not one of the client's contacts. Reload the page and choose again." },
  FITTING_CLOSED: { sv: "Utprovningen är avslutad eller makulerad och kan inte ändras.", en: "The fitting is completed or annulled and cannot change." },
  MEETING_BOOKED: { sv: "Nästa möte är bokat. Det går inte medan ett möte är bokat.", en: "The next meeting is booked. This is not possible while a meeting is booked." },
  MEETING_CANCELED: { sv: "Mötet är makulerat.", en: "The meeting is annulled." },
  MEETING_OVER: { sv: "Mötet har redan varit.", en: "The meeting is already over." },
  NOT_RELEASED: { sv: "Mötet är inte släppt för bokning.", en: "The meeting is not released for booking." },
  NOT_UNPLANNED: { sv: "Utprovningen är inte längre oplanerad. Ladda om listan.", en: "The fitting is no longer unplanned. Reload the list." },
  INVALID_REFERENCE_NUMBER: {
    sv: 'Referensnumret är ogiltigt: det finns inget av den valda referenstypen med det numret.',
    en: 'The reference number is not valid: nothing of the chosen reference type has that number.',
  },
  MINIMUM_VALUE_IS_ZERO: {
    sv: 'Antalet kan inte vara mindre än 0.',
    en: 'The quantity cannot be less than 0.',
  },
  REPORTED_INVENTORY_QUANTITY_NOT_VALID: {
    sv: 'Rapporterat antal är inte giltigt för inventarie {inventoryNumber}, det måste vara 0 eller 1.',
    en: 'Reported quantity is not valid for fixed asset {inventoryNumber}, must be 0 or 1.',
  },
  INVENTORY_LINE_CHANGED: {
    sv: 'Raden har ändrats av någon annan sedan du hämtade den. Ingenting har ändrats; välj vilket antal som ska gälla.',
    en: 'The line has been changed by someone else since you fetched it. Nothing was changed; choose which quantity is to stand.',
  },
  INVENTORY_CLOSED: {
    sv: 'Inventeringen är redan bekräftad och kan inte ändras.',
    en: 'The inventory count is already confirmed and cannot change.',
  },
  INVENTORY_IN_PROGRESS: {
    sv: 'Basförrådet inventeras. Ingenting kan tas emot förrän inventeringen är bekräftad eller borttagen.',
    en: 'The base storage is being counted. Nothing can be received until the count is confirmed or deleted.',
  },
  INVENTORY_ALREADY_STARTED: {
    sv: 'Baslagret har redan en pågående inventering.',
    en: 'The base storage already has an inventory count in progress.',
  },
  INVENTORY_NOT_CONFIRMABLE: {
    sv: 'Inventeringen kan bekräftas först när minst en rad är rapporterad.',
    en: 'The inventory count can be confirmed only when at least one line is reported.',
  },
  LINE_NOT_REPORTED: {
    sv: 'Raden är inte rapporterad och kan inte godkännas.',
    en: 'The line is not reported and cannot be approved.',
  },
  SERVICE_UNAVAILABLE: {
    sv: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    en: 'The service is not available at the moment. Please try again shortly.',
  },
  INTERNAL: {
    sv: 'Ett oväntat fel inträffade på servern.',
    en: 'An unexpected error occurred on the server.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type ErrorCode = keyof typeof texts;

/** The code's text; `{name}` in it is replaced by the value of that name (REPORTED_INVENTORY_QUANTITY_NOT_VALID's inventory number). */
export function errorText(code: ErrorCode, lang: Lang, values?: Readonly<Record<string, string>>): string {
  const text: string = texts[code][lang];
  return values ? text.replace(/\{(\w+)\}/g, (m, name: string) => values[name] ?? m) : text;
}

/** Thrown by handlers; turned into `{ error: { code, errorMessage } }` with the status. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly detail: string | undefined;
  /** Values named in the code's text (errorText). */
  readonly values: Readonly<Record<string, string>> | undefined;
  /** Headers of the answer (a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>> | undefined;
  constructor(status: ContentfulStatusCode, code: ErrorCode, detail?: string, values?: Readonly<Record<string, string>>, headers?: Readonly<Record<string, string>>) {
    super(detail ?? code);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.values = values;
    this.headers = headers;
  }
}

export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'sv';
}
