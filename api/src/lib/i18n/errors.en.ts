/**
 * The API's error messages in English, by stable code: the `{ "error", "code" }` of every
 * error answer. The English texts are the spec's contract (tests assert them byte for
 * byte). `{name}` marks a value filled in at run time; the Greek catalogue
 * (errors.el.ts) has the same codes with the same placeholders.
 *
 * Adding an error: add `code: 'English text'` here and its Greek in errors.el.ts, then
 * throw the English text as today (`badRequest('...')`): the error handler finds the
 * code by the text. The i18n tests fail while either is missing.
 */
export const errorsEn = {
  // --- General and framework
  'not-found': 'Not found',
  'internal-error': 'Internal server error',
  'database-unavailable':
    'The service is briefly unavailable (its database is not answering). Please try again in a moment.',
  'database-unavailable-short': 'Database unavailable',
  'body-too-large': 'The request body is too large',
  'unsupported-media-type': 'Unsupported content type',
  'content-length-mismatch': 'The request body does not match its Content-Length',
  'invalid-json': 'The request body is not valid JSON',
  'empty-json-body': 'The request body must not be empty',
  'malformed-url': 'The request URL is malformed',
  'url-too-long': 'The request URL is too long',
  'not-routable': 'The request could not be routed',
  'headers-too-large': 'The request URL or headers are too large',
  'request-timeout': 'The request took too long to arrive',
  'invalid-http': 'The request is not valid HTTP',
  // Answered by the gateway (deploy/nginx.conf) when no API replica answers.
  'service-unreachable':
    'The service did not answer (it may be restarting). Please try again in a moment.',
  'service-timeout': 'The service took too long to answer. Please try again in a moment.',
  'upload-malformed': 'The upload was incomplete or malformed. Please try again.',

  // --- Request validation (lib/validation-messages.ts)
  'body-not-object': 'The request body must be a JSON object',
  'request-invalid': 'The request is invalid',
  'part-invalid': 'The {part} are invalid',
  'field-not-allowed': '{field} is not an allowed field',
  'fields-not-allowed': '{fields} are not allowed fields',
  'field-required': '{field} is required',
  'field-not-string': '{field} must be a string',
  'field-empty': '{field} must not be empty',
  'field-too-short': '{field} must be at least {min} characters',
  'field-too-long': '{field} must be at most {max} characters',
  'field-not-email': '{field} must be a valid email address',
  'field-not-date': '{field} must be a valid date (YYYY-MM-DD)',
  'field-wrong-format': '{field} must be in {format} format',
  'field-invalid-format': '{field} has an invalid format',
  'field-not-one-of': '{field} must be one of {choices}',
  'field-not-constant': '{field} must be "{value}"',
  'field-not-list': '{field} must be a list',
  'field-too-many-items': '{field} must have at most {max} items',
  'field-too-few-items': '{field} must have at least {min} items',
  'field-not-object': '{field} must be an object',
  'field-not-boolean': '{field} must be true or false',
  'field-not-number': '{field} must be a number',
  'field-not-integer': '{field} must be a whole number',
  'field-below-minimum': '{field} must be at least {min}',
  'field-above-maximum': '{field} must be at most {max}',
  'field-wrong-type': '{field} must be {types}',
  'field-invalid': '{field} is invalid',
  'field-has-nul': '{field} must not contain NUL characters',

  // --- Auth and profile
  'authentication-required': 'Authentication required',
  'invalid-token': 'Invalid or expired token',
  'session-expired': 'Session expired. Please sign in again.',
  'email-taken': 'An account with this email already exists',
  'invalid-credentials': 'Invalid email or password',
  'too-many-attempts-one': 'Too many attempts. Please try again in 1 minute.',
  'too-many-attempts': 'Too many attempts. Please try again in {minutes} minutes.',
  'invalid-date-of-birth': 'dateOfBirth must be a valid date (YYYY-MM-DD)',
  'invalid-language': 'Language must be en or el',

  // --- Estate teams (lib/access, domains/teams)
  'estate-role-forbids': 'Your role on this estate does not allow this.',
  'estate-role-own-photos-only':
    'Your role on this estate does not allow this: you may remove only the photos you added in the last 24 hours.',
  'estate-role-own-harvests-only':
    'Your role on this estate does not allow this: you may change or delete only the pending harvests you recorded in the last 24 hours.',
  'estate-role-forbids-field-update':
    'Your role on this estate does not allow this: viewers cannot change trees.',
  'estate-role-forbids-manage-trees':
    'Your role on this estate does not allow this: only the owner and managers add, move or delete trees.',
  'estate-role-forbids-decide-harvests':
    'Your role on this estate does not allow this: only the owner and managers approve or reject harvests.',
  'estate-role-forbids-edit-estate':
    'Your role on this estate does not allow this: only the owner and managers edit the estate.',
  'estate-role-forbids-own-estate':
    'Your role on this estate does not allow this: only the owner may do this.',
  'estate-role-forbids-see-money':
    "Your role on this estate does not allow this: only the owner and managers see the estate's rentals, contracts and money.",
  'estate-role-forbids-manage-members':
    "Your role on this estate does not allow this: only the owner and managers manage the estate's team.",
  'reports-no-money':
    'Your role on your team’s estates does not show rentals, contracts or money: only owners and managers see them.',
  'invitation-not-found': 'Invitation not found',
  'invitation-expired': 'This invitation has expired. Ask for a new one.',
  'invitation-used': 'This invitation has already been used',
  'invitation-revoked': 'This invitation has been revoked',
  'invitation-other-email':
    'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  'already-on-estate': 'This person is already on the estate’s team',
  'member-not-found': 'Member not found',
  'managers-limited': 'Managers may only invite, change or remove field staff and viewers.',
  'owner-not-member':
    'The owner’s role cannot be changed or removed here; transfer ownership instead.',
  'transfer-to-member-only': 'Ownership can only be transferred to a member of the estate’s team',
  'transfer-has-rentals':
    'This estate has a rental listing or an unfinished rental contract in its owner’s name. Delete the listing or finish the contract before transferring ownership.',
  'transfer-has-jobs':
    'This estate has job listings in its owner’s name that are not closed. Close or delete them before transferring ownership.',

  // --- Estates
  'estate-not-found': 'Estate not found',
  'estate-name-empty': 'Estate name cannot be empty',
  'address-empty': 'address must not be empty',
  'land-area-not-positive': 'landArea must be greater than 0',
  'tree-types-empty': 'Please select at least one tree type',
  'tree-types-unknown': 'treeTypes must contain only {types} (got "{value}")',
  'boundaries-too-few': 'Invalid boundaries data: must be an array with at least 3 points',
  'boundaries-too-many': 'boundaries must have at most 1000 points',
  'boundary-point-invalid':
    'boundaries[{index}] must have a numeric lat in -90..90 and lng in -180..180',
  'boundary-points-invalid': 'Not enough valid boundary points: {valid} valid out of {total}',
  'boundary-self-crossing': 'Boundary must be a simple polygon that does not cross itself',
  'estate-no-boundaries': "Estate doesn't have defined boundaries",
  'tree-outside-boundary': 'Tree must be placed within the estate boundaries',
  'tree-count-too-high': 'treeCount must be at most 10000 when autoGenerateTrees is true',
  'auto-and-ai-both': 'Choose either autoGenerateTrees or aiDetectionEnabled, not both',
  'estate-has-contract': 'This estate has a signed or active rental contract and cannot be deleted',
  'kaek-invalid': 'KAEK must be 12 digits',
  'kaek-not-found': 'No boundary data found for this KAEK code',
  'cadastre-unavailable': 'The cadastre service did not answer. Please try again later.',
  'placement-too-narrow':
    'Could not place the trees inside the boundary: the estate is too narrow for random placement',
  'placement-grid-impossible':
    'Could not lay out a grid of that many trees inside the boundary: try fewer trees or random placement',

  // --- AI detection
  'detection-not-available': 'AI detection is not available',
  'detection-not-configured':
    'AI detection is not configured on this server (the operator enables it by setting DETECTION_IMAGERY_URL to an aerial imagery tile service). Enter the number of trees yourself or try again later.',
  'detection-no-imagery':
    'AI detection has no imagery for this estate: upload an orthophoto of the estate, or ask the operator to set DETECTION_IMAGERY_URL to an aerial imagery tile service.',
  'detection-no-trees':
    'AI detection found no trees inside the boundary. Untick AI detection and enter the number of trees yourself.',
  'detection-too-many-trees':
    'AI detection found {count} trees; at most 10000 can be created at once. Draw a smaller boundary.',
  'detection-too-many-trees-estate':
    'AI detection found {count} trees; at most 10000 can be created with an estate. Draw a smaller boundary.',
  'detection-boundary-too-large':
    'The boundary is too large for one AI detection: it spans about {width} m × {height} m, and one detection covers at most {columns} × {rows} pixels of {resolution} m, about {maxWidth} m × {maxHeight} m ({hectares} ha) at this latitude. Draw a smaller boundary or enter the number of trees yourself.',
  'detection-boundary-too-large-orthophoto':
    'The boundary is too large for one AI detection: on the orthophoto it needs {columns} × {rows} pixels of {resolution} m, and one detection analyses at most {maxColumns} × {maxRows} pixels (about {maxWidth} m × {maxHeight} m). Draw a smaller boundary or enter the number of trees yourself.',
  'snapshot-not-found': 'Snapshot not found',
  'detection-run-not-found': 'Detection not found',
  'detection-already-applied': 'These detected trees were already created.',
  'detection-boundary-changed':
    'The boundary changed after the trees were detected. Detect the trees again.',
  'detection-review-index-invalid':
    'removed[{position}] is not the index of a detected tree (this detection has {count})',
  'detection-review-index-repeated': 'removed[{position}] repeats the index {index}',
  'detection-review-outside-boundary': 'added[{position}] must lie within the estate boundaries',
  'detection-review-too-many-trees':
    'The reviewed detection has {count} trees; at most 10000 can be created at once. Draw a smaller boundary.',
  'detection-review-empty':
    'The review left no trees. Add the trees on the image, or untick AI detection and enter the number of trees yourself.',
  'imagery-unavailable': 'The aerial imagery service failed: {cause}. Please try again later.',
  'openai-key-refused': 'The OpenAI API key was refused',
  'openai-timeout':
    'The OpenAI vision service did not answer within {ms} ms. Please try again later.',
  'openai-answer-too-large':
    'The OpenAI vision service answered more than {max} MB. Please try again later.',
  'openai-unreachable':
    'The OpenAI vision service could not be reached ({reason}). Please try again later.',
  'openai-rate-limited':
    'The OpenAI vision service refused the request (HTTP 429: rate limit or quota reached). Please try again later.',
  'openai-failed': 'The OpenAI vision service failed (HTTP {status}). Please try again later.',
  'openai-unreadable':
    'The OpenAI vision service gave an answer that could not be read ({reason}). Please try again later.',

  // --- Orthophotos
  'orthophoto-not-found': 'No orthophoto for this estate',
  'orthophoto-not-multipart': 'Send the orthophoto as multipart/form-data',
  'orthophoto-unknown-fields': 'Send only the fields file, north, south, east and west',
  'orthophoto-file-required': 'file is required: the orthophoto (GeoTIFF, PNG or JPEG)',
  'orthophoto-one-at-a-time': 'Upload one orthophoto at a time',
  'orthophoto-not-image': 'The orthophoto must be a GeoTIFF, PNG or JPEG image',
  'orthophoto-too-large': 'The orthophoto must be at most {max} MB',
  'orthophoto-too-many-pixels':
    'The orthophoto must be at most {max} pixels on each side (this one is {width} × {height}). Cut it to the estate or export it at a coarser resolution.',
  'orthophoto-bigtiff': 'BigTIFF files are not supported: save the orthophoto as a classic GeoTIFF',
  'orthophoto-corners-not-for-geotiff':
    'north, south, east and west are only for PNG or JPEG orthophotos: this GeoTIFF carries its own georeference',
  'orthophoto-off-earth':
    "The orthophoto's georeference places it outside the earth's latitudes and longitudes; check its coordinate system",
  'orthophoto-undecodable':
    'The orthophoto could not be decoded: the {format} file is damaged or uses a layout that is not supported',
  'orthophoto-crs-unsupported':
    "The orthophoto's coordinate system EPSG:{code} is not supported. Use one of {supported}.",
  'geotiff-cut-off': 'The GeoTIFF cannot be read: it is cut off',
  'geotiff-unreadable': 'The GeoTIFF cannot be read: {reason}',
  'corner-required':
    '{field} is required: {kind} needs north, south, east and west, the WGS84 degrees of its edges',
  'corner-missing':
    "{field} is required with the other corners: the WGS84 degrees of the image's {edge} edge",
  'corner-not-degrees': '{field} must be a number of degrees',
  'corner-not-degrees-got': '{field} must be a number of degrees (got "{value}")',
  'corner-latitude-range': '{field} must be a latitude from -{limit} to {limit}',
  'corner-longitude-range': '{field} must be a longitude from -{limit} to {limit}',
  'north-not-above-south': 'north must be greater than south',
  'east-not-right-of-west': 'east must be greater than west',
  'orthophoto-undecodable-stored':
    "The estate's orthophoto could not be decoded. Please upload it again.",
  'orthophoto-missing-file':
    "The estate's orthophoto file is missing from storage. Please upload it again.",
  'orthophoto-not-covering':
    "The estate's orthophoto does not cover the whole boundary: it spans latitudes {south} to {north} and longitudes {west} to {east}. Upload an orthophoto that covers the whole estate, or delete it to use the aerial imagery.",

  // --- Trees, photos, harvests
  'tree-not-found': 'Tree not found',
  'tree-code-in-use': 'This tree code is already in use',
  'tree-title-required': 'Please enter a tree title',
  'category-empty': 'category must not be empty',
  'required-fields': 'Please fill in all required fields',
  'code-invalid': '{field} must be 2 to 64 letters, digits, underscores or hyphens',
  'tree-state-invalid': 'state must be one of {states}',
  'tree-planting-year-range':
    'plantingYear must be a year from {min} to {max}, or null when unknown',
  'bbox-trees-format': 'bbox must be four numbers minLng,minLat,maxLng,maxLat with min < max',
  'bbox-trees-range': 'bbox must lie within lat -90..90 and lng -180..180',
  'photo-not-found': 'Photo not found',
  'photo-not-multipart': 'Send the photo as multipart/form-data',
  'photo-not-image': 'Please select an image file (JPEG, PNG or WebP)',
  'photo-unknown-fields': 'Send only the fields photo and caption',
  'photo-one-at-a-time': 'Upload one photo at a time',
  'photo-too-large': 'Photo must be at most {max} MB',
  'photo-too-many-pixels': 'Photo must be at most {max} megapixels',
  'caption-not-text': 'caption must be text',
  'caption-too-long': 'caption must be at most 500 characters',
  'caption-has-nul': 'caption must not contain NUL characters',
  'tag-prints-other-trees': 'treeIds must be trees of this estate',
  'harvest-not-pending': 'Only a pending harvest can be changed',
  'harvest-nothing-to-change': 'Send a date, a weight or notes to change',
  'harvest-not-found': 'Harvest not found',
  'harvest-date-weight-required': 'Date and weight are required',
  'harvest-date-invalid': 'date must be a valid date (YYYY-MM-DD)',
  'harvest-weight-not-number': 'weight must be a number',
  'harvest-weight-negative': 'weight must be at least 0',
  'harvest-weight-too-high': 'weight must be at most 1000000',
  'harvest-already': 'Harvest is already {status}',

  // --- Field work offline (issue 26: versions, Idempotency-Key, If-Match)
  conflict:
    'Someone else changed the same details of this tree after your change was made. Choose which value to keep.',
  'tree-deleted': 'This tree has been deleted, so the change cannot be saved',
  'if-match-invalid':
    'If-Match must be the version the change started from: a whole number or its ETag W/"<version>"',
  'idempotency-key-invalid': 'Idempotency-Key must be 1 to 200 visible characters without spaces',
  'idempotency-key-reused':
    'This Idempotency-Key was already used for another change. Send each change with a key of its own.',

  // --- Maps
  'no-address': 'No address found at this location',
  'geocoder-unavailable': 'Address search is unavailable right now. Please try again later.',
  'bbox-format': 'bbox must be four numbers: south,west,north,east',
  'bbox-latitudes': 'bbox latitudes must be between -90 and 90',
  'bbox-longitudes': 'bbox longitudes must be between -180 and 180',
  'bbox-south-above-north': 'bbox south must not be greater than north',

  // --- Rentals
  'rental-not-found': 'Rental not found',
  'application-not-found': 'Application not found',
  'notification-not-found': 'Notification not found',
  'notification-kind-unknown': 'Unknown notification kind',
  'notification-channel-unknown': 'A notification channel must be app, email, both or off',
  'select-estate': 'Please select an estate',
  'valid-price': 'Please enter a valid price',
  'valid-duration': 'Please enter a valid duration',
  'select-start-date': 'Please select a start date',
  'edit-price': 'Valid price is required',
  'edit-duration': 'Duration is required',
  'price-too-high': 'Price must be at most 10,000,000 euros',
  'duration-too-long': 'Duration must be at most 1200',
  'own-property': 'You cannot apply to your own property',
  'rented-not-editable': 'A rented listing cannot be edited',
  'listing-already-published': 'This listing is already published',
  'listing-already-draft': 'This listing is already a draft',
  'rental-not-open': 'This rental is not open for applications',
  'rental-already-rented': 'This rental has already been rented',
  'listing-already-rented': 'This listing has already been rented',
  'rented-by-contract-only': 'A listing becomes rented only when its contract is signed',
  'owner-decides': 'Only the listing owner can decide on an application',
  'change-not-allowed': 'This change is not allowed',
  'listing-moved': 'This listing was changed by someone else just now. Reload it and try again.',
  'application-moved':
    'This application was changed by someone else just now. Reload it and try again.',
  'duplicate-application': 'You already have a pending application for this rental',
  'listing-has-contract':
    'This listing has a signed or active rental contract and cannot be deleted',
  'application-already-decided': 'This application has already been {status}',

  // --- Contracts
  'contract-not-found': 'Contract not found',
  'contract-exists': 'A contract already exists for this application',
  'contract-not-listing-owner': 'Only the owner of the listing can create a contract',
  'contract-application-not-approved':
    'This application is {status}; only an approved application can become a contract',
  'contract-end-before-start': 'endDate must not be before startDate',
  'contract-period-end-before-start':
    'rentalPeriod.endDate must not be before rentalPeriod.startDate',
  'contract-amount-decimals': 'price.amount must have at most 2 decimals',
  'contract-terms-not-owner': 'Only the owner can change the contract terms',
  'contract-terms-frozen': 'Contract terms can no longer be changed',
  'contract-submit-not-owner': 'Only the owner can submit the contract for signature',
  'contract-submit-not-draft': 'Only a draft contract can be submitted for signature',
  'contract-not-awaiting-signatures': 'This contract is not awaiting signatures',
  'contract-already-signed': 'You have already signed this contract',
  'contract-sign-not-party': 'Only the parties can sign this contract',
  // After the signature (issue 28)
  'contract-termination-not-now': 'Only a signed or active contract can be ended early',
  'contract-termination-pending': 'A termination request is already waiting for an answer',
  'contract-termination-none-pending': 'No termination request is waiting for an answer',
  'contract-termination-other-party': 'Only the other party can answer this termination request',
  'contract-termination-requester-only':
    'Only the party who asked can withdraw this termination request',
  'contract-termination-end-date':
    "The end date must be today or later and no later than the contract's end date",
  'contract-relist-not-owner': 'Only the owner can choose to relist the listing',
  'contract-relist-too-late':
    'The contract has ended; the listing can no longer be relisted with it',
  'contract-rate-not-ended': 'Only a completed or ended contract can be rated',
  'contract-already-rated': 'You have already rated this contract',
  'contract-system-only': 'Only the scheduled job moves a contract past its dates',
  'contract-parties-only': 'Only the parties can do this',
  'contract-wrong-state': 'This contract is not in a state for that',

  // --- Workforce
  'job-not-found': 'Job listing not found',
  'job-required-fields':
    'Please fill in all required fields (Title, Description, Estate, Start Date).',
  'job-start-date-required': 'startDate is required (YYYY-MM-DD)',
  'job-pay-rate-decimals': 'payRate must have at most 2 decimals',
  'job-status-or-listing': 'Send the full job listing, or only its status',
  'job-closed-reopen': 'A closed job listing is reopened with Activate',
  'job-published-no-draft': 'A published job listing cannot go back to draft',
  'job-close-active-only': 'Only an active job listing can be closed',
  'job-already-draft': 'This job listing is already a draft',
  'job-already-active': 'This job listing is already active',
  'job-already-closed': 'This job listing is already closed',
  'job-not-accepting': 'This job listing is not accepting applications',
  'job-deadline-passed': 'The application deadline for this job listing has passed',
  'job-full': 'This job listing has reached its maximum number of applications',
  'job-moved': 'This job listing was changed by someone else just now. Reload it and try again.',
  'job-own-listing': 'You cannot apply to your own job listing',
  'job-already-applied': 'You have already applied for this job',
  'job-application-moved-to': 'An application cannot be moved to {status}',
  'job-application-transition': 'A {from} application cannot be {to}',
  'job-application-already-withdrawn': 'This application has already been withdrawn',
  'job-application-withdrawn': 'This application was withdrawn by the applicant',
  'job-withdraw-pending-only': 'Only a pending application can be withdrawn',
  'job-withdraw-applicant-only': 'Only the applicant can withdraw an application',
  'job-withdraw-own-only': 'You can only withdraw your application',
  'job-employer-decides': 'Only the employer can approve or reject an application',
  'rating-employer-only': 'Only the employer can rate the worker of this application',
  'rating-approved-only': 'You can rate a worker only for an approved application',
  'rating-already-rated': 'You have already rated this worker for this job',
  'worker-no-profile': 'You have no worker profile',
  'worker-publish-needs-skill': 'Add at least one skill before publishing your profile',
  'worker-coordinates-shape': 'coordinates must be null or an object with lat and lng',
  'worker-lat-range': 'coordinates.lat must be a number between -90 and 90',
  'worker-lng-range': 'coordinates.lng must be a number between -180 and 180',
  'workers-lat-lng-together': 'lat and lng must be given together',
  'workers-unknown-skill': 'skills has an unknown skill "{skill}" (one of {skills})',

  // --- Tree import (domains/trees/estate-trees/import, issue 29)
  'import-no-rows': 'The file has no rows',
  'import-too-many-rows':
    'The file has more than 20000 rows: split it into files of at most 20000 rows',
  'import-file-too-large': 'The file must be at most 10 MB',
  'import-not-utf8': 'The file must be UTF-8 text (in Excel: Save As, CSV UTF-8)',
  'import-unclosed-quote': 'The CSV file has a quoted field that is never closed',
  'import-not-geojson': 'The file is not valid GeoJSON',
  'import-not-feature-collection': 'A GeoJSON file must be a FeatureCollection of Point features',
  'import-no-coordinate-columns':
    'No coordinate columns found: the file needs latitude and longitude, or x and y (EGSA87). Its columns: {columns}',
  'import-mapping-not-object':
    "mapping must be a JSON object from our fields (lat, lng, x, y, code, category, title, state, plantingYear) to the file's column names",
  'import-mapping-unknown-field':
    'mapping.{field} is not a field of a tree: use lat, lng, x, y, code, category, title, state or plantingYear',
  'import-mapping-unknown-column':
    'mapping.{field} names "{column}", which is not a column of the file. Its columns: {columns}',
  'import-mapping-needs-coordinates':
    'mapping must name the columns of lat and lng, or of x and y (EGSA87)',
  'import-mapping-two-kinds': 'mapping must name either lat and lng or x and y, not both',
  'import-code-taken':
    'A code of the file was taken by another tree during the import, so nothing was imported. Please try again.',
  'import-send-a-file':
    'Send the trees as CSV (text/csv), GeoJSON (application/geo+json) or a multipart/form-data upload with a part named file',
  'import-only-file-and-mapping': 'Send only the fields file and mapping',
  'import-file-required': 'file is required: the CSV or GeoJSON file of the trees',

  // --- Boundary files (domains/boundaries, issue 29)
  'boundary-file-required':
    'file is required: the boundary file (GeoJSON, KML, KMZ or a zipped Shapefile)',
  'boundary-only-file': 'Send only the field file',
  'boundary-file-empty': 'The file is empty',
  'boundary-unknown-format':
    'The file is not GeoJSON, KML, KMZ or a zipped Shapefile (.zip with its .shp, .dbf and .prj)',
  'boundary-bare-shp': 'Send the Shapefile as one .zip holding its .shp, .dbf and .prj files',
  'boundary-not-utf8': 'The file must be UTF-8 text',
  'boundary-not-json': 'The GeoJSON file is not valid JSON',
  'boundary-not-geojson':
    'The file is not GeoJSON: expected a FeatureCollection, a Feature or a geometry',
  'boundary-not-xml': 'The KML file is not valid XML',
  'boundary-not-kml': 'The file is not KML: it has no kml element',
  'boundary-bad-zip': 'The file is not a readable zip archive',
  'boundary-zip-too-large': 'The zip archive unpacks to more than 50 MB',
  'boundary-zip-empty': 'The zip archive holds no KML document and no Shapefile (.shp)',
  'boundary-shp-damaged': 'The Shapefile is damaged: its .shp file is cut short or not a .shp',
  'boundary-shp-not-polygons':
    'The Shapefile holds {kind}, not polygons: a boundary needs a polygon Shapefile',
  'boundary-prj-missing':
    'The Shapefile has no .prj file, so its coordinate system is missing: add the .prj file that came with it to the zip',
  'boundary-unknown-crs':
    'The coordinate system "{crs}" is not supported: use WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) or the Greek grid EGSA87 (EPSG:2100)',
  'boundary-metres-without-crs':
    'The coordinates look like metres, not degrees, but the GeoJSON names no coordinate system: save it in WGS 84 (EPSG:4326), or add a "crs" member naming EPSG:2100 or EPSG:3857',
  'boundary-no-polygon':
    'The file has no polygon: a boundary needs a Polygon or MultiPolygon shape',
  'boundary-empty-geometry': 'The shape "{name}" is empty: it has no coordinates',
  'boundary-bad-coordinates': 'The shape "{name}" has coordinates that are not pairs of numbers',
  'boundary-not-lat-lng':
    'The shape "{name}" has coordinates outside the range of latitude and longitude',
  'boundary-too-few-points': 'The shape "{name}" has fewer than 3 distinct points',
  'boundary-no-area': 'The shape "{name}" has no area: its points lie on one line',
  'boundary-crosses-itself': 'The boundary "{name}" crosses itself near {lat}, {lng}',
  'boundary-too-many-points':
    'The shape "{name}" has more than {max} points: simplify it in a GIS tool (a boundary holds at most 1000)',

  // --- Notification mails (domains/notifications/mail)
  'unsubscribe-link-invalid':
    'This unsubscribe link is not valid. Change which mails you get in Settings instead.',

  // --- Jobs (domains/jobs)
  'background-job-not-found': 'Job not found',
  'background-job-finished': 'This job has already finished, so it cannot be cancelled',
  'background-job-file-not-found': 'This job has no file to download',
  'background-job-lost':
    'The job stopped twice because the server running it stopped answering. Please start it again.',
  'background-job-failed': 'The job failed unexpectedly. Please try again.',
} as const;

export type ErrorCode = keyof typeof errorsEn;
