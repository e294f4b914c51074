/**
 * The API's and the forms' error sentences in Tok Pisin, keyed by the English sentence exactly as
 * the schemas and the server write it; {name} stands for a value the sentence carries (a unit
 * test checks every public sentence has a line here).
 */
/** The phone rule's sentence (src/shared/phone.ts), also read alone by the personalisation panel. */
export const phoneExpected =
  'Plis raitim wanpela fon namba mipela i ken ringim: mobail bilong PNG (8 namba, olsem 7123 4567), fon bilong haus o ofis (7 namba, olsem 325 1234), o namba bilong narapela kantri wantaim namba bilong kantri (olsem +61 2 9876 5432).';

export const apiErrors: Readonly<Record<string, string>> = {
  // The schemas' fields (src/shared/schemas)
  'Please keep this to {max} characters or fewer.': 'Plis raitim i no winim {max} leta.',
  'Please remove the invisible control characters from this text.':
    'Plis rausim ol hait mak i stap insait long dispela toktok.',
  'Please write this on one line, without tabs or invisible control characters.':
    'Plis raitim dispela long wanpela lain tasol, i no gat tab o ol hait mak.',
  'Please send text for this field.': 'Plis salim ol leta long dispela hap.',
  // A quote's accept link (src/server/routes/quote-links.ts, decision 097)
  'This link does not work.': 'Dispela link i no wok.',
  'There is no invoice with this number.': 'I no gat invois i gat dispela namba.',
  'This link does not work. Please open it again from our mail, or reply to the mail.':
    'Dispela link i no wok. Plis opim gen long imel bilong mipela, o bekim imel.',
  'This link no longer works: it has expired or was replaced. Reply to our mail and we will send you a new one.':
    'Dispela link i no wok moa: taim bilong en i pinis o mipela i senisim. Bekim imel bilong mipela na mipela bai i salim nupela link long yu.',
  'Please enter your email address.': 'Plis raitim imel bilong yu.',
  'Please enter a valid email address.': 'Plis raitim stretpela adres bilong imel.',
  '{label} must be a whole number from {min} to {max}.':
    '{label} i mas wanpela namba olgeta, long {min} i go inap long {max}.',
  'Totals must be numbers.': 'Olgeta prais i mas stap olsem namba.',
  'The language must be en (English) or tpi (Tok Pisin).':
    'Tok i mas en (Inglis) o tpi (Tok Pisin).',
  'Please enter your name.': 'Plis raitim nem bilong yu.',
  'Please enter a message.': 'Plis raitim toksave bilong yu.',
  'Please enter your full name.': 'Plis raitim ful nem bilong yu.',
  'Please enter your phone number.': 'Plis raitim namba bilong fon bilong yu.',
  'Please enter a phone number we can call: a PNG mobile (8 digits, like 7123 4567), a landline (7 digits, like 325 1234), or an international number with its country code (like +61 2 9876 5432).':
    phoneExpected,
  'Please send your contact details (name, email and phone).':
    'Plis salim nem, imel na fon bilong yu.',
  'Each item needs the numeric id of a template.':
    'Olgeta samting i mas gat namba (id) bilong wanpela tempelet.',
  'Each item must be a template with an id and a quantity.':
    'Olgeta samting i mas wanpela tempelet wantaim namba (id) na hamas.',
  'Please add at least one template to your quote.': 'Plis putim wanpela tempelet o moa long kwot.',
  'A quote can hold at most 50 different templates.':
    'Wanpela kwot i ken holim 50 kain tempelet tasol.',
  'A quote can ask for at most {MAX_QUOTE_QUANTITY} templates in all; for more, please contact us.':
    'Wanpela kwot i ken askim long {MAX_QUOTE_QUANTITY} tempelet tasol olgeta; sapos yu laikim moa, plis toktok wantaim mipela.',
  'Each template may appear only once in a quote; change its quantity instead.':
    'Wanpela tempelet i ken stap wanpela taim tasol long kwot; senisim hamas bilong en.',
  'The tree contribution must say how many extra trees to fund.':
    'Mani bilong diwai i mas tokaut hamas moa diwai yu laik baim.',
  'The accent colour must be a colour like #1d4ed8.': 'Kala i mas olsem #1d4ed8.',
  'The logo must be a PNG, JPEG or WebP image of 50 KB or less.':
    'Logo i mas wanpela piksa PNG, JPEG o WebP, i no winim 50 KB.',
  'The logo has too many pixels: it may have at most 1024 x 1024 pixels in all.':
    'Logo i gat planti piksel tumas: em i no ken winim 1024 x 1024 piksel olgeta.',
  'The logo is too large: each side may have at most 2048 pixels.':
    'Logo i bikpela tumas: wanwan sait i no ken winim 2048 piksel.',
  'The logo is too long and thin: its longer side may be at most 8 times its shorter side.':
    'Logo i longpela tumas long wanpela sait: longpela sait bilong en i no ken winim 8 taim sotpela sait.',
  'A quote can carry at most 10 logos; please leave out the rest.':
    'Wanpela kwot i ken karim 10 logo tasol; plis lusim ol narapela.',
  'The personalisation must be an object with at least an accent colour.':
    'Ol samting bilong bisnis bilong yu long tempelet i mas gat wanpela kala.',
  'Please enter your date of birth as a past date from 1900 on (YYYY-MM-DD).':
    'Plis raitim de yu bin bon olsem YYYY-MM-DD (wanpela de i go pinis, long 1900 o bihain).',
  'Please write your name without invisible characters such as zero-width spaces or direction marks.':
    'Plis raitim nem bilong yu i no gat ol hait mak insait, olsem spes i no gat bikpela o mak bilong sait.',
  'Please enter your member number.': 'Plis raitim memba namba bilong yu.',
  'Please enter your member number as PR- followed by 8 digits.':
    'Plis raitim memba namba bilong yu olsem PR- na 8 namba bihain long en.',

  // The routes (src/server)
  'A Paradise Rewards member with this email already exists. Please sign in instead.':
    'Wanpela memba bilong Paradise Rewards i gat dispela imel pinis. Plis sain in.',
  'We could not find a member with that email and member number.':
    'Mipela i no painim memba wantaim dispela imel na memba namba.',
  'Too many attempts to sign in to this account from your address. Please wait {wait} and try again.':
    'Yu traim sain in planti taim tumas. Plis wet {wait} na traim gen.',
  'There is no template with id {id} in our catalogue.':
    'Nogat tempelet wantaim namba (id) {id} bilong mipela.',
  '{title} is coming soon and cannot be ordered yet.':
    '{title} i kam bihain; yu no ken askim long en yet.',
  'The request body must be a JSON object.': 'Samting yu salim i mas wanpela JSON object.',
  'The request is not valid.': 'Samting yu salim i no stret.',
  'The database is busy right now. Please try again in a few seconds.':
    'Sistem i bisi nau. Plis traim gen bihain long sampela sekon.',
  'The database cannot be reached right now. Please try again in a minute.':
    'Sistem bilong mipela i no wok nau. Plis traim gen bihain long wanpela minit.',
  "We cannot store anything just now: the server's disk is full. Please try again later.":
    'Mipela i no inap holim wanpela samting nau: ples bilong holim samting long kompiuta bilong mipela i pulap pinis. Plis traim gen bihain.',
  'The Idempotency-Key header must be 1 to 200 visible characters, such as a UUID.':
    'Idempotency-Key i mas gat 1 i go inap long 200 leta yu ken lukim, olsem wanpela UUID.',
  'This Idempotency-Key was already used for a different request; make a new key for each submission.':
    'Dispela Idempotency-Key i bin go wantaim narapela samting pinis; wokim nupela key long olgeta taim yu salim.',
  'Please send the request body as JSON (Content-Type: application/json).':
    'Plis salim samting olsem JSON (Content-Type: application/json).',
  'The request body does not match its Content-Length header.':
    'Samting yu salim i no stret wantaim Content-Length bilong en.',
  'The request body is empty; please send a JSON object.':
    'Samting yu salim i nogat wanpela samting insait; plis salim wanpela JSON object.',
  'The request body is not valid JSON.': 'Samting yu salim i no stretpela JSON.',
  'The request body is nested too deeply: at most 32 levels of objects and arrays.':
    'Samting yu salim i gat tumas hap insait long hap: i no ken winim 32 lain.',
  'The request is not in the form this address expects. Please check it and try again.':
    'Samting yu salim i no kamap olsem dispela adres i laikim. Plis lukim gen na traim gen.',
  'Too many requests. Please wait a minute and try again.':
    'Yu salim planti taim tumas. Plis wet wanpela minit na traim gen.',
  'Your address has sent us as much as we can store in one day. Please try again tomorrow.':
    'Yu salim planti samting tumas long mipela long wanpela de. Plis traim gen tumora.',
  'The request could not be understood. Please check it and try again.':
    'Mipela i no save long samting yu salim. Plis lukim gen na traim gen.',
  'The request body is too large: the limit is {kb} KB.':
    'Samting yu salim i bikpela tumas: i no ken winim {kb} KB.',
  'Something went wrong on our side. Please try again in a moment.':
    'Sampela rong i kamap long hap bilong mipela. Plis traim gen liklik taim bihain.',
  'The address is not valid: it has a broken %-escape.':
    'Adres i no stret: wanpela %-escape i bruk.',
  'The address has invisible control characters or direction marks in it. Please check the link and try again.':
    'Adres i gat ol hait mak insait long en. Plis lukim link gen na traim gen.',
  'The request has no Host header, which HTTP/1.1 requires.':
    'Samting yu salim i nogat Host hedda, na HTTP/1.1 i mas gat en.',
  'The request body did not arrive whole.': 'Olgeta samting yu salim i no kamap.',
  'The Expect header asks for something this server does not do; send the request without it.':
    'Expect hedda i askim samting kompiuta bilong mipela i no save mekim; salim gen, tasol no ken putim dispela hedda.',
  // A delivered site's editor (issue 46, decisions 137 and 138)
  'A field of the site was not recognised.': 'Mipela i no save long wanpela hap bilong websait.',
  'Too many fields were sent at once.': 'Yu salim planti hap tumas long wanpela taim.',
  'Please enter the email address you ordered with.':
    'Plis raitim imel adres yu bin yusim long oda.',
  'The email address is too long.': 'Imel adres i longpela tumas.',
  'Please enter a valid email address, like name@example.com.':
    'Plis raitim stretpela imel adres, olsem name@example.com.',
  'Every text must be text.': 'Olgeta toktok i mas stap olsem ol leta.',
  'Please keep each text to {SITE_TEXT_MAX} characters or fewer.':
    'Plis raitim wan wan toktok i no winim {SITE_TEXT_MAX} leta.',
  'The texts must be an object of texts.': 'Ol toktok i mas kam olsem wanpela lis bilong toktok.',
  'A picture must be one uploaded to this site.':
    'Foto i mas wanpela yu bin salim long dispela websait.',
  'The pictures must be an object of uploaded pictures.':
    'Ol foto i mas kam olsem wanpela lis bilong ol foto yu bin salim.',
  'Please say which picture this is.': 'Plis tokim mipela dispela em wanem foto.',
  'Please give the domain as a name like www.mamaskitchen.com.pg, without http:// or a path.':
    'Plis raitim domen olsem nem, olsem www.mamaskitchen.com.pg, i no gat http:// o ol hap bihain long en.',
  'That domain is too long.': 'Dispela domen i longpela tumas.',
  'This link is not valid.': 'Dispela link i no stret.',
  'There is no such photo.': 'I no gat dispela foto.',
  'The version must be a whole number.': 'Version i mas wanpela namba olgeta.',
  'This link has expired or is not valid. Ask for a new one with your email address.':
    'Taim bilong dispela link i pinis o em i no stret. Askim nupela wantaim imel adres bilong yu.',
  'If that address ordered a website from us, a link to edit it is on its way. It works for one hour.':
    'Sapos dispela adres i bin oda long websait long mipela, link bilong senisim em i kam nau. Em i wok inap wanpela aua.',
  'A text of the site was not recognised: reload the editor.':
    'Mipela i no save long wanpela toktok bilong websait: opim gen pes bilong senisim.',
  'A picture of the site was not recognised: reload the editor.':
    'Mipela i no save long wanpela foto bilong websait: opim gen pes bilong senisim.',
  'A picture must be one uploaded to this site: upload it again.':
    'Foto i mas wanpela yu bin salim long dispela websait: salim gen.',
  'Another website is served at {domain} already.': 'Narapela websait i stap pinis long {domain}.',
  'That version is no longer kept: the newest 20 are.':
    'Mipela i no holim dispela version moa: mipela i holim 20 nupela tasol.',
  'This website has no such photo.': 'Dispela websait i no gat dispela foto.',
  'Your website’s storage is full ({room} of pictures): restore an earlier version or use smaller photos, or ask us for more room.':
    'Ples bilong holim ol foto bilong websait bilong yu i pulap ({room} bilong ol foto): kisim bek version bipo o yusim ol liklik foto, o askim mipela long givim moa ples.',
  'A domain under {parent} is a site’s own address: give the customer’s own domain.':
    'Domen aninit long {parent} em i adres bilong websait yet: givim domen bilong kastoma yet.',
  'That is the agency’s own domain: give the customer’s own domain.':
    'Dispela em domen bilong ejensi: givim domen bilong kastoma yet.',
  '{domain} has no DNS record yet. Once it has one, it can take a few hours to be seen.':
    '{domain} i no gat DNS rekod yet. Taim em i gat wanpela, em inap kisim sampela aua bipo ol i lukim.',
  '{domain} points to {found}, not to {target} yet.':
    '{domain} i makim {found}, i no makim {target} yet.',
  'The DNS of {domain} could not be asked just now: it is asked again in a few minutes.':
    'Mipela i no inap askim DNS bilong {domain} nau: mipela bai askim gen long sampela minit.',
  // A resort's own Paradise Rewards, in its owner's editor (decision 138)
  'A member number is PR- followed by 8 digits.':
    'Memba namba em PR- na 8 namba i kam bihain long en.',
  'Paradise Rewards is not turned on for this website.':
    'Paradise Rewards i no stap long dispela websait.',
  'This website has no member with that number.':
    'Dispela websait i no gat memba i gat dispela namba.',
  'A member may hold at most {MEMBER_POINTS_MAX} points.':
    'Wanpela memba i ken holim {MEMBER_POINTS_MAX} poin tasol, i no moa.',
  // A delivered site's host (src/server/sites/serve-sites.ts): its preview, and its pages at rest
  'Previews cannot be made just now: please publish instead.':
    'Nau yet mipela i no inap redim samting bilong lukim pastaim: plis publish tasol.',
  'The preview could not be made just now: please try again.':
    'Mipela i no inap redim samting bilong lukim pastaim nau: plis traim gen.',
  'No delivered site is at {shown}.': 'I no gat websait i stap long {shown}.',
  'This website is not available at the moment.': 'Dispela websait i no stap nau.',
  'This website is being published. Please try again in a minute.':
    'Dispela websait i wok long go antap. Plis traim gen bihain long wanpela minit.',
  'This website\u2019s pages can only be read.':
    'Yu ken ritim tasol ol pes bilong dispela websait.',
};

/** Values a sentence carries that are words: the schemas' field labels. */
export const apiErrorValues: Readonly<Record<string, string>> = {
  Quantity: 'Hamas tempelet',
  'Extra trees': 'Moa diwai',
  Points: 'Poin',
};

/** The units of a wait a sentence carries ('30 seconds', '5 minutes'). */
export const waitUnits = { seconds: 'sekon', minutes: 'minit' };
