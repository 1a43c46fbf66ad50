import type { Country } from './schemas/countries.ts';

/**
 * Every officially assigned ISO 3166-1 alpha-2 code (249 countries and territories), sorted by
 * code, with its Faroese and English name and its international calling code.
 *
 * Faroese names follow the CLDR `fo` locale where it has one; lines marked `review:` are forms
 * a native speaker should check. English names are the plain everyday short names.
 *
 * Calling codes are the ITU country code only (no area code). Places in a shared plan (the
 * North American +1 plan, the UK +44 dependencies, ...) carry the shared prefix; places with no
 * code of their own carry the code of the country that serves them. Both are commented.
 */
export const countries: readonly Country[] = [
  { code: 'AD', name: { fo: 'Andorra', en: 'Andorra' }, phone_code: '+376' },
  { code: 'AE', name: { fo: 'Sameindu Emirríkini', en: 'United Arab Emirates' }, phone_code: '+971' },
  { code: 'AF', name: { fo: 'Afganistan', en: 'Afghanistan' }, phone_code: '+93' },
  { code: 'AG', name: { fo: 'Antigua og Barbuda', en: 'Antigua and Barbuda' }, phone_code: '+1' }, // North American plan: +1 268
  { code: 'AI', name: { fo: 'Anguilla', en: 'Anguilla' }, phone_code: '+1' }, // North American plan: +1 264
  { code: 'AL', name: { fo: 'Albania', en: 'Albania' }, phone_code: '+355' },
  { code: 'AM', name: { fo: 'Armenia', en: 'Armenia' }, phone_code: '+374' },
  { code: 'AO', name: { fo: 'Angola', en: 'Angola' }, phone_code: '+244' },
  { code: 'AQ', name: { fo: 'Antarktis', en: 'Antarctica' }, phone_code: '+672' }, // no code of its own: +672 (Australian External Territories), used by the Australian bases
  { code: 'AR', name: { fo: 'Argentina', en: 'Argentina' }, phone_code: '+54' },
  { code: 'AS', name: { fo: 'Amerikanska Samoa', en: 'American Samoa' }, phone_code: '+1' }, // North American plan: +1 684
  { code: 'AT', name: { fo: 'Eysturríki', en: 'Austria' }, phone_code: '+43' },
  { code: 'AU', name: { fo: 'Avstralia', en: 'Australia' }, phone_code: '+61' },
  { code: 'AW', name: { fo: 'Aruba', en: 'Aruba' }, phone_code: '+297' },
  { code: 'AX', name: { fo: 'Áland', en: 'Åland Islands' }, phone_code: '+358' }, // no code of its own: served by Finland (+358 18)
  { code: 'AZ', name: { fo: 'Aserbadjan', en: 'Azerbaijan' }, phone_code: '+994' },
  { code: 'BA', name: { fo: 'Bosnia-Hersegovina', en: 'Bosnia and Herzegovina' }, phone_code: '+387' },
  { code: 'BB', name: { fo: 'Barbados', en: 'Barbados' }, phone_code: '+1' }, // North American plan: +1 246
  { code: 'BD', name: { fo: 'Bangladesj', en: 'Bangladesh' }, phone_code: '+880' },
  { code: 'BE', name: { fo: 'Belgia', en: 'Belgium' }, phone_code: '+32' },
  { code: 'BF', name: { fo: 'Burkina Faso', en: 'Burkina Faso' }, phone_code: '+226' },
  { code: 'BG', name: { fo: 'Bulgaria', en: 'Bulgaria' }, phone_code: '+359' },
  { code: 'BH', name: { fo: 'Barein', en: 'Bahrain' }, phone_code: '+973' },
  { code: 'BI', name: { fo: 'Burundi', en: 'Burundi' }, phone_code: '+257' },
  { code: 'BJ', name: { fo: 'Benin', en: 'Benin' }, phone_code: '+229' },
  { code: 'BL', name: { fo: 'St. Barthélemy', en: 'Saint Barthélemy' }, phone_code: '+590' }, // shares +590 with Guadeloupe; review: Faroese name
  { code: 'BM', name: { fo: 'Bermuda', en: 'Bermuda' }, phone_code: '+1' }, // North American plan: +1 441
  { code: 'BN', name: { fo: 'Brunei', en: 'Brunei' }, phone_code: '+673' },
  { code: 'BO', name: { fo: 'Bolivia', en: 'Bolivia' }, phone_code: '+591' },
  { code: 'BQ', name: { fo: 'Niðurlonds Karibia', en: 'Caribbean Netherlands' }, phone_code: '+599' }, // shares +599 with Curaçao (former Netherlands Antilles code); review: Faroese name
  { code: 'BR', name: { fo: 'Brasil', en: 'Brazil' }, phone_code: '+55' },
  { code: 'BS', name: { fo: 'Bahamaoyggjar', en: 'Bahamas' }, phone_code: '+1' }, // North American plan: +1 242
  { code: 'BT', name: { fo: 'Butan', en: 'Bhutan' }, phone_code: '+975' },
  { code: 'BV', name: { fo: 'Bouvetoyggj', en: 'Bouvet Island' }, phone_code: '+47' }, // uninhabited; no code of its own: Norway (+47)
  { code: 'BW', name: { fo: 'Botsvana', en: 'Botswana' }, phone_code: '+267' },
  { code: 'BY', name: { fo: 'Hvítarussland', en: 'Belarus' }, phone_code: '+375' },
  { code: 'BZ', name: { fo: 'Belis', en: 'Belize' }, phone_code: '+501' },
  { code: 'CA', name: { fo: 'Kanada', en: 'Canada' }, phone_code: '+1' }, // shares +1 with the United States (North American Numbering Plan)
  { code: 'CC', name: { fo: 'Kokosoyggjar', en: 'Cocos (Keeling) Islands' }, phone_code: '+61' }, // no code of its own: served by Australia (+61 8 9162)
  { code: 'CD', name: { fo: 'Kongo, Dem. Lýðveldið', en: 'DR Congo' }, phone_code: '+243' }, // review: Faroese name
  { code: 'CF', name: { fo: 'Miðafrikalýðveldið', en: 'Central African Republic' }, phone_code: '+236' },
  { code: 'CG', name: { fo: 'Kongo', en: 'Republic of the Congo' }, phone_code: '+242' },
  { code: 'CH', name: { fo: 'Sveis', en: 'Switzerland' }, phone_code: '+41' },
  { code: 'CI', name: { fo: 'Fílabeinsstrondin', en: 'Ivory Coast' }, phone_code: '+225' },
  { code: 'CK', name: { fo: 'Cooksoyggjar', en: 'Cook Islands' }, phone_code: '+682' },
  { code: 'CL', name: { fo: 'Kili', en: 'Chile' }, phone_code: '+56' },
  { code: 'CM', name: { fo: 'Kamerun', en: 'Cameroon' }, phone_code: '+237' },
  { code: 'CN', name: { fo: 'Kina', en: 'China' }, phone_code: '+86' },
  { code: 'CO', name: { fo: 'Kolombia', en: 'Colombia' }, phone_code: '+57' },
  { code: 'CR', name: { fo: 'Kosta Rika', en: 'Costa Rica' }, phone_code: '+506' },
  { code: 'CU', name: { fo: 'Kuba', en: 'Cuba' }, phone_code: '+53' },
  { code: 'CV', name: { fo: 'Grønhøvdaoyggjar', en: 'Cape Verde' }, phone_code: '+238' },
  { code: 'CW', name: { fo: 'Curaçao', en: 'Curaçao' }, phone_code: '+599' },
  { code: 'CX', name: { fo: 'Jólaoyggjin', en: 'Christmas Island' }, phone_code: '+61' }, // no code of its own: served by Australia (+61 8 9164)
  { code: 'CY', name: { fo: 'Kýpros', en: 'Cyprus' }, phone_code: '+357' },
  { code: 'CZ', name: { fo: 'Kekkia', en: 'Czechia' }, phone_code: '+420' },
  { code: 'DE', name: { fo: 'Týskland', en: 'Germany' }, phone_code: '+49' },
  { code: 'DJ', name: { fo: 'Djibuti', en: 'Djibouti' }, phone_code: '+253' },
  { code: 'DK', name: { fo: 'Danmark', en: 'Denmark' }, phone_code: '+45' },
  { code: 'DM', name: { fo: 'Dominika', en: 'Dominica' }, phone_code: '+1' }, // North American plan: +1 767
  { code: 'DO', name: { fo: 'Dominikalýðveldið', en: 'Dominican Republic' }, phone_code: '+1' }, // North American plan: +1 809/829/849
  { code: 'DZ', name: { fo: 'Algeria', en: 'Algeria' }, phone_code: '+213' },
  { code: 'EC', name: { fo: 'Ekvador', en: 'Ecuador' }, phone_code: '+593' },
  { code: 'EE', name: { fo: 'Estland', en: 'Estonia' }, phone_code: '+372' },
  { code: 'EG', name: { fo: 'Egyptaland', en: 'Egypt' }, phone_code: '+20' },
  { code: 'EH', name: { fo: 'Vestursahara', en: 'Western Sahara' }, phone_code: '+212' }, // no code of its own: served by Morocco (+212)
  { code: 'ER', name: { fo: 'Eritrea', en: 'Eritrea' }, phone_code: '+291' },
  { code: 'ES', name: { fo: 'Spania', en: 'Spain' }, phone_code: '+34' },
  { code: 'ET', name: { fo: 'Etiopia', en: 'Ethiopia' }, phone_code: '+251' },
  { code: 'FI', name: { fo: 'Finnland', en: 'Finland' }, phone_code: '+358' },
  { code: 'FJ', name: { fo: 'Fiji', en: 'Fiji' }, phone_code: '+679' },
  { code: 'FK', name: { fo: 'Falklandsoyggjar', en: 'Falkland Islands' }, phone_code: '+500' },
  { code: 'FM', name: { fo: 'Mikronesiasamveldið', en: 'Micronesia' }, phone_code: '+691' },
  { code: 'FO', name: { fo: 'Føroyar', en: 'Faroe Islands' }, phone_code: '+298' },
  { code: 'FR', name: { fo: 'Frakland', en: 'France' }, phone_code: '+33' },
  { code: 'GA', name: { fo: 'Gabon', en: 'Gabon' }, phone_code: '+241' },
  { code: 'GB', name: { fo: 'Stóra Bretland', en: 'United Kingdom' }, phone_code: '+44' },
  { code: 'GD', name: { fo: 'Grenada', en: 'Grenada' }, phone_code: '+1' }, // North American plan: +1 473
  { code: 'GE', name: { fo: 'Georgia', en: 'Georgia' }, phone_code: '+995' },
  { code: 'GF', name: { fo: 'Franska Gujana', en: 'French Guiana' }, phone_code: '+594' },
  { code: 'GG', name: { fo: 'Guernsey', en: 'Guernsey' }, phone_code: '+44' }, // no code of its own: UK numbering (+44 1481)
  { code: 'GH', name: { fo: 'Gana', en: 'Ghana' }, phone_code: '+233' },
  { code: 'GI', name: { fo: 'Gibraltar', en: 'Gibraltar' }, phone_code: '+350' },
  { code: 'GL', name: { fo: 'Grønland', en: 'Greenland' }, phone_code: '+299' },
  { code: 'GM', name: { fo: 'Gambia', en: 'Gambia' }, phone_code: '+220' },
  { code: 'GN', name: { fo: 'Guinea', en: 'Guinea' }, phone_code: '+224' },
  { code: 'GP', name: { fo: 'Guadeloupe', en: 'Guadeloupe' }, phone_code: '+590' },
  { code: 'GQ', name: { fo: 'Ekvatorguinea', en: 'Equatorial Guinea' }, phone_code: '+240' },
  { code: 'GR', name: { fo: 'Grikkaland', en: 'Greece' }, phone_code: '+30' },
  { code: 'GS', name: { fo: 'Suðurgeorgia og Suðursandwichoyggjar', en: 'South Georgia and the South Sandwich Islands' }, phone_code: '+500' }, // no code of its own: served via the Falkland Islands (+500); review: Faroese name
  { code: 'GT', name: { fo: 'Guatemala', en: 'Guatemala' }, phone_code: '+502' },
  { code: 'GU', name: { fo: 'Guam', en: 'Guam' }, phone_code: '+1' }, // North American plan: +1 671
  { code: 'GW', name: { fo: 'Guinea-Bissau', en: 'Guinea-Bissau' }, phone_code: '+245' },
  { code: 'GY', name: { fo: 'Gujana', en: 'Guyana' }, phone_code: '+592' },
  { code: 'HK', name: { fo: 'Hong Kong', en: 'Hong Kong' }, phone_code: '+852' },
  { code: 'HM', name: { fo: 'Heard og McDonaldoyggjar', en: 'Heard Island and McDonald Islands' }, phone_code: '+672' }, // uninhabited; no code of its own: +672 (Australian External Territories); review: Faroese name
  { code: 'HN', name: { fo: 'Honduras', en: 'Honduras' }, phone_code: '+504' },
  { code: 'HR', name: { fo: 'Kroatia', en: 'Croatia' }, phone_code: '+385' },
  { code: 'HT', name: { fo: 'Haiti', en: 'Haiti' }, phone_code: '+509' },
  { code: 'HU', name: { fo: 'Ungarn', en: 'Hungary' }, phone_code: '+36' },
  { code: 'ID', name: { fo: 'Indonesia', en: 'Indonesia' }, phone_code: '+62' },
  { code: 'IE', name: { fo: 'Írland', en: 'Ireland' }, phone_code: '+353' },
  { code: 'IL', name: { fo: 'Ísrael', en: 'Israel' }, phone_code: '+972' },
  { code: 'IM', name: { fo: 'Isle of Man', en: 'Isle of Man' }, phone_code: '+44' }, // no code of its own: UK numbering (+44 1624)
  { code: 'IN', name: { fo: 'India', en: 'India' }, phone_code: '+91' },
  { code: 'IO', name: { fo: 'Stóra Bretlands Indiahavoyggjar', en: 'British Indian Ocean Territory' }, phone_code: '+246' }, // review: Faroese name
  { code: 'IQ', name: { fo: 'Irak', en: 'Iraq' }, phone_code: '+964' },
  { code: 'IR', name: { fo: 'Iran', en: 'Iran' }, phone_code: '+98' },
  { code: 'IS', name: { fo: 'Ísland', en: 'Iceland' }, phone_code: '+354' },
  { code: 'IT', name: { fo: 'Italia', en: 'Italy' }, phone_code: '+39' },
  { code: 'JE', name: { fo: 'Jersey', en: 'Jersey' }, phone_code: '+44' }, // no code of its own: UK numbering (+44 1534)
  { code: 'JM', name: { fo: 'Jamaika', en: 'Jamaica' }, phone_code: '+1' }, // North American plan: +1 876/658
  { code: 'JO', name: { fo: 'Jordan', en: 'Jordan' }, phone_code: '+962' },
  { code: 'JP', name: { fo: 'Japan', en: 'Japan' }, phone_code: '+81' },
  { code: 'KE', name: { fo: 'Kenja', en: 'Kenya' }, phone_code: '+254' },
  { code: 'KG', name: { fo: 'Kirgisia', en: 'Kyrgyzstan' }, phone_code: '+996' },
  { code: 'KH', name: { fo: 'Kambodja', en: 'Cambodia' }, phone_code: '+855' },
  { code: 'KI', name: { fo: 'Kiribati', en: 'Kiribati' }, phone_code: '+686' },
  { code: 'KM', name: { fo: 'Komoroyggjar', en: 'Comoros' }, phone_code: '+269' },
  { code: 'KN', name: { fo: 'St. Kitts og Nevis', en: 'Saint Kitts and Nevis' }, phone_code: '+1' }, // North American plan: +1 869; review: Faroese name
  { code: 'KP', name: { fo: 'Norðurkorea', en: 'North Korea' }, phone_code: '+850' },
  { code: 'KR', name: { fo: 'Suðurkorea', en: 'South Korea' }, phone_code: '+82' },
  { code: 'KW', name: { fo: 'Kuvait', en: 'Kuwait' }, phone_code: '+965' },
  { code: 'KY', name: { fo: 'Caymanoyggjar', en: 'Cayman Islands' }, phone_code: '+1' }, // North American plan: +1 345
  { code: 'KZ', name: { fo: 'Kasakstan', en: 'Kazakhstan' }, phone_code: '+7' }, // shares +7 with Russia
  { code: 'LA', name: { fo: 'Laos', en: 'Laos' }, phone_code: '+856' },
  { code: 'LB', name: { fo: 'Libanon', en: 'Lebanon' }, phone_code: '+961' },
  { code: 'LC', name: { fo: 'St. Lusia', en: 'Saint Lucia' }, phone_code: '+1' }, // North American plan: +1 758; review: Faroese name
  { code: 'LI', name: { fo: 'Liktinstein', en: 'Liechtenstein' }, phone_code: '+423' },
  { code: 'LK', name: { fo: 'Sri Lanka', en: 'Sri Lanka' }, phone_code: '+94' },
  { code: 'LR', name: { fo: 'Liberia', en: 'Liberia' }, phone_code: '+231' },
  { code: 'LS', name: { fo: 'Lesoto', en: 'Lesotho' }, phone_code: '+266' },
  { code: 'LT', name: { fo: 'Litava', en: 'Lithuania' }, phone_code: '+370' },
  { code: 'LU', name: { fo: 'Luksemborg', en: 'Luxembourg' }, phone_code: '+352' },
  { code: 'LV', name: { fo: 'Lettland', en: 'Latvia' }, phone_code: '+371' },
  { code: 'LY', name: { fo: 'Libya', en: 'Libya' }, phone_code: '+218' },
  { code: 'MA', name: { fo: 'Marokko', en: 'Morocco' }, phone_code: '+212' },
  { code: 'MC', name: { fo: 'Monako', en: 'Monaco' }, phone_code: '+377' },
  { code: 'MD', name: { fo: 'Moldova', en: 'Moldova' }, phone_code: '+373' },
  { code: 'ME', name: { fo: 'Montenegro', en: 'Montenegro' }, phone_code: '+382' },
  { code: 'MF', name: { fo: 'St-Martin', en: 'Saint Martin' }, phone_code: '+590' }, // shares +590 with Guadeloupe; review: Faroese name
  { code: 'MG', name: { fo: 'Madagaskar', en: 'Madagascar' }, phone_code: '+261' },
  { code: 'MH', name: { fo: 'Marshalloyggjar', en: 'Marshall Islands' }, phone_code: '+692' },
  { code: 'MK', name: { fo: 'Norður Makedónia', en: 'North Macedonia' }, phone_code: '+389' },
  { code: 'ML', name: { fo: 'Mali', en: 'Mali' }, phone_code: '+223' },
  { code: 'MM', name: { fo: 'Myanmar', en: 'Myanmar' }, phone_code: '+95' },
  { code: 'MN', name: { fo: 'Mongolia', en: 'Mongolia' }, phone_code: '+976' },
  { code: 'MO', name: { fo: 'Makao', en: 'Macau' }, phone_code: '+853' },
  { code: 'MP', name: { fo: 'Norðaru Mariuoyggjar', en: 'Northern Mariana Islands' }, phone_code: '+1' }, // North American plan: +1 670; review: Faroese name
  { code: 'MQ', name: { fo: 'Martinique', en: 'Martinique' }, phone_code: '+596' },
  { code: 'MR', name: { fo: 'Móritania', en: 'Mauritania' }, phone_code: '+222' },
  { code: 'MS', name: { fo: 'Montserrat', en: 'Montserrat' }, phone_code: '+1' }, // North American plan: +1 664
  { code: 'MT', name: { fo: 'Malta', en: 'Malta' }, phone_code: '+356' },
  { code: 'MU', name: { fo: 'Móritius', en: 'Mauritius' }, phone_code: '+230' },
  { code: 'MV', name: { fo: 'Maldivoyggjar', en: 'Maldives' }, phone_code: '+960' },
  { code: 'MW', name: { fo: 'Malavi', en: 'Malawi' }, phone_code: '+265' },
  { code: 'MX', name: { fo: 'Meksiko', en: 'Mexico' }, phone_code: '+52' },
  { code: 'MY', name: { fo: 'Malaisia', en: 'Malaysia' }, phone_code: '+60' },
  { code: 'MZ', name: { fo: 'Mosambik', en: 'Mozambique' }, phone_code: '+258' },
  { code: 'NA', name: { fo: 'Namibia', en: 'Namibia' }, phone_code: '+264' },
  { code: 'NC', name: { fo: 'Nýkaledónia', en: 'New Caledonia' }, phone_code: '+687' },
  { code: 'NE', name: { fo: 'Niger', en: 'Niger' }, phone_code: '+227' },
  { code: 'NF', name: { fo: 'Norfolksoyggj', en: 'Norfolk Island' }, phone_code: '+672' }, // +672 3 (Australian External Territories)
  { code: 'NG', name: { fo: 'Nigeria', en: 'Nigeria' }, phone_code: '+234' },
  { code: 'NI', name: { fo: 'Nikaragua', en: 'Nicaragua' }, phone_code: '+505' },
  { code: 'NL', name: { fo: 'Niðurlond', en: 'Netherlands' }, phone_code: '+31' },
  { code: 'NO', name: { fo: 'Noreg', en: 'Norway' }, phone_code: '+47' },
  { code: 'NP', name: { fo: 'Nepal', en: 'Nepal' }, phone_code: '+977' },
  { code: 'NR', name: { fo: 'Nauru', en: 'Nauru' }, phone_code: '+674' },
  { code: 'NU', name: { fo: 'Niue', en: 'Niue' }, phone_code: '+683' },
  { code: 'NZ', name: { fo: 'Nýsæland', en: 'New Zealand' }, phone_code: '+64' },
  { code: 'OM', name: { fo: 'Oman', en: 'Oman' }, phone_code: '+968' },
  { code: 'PA', name: { fo: 'Panama', en: 'Panama' }, phone_code: '+507' },
  { code: 'PE', name: { fo: 'Peru', en: 'Peru' }, phone_code: '+51' },
  { code: 'PF', name: { fo: 'Franska Polynesia', en: 'French Polynesia' }, phone_code: '+689' },
  { code: 'PG', name: { fo: 'Papua Nýguinea', en: 'Papua New Guinea' }, phone_code: '+675' },
  { code: 'PH', name: { fo: 'Filipsoyggjar', en: 'Philippines' }, phone_code: '+63' },
  { code: 'PK', name: { fo: 'Pakistan', en: 'Pakistan' }, phone_code: '+92' },
  { code: 'PL', name: { fo: 'Pólland', en: 'Poland' }, phone_code: '+48' },
  { code: 'PM', name: { fo: 'Saint Pierre og Miquelon', en: 'Saint Pierre and Miquelon' }, phone_code: '+508' }, // review: Faroese name
  { code: 'PN', name: { fo: 'Pitcairnoyggjar', en: 'Pitcairn Islands' }, phone_code: '+64' }, // no code of its own: served by New Zealand (+64)
  { code: 'PR', name: { fo: 'Puerto Riko', en: 'Puerto Rico' }, phone_code: '+1' }, // North American plan: +1 787/939
  { code: 'PS', name: { fo: 'Palestina', en: 'Palestine' }, phone_code: '+970' }, // review: Faroese name
  { code: 'PT', name: { fo: 'Portugal', en: 'Portugal' }, phone_code: '+351' },
  { code: 'PW', name: { fo: 'Palau', en: 'Palau' }, phone_code: '+680' },
  { code: 'PY', name: { fo: 'Paraguai', en: 'Paraguay' }, phone_code: '+595' },
  { code: 'QA', name: { fo: 'Katar', en: 'Qatar' }, phone_code: '+974' },
  { code: 'RE', name: { fo: 'Réunion', en: 'Réunion' }, phone_code: '+262' },
  { code: 'RO', name: { fo: 'Rumenia', en: 'Romania' }, phone_code: '+40' },
  { code: 'RS', name: { fo: 'Serbia', en: 'Serbia' }, phone_code: '+381' },
  { code: 'RU', name: { fo: 'Russland', en: 'Russia' }, phone_code: '+7' },
  { code: 'RW', name: { fo: 'Ruanda', en: 'Rwanda' }, phone_code: '+250' },
  { code: 'SA', name: { fo: 'Saudiarabia', en: 'Saudi Arabia' }, phone_code: '+966' },
  { code: 'SB', name: { fo: 'Salomonoyggjar', en: 'Solomon Islands' }, phone_code: '+677' },
  { code: 'SC', name: { fo: 'Seyskelloyggjar', en: 'Seychelles' }, phone_code: '+248' },
  { code: 'SD', name: { fo: 'Sudan', en: 'Sudan' }, phone_code: '+249' },
  { code: 'SE', name: { fo: 'Svøríki', en: 'Sweden' }, phone_code: '+46' },
  { code: 'SG', name: { fo: 'Singapor', en: 'Singapore' }, phone_code: '+65' },
  { code: 'SH', name: { fo: 'St. Helena', en: 'Saint Helena' }, phone_code: '+290' }, // review: Faroese name
  { code: 'SI', name: { fo: 'Slovenia', en: 'Slovenia' }, phone_code: '+386' },
  { code: 'SJ', name: { fo: 'Svalbard og Jan Mayen', en: 'Svalbard and Jan Mayen' }, phone_code: '+47' }, // no code of its own: Norway (+47, Svalbard +47 79); review: Faroese name
  { code: 'SK', name: { fo: 'Slovakia', en: 'Slovakia' }, phone_code: '+421' },
  { code: 'SL', name: { fo: 'Sierra Leona', en: 'Sierra Leone' }, phone_code: '+232' },
  { code: 'SM', name: { fo: 'San Marino', en: 'San Marino' }, phone_code: '+378' },
  { code: 'SN', name: { fo: 'Senegal', en: 'Senegal' }, phone_code: '+221' },
  { code: 'SO', name: { fo: 'Somalia', en: 'Somalia' }, phone_code: '+252' },
  { code: 'SR', name: { fo: 'Surinam', en: 'Suriname' }, phone_code: '+597' },
  { code: 'SS', name: { fo: 'Suðursudan', en: 'South Sudan' }, phone_code: '+211' },
  { code: 'ST', name: { fo: 'Sao Tome og Prinsipi', en: 'São Tomé and Príncipe' }, phone_code: '+239' }, // review: Faroese name
  { code: 'SV', name: { fo: 'El Salvador', en: 'El Salvador' }, phone_code: '+503' },
  { code: 'SX', name: { fo: 'Sint Maarten', en: 'Sint Maarten' }, phone_code: '+1' }, // North American plan: +1 721
  { code: 'SY', name: { fo: 'Sýria', en: 'Syria' }, phone_code: '+963' },
  { code: 'SZ', name: { fo: 'Esvatini', en: 'Eswatini' }, phone_code: '+268' },
  { code: 'TC', name: { fo: 'Turks- og Caicosoyggjar', en: 'Turks and Caicos Islands' }, phone_code: '+1' }, // North American plan: +1 649
  { code: 'TD', name: { fo: 'Kjad', en: 'Chad' }, phone_code: '+235' },
  { code: 'TF', name: { fo: 'Fronsku sunnaru landaøki', en: 'French Southern Territories' }, phone_code: '+262' }, // no code of its own: served via Réunion (+262); review: Faroese name
  { code: 'TG', name: { fo: 'Togo', en: 'Togo' }, phone_code: '+228' },
  { code: 'TH', name: { fo: 'Tailand', en: 'Thailand' }, phone_code: '+66' },
  { code: 'TJ', name: { fo: 'Tadsjikistan', en: 'Tajikistan' }, phone_code: '+992' },
  { code: 'TK', name: { fo: 'Tokelau', en: 'Tokelau' }, phone_code: '+690' },
  { code: 'TL', name: { fo: 'Eysturtimor', en: 'East Timor' }, phone_code: '+670' },
  { code: 'TM', name: { fo: 'Turkmenistan', en: 'Turkmenistan' }, phone_code: '+993' },
  { code: 'TN', name: { fo: 'Tunesia', en: 'Tunisia' }, phone_code: '+216' },
  { code: 'TO', name: { fo: 'Tonga', en: 'Tonga' }, phone_code: '+676' },
  { code: 'TR', name: { fo: 'Turkaland', en: 'Turkey' }, phone_code: '+90' },
  { code: 'TT', name: { fo: 'Trinidad og Tobago', en: 'Trinidad and Tobago' }, phone_code: '+1' }, // North American plan: +1 868
  { code: 'TV', name: { fo: 'Tuvalu', en: 'Tuvalu' }, phone_code: '+688' },
  { code: 'TW', name: { fo: 'Taivan', en: 'Taiwan' }, phone_code: '+886' },
  { code: 'TZ', name: { fo: 'Tansania', en: 'Tanzania' }, phone_code: '+255' },
  { code: 'UA', name: { fo: 'Ukraina', en: 'Ukraine' }, phone_code: '+380' },
  { code: 'UG', name: { fo: 'Uganda', en: 'Uganda' }, phone_code: '+256' },
  { code: 'UM', name: { fo: 'Sambandsríki Amerikas fjarskotnu oyggjar', en: 'U.S. Minor Outlying Islands' }, phone_code: '+1' }, // no code of its own: United States (+1); review: Faroese name
  { code: 'US', name: { fo: 'Sambandsríki Amerika', en: 'United States' }, phone_code: '+1' },
  { code: 'UY', name: { fo: 'Uruguai', en: 'Uruguay' }, phone_code: '+598' },
  { code: 'UZ', name: { fo: 'Usbekistan', en: 'Uzbekistan' }, phone_code: '+998' },
  { code: 'VA', name: { fo: 'Vatikanbýur', en: 'Vatican City' }, phone_code: '+39' }, // uses Italian numbering (+39 06 698); +379 is reserved but not in use
  { code: 'VC', name: { fo: 'St. Vinsent og Grenadinoyggjar', en: 'Saint Vincent and the Grenadines' }, phone_code: '+1' }, // North American plan: +1 784; review: Faroese name
  { code: 'VE', name: { fo: 'Venesuela', en: 'Venezuela' }, phone_code: '+58' },
  { code: 'VG', name: { fo: 'Stóra Bretlands Jomfrúoyggjar', en: 'British Virgin Islands' }, phone_code: '+1' }, // North American plan: +1 284; review: Faroese name
  { code: 'VI', name: { fo: 'Sambandsríki Amerikas Jomfrúoyggjar', en: 'U.S. Virgin Islands' }, phone_code: '+1' }, // North American plan: +1 340; review: Faroese name
  { code: 'VN', name: { fo: 'Vjetnam', en: 'Vietnam' }, phone_code: '+84' },
  { code: 'VU', name: { fo: 'Vanuatu', en: 'Vanuatu' }, phone_code: '+678' },
  { code: 'WF', name: { fo: 'Wallis- og Futunaoyggjar', en: 'Wallis and Futuna' }, phone_code: '+681' },
  { code: 'WS', name: { fo: 'Samoa', en: 'Samoa' }, phone_code: '+685' },
  { code: 'YE', name: { fo: 'Jemen', en: 'Yemen' }, phone_code: '+967' },
  { code: 'YT', name: { fo: 'Mayotte', en: 'Mayotte' }, phone_code: '+262' }, // shares +262 with Réunion
  { code: 'ZA', name: { fo: 'Suðurafrika', en: 'South Africa' }, phone_code: '+27' },
  { code: 'ZM', name: { fo: 'Sambia', en: 'Zambia' }, phone_code: '+260' },
  { code: 'ZW', name: { fo: 'Simbabvi', en: 'Zimbabwe' }, phone_code: '+263' },
];
