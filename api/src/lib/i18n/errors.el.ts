import type { ErrorCode } from './errors.en';

/**
 * The API's error messages in Greek, by the codes of errors.en.ts, with the same
 * `{placeholders}`. Field names in placeholders are the API's own (as a client sends
 * them) and stay as they are; the words of `errorValuesEl` (states, formats) are
 * translated when they fill a placeholder.
 */
export const errorsEl: Record<ErrorCode, string> = {
  // --- General and framework
  'not-found': 'Δεν βρέθηκε',
  'internal-error': 'Παρουσιάστηκε σφάλμα στον διακομιστή',
  'database-unavailable':
    'Η υπηρεσία δεν είναι διαθέσιμη για λίγο (η βάση δεδομένων δεν απαντά). Δοκιμάστε ξανά σε λίγο.',
  'database-unavailable-short': 'Η βάση δεδομένων δεν είναι διαθέσιμη',
  'body-too-large': 'Το αίτημα είναι πολύ μεγάλο',
  'unsupported-media-type': 'Ο τύπος περιεχομένου δεν υποστηρίζεται',
  'content-length-mismatch': 'Το μέγεθος του αιτήματος δεν συμφωνεί με το Content-Length',
  'invalid-json': 'Το αίτημα δεν είναι έγκυρο JSON',
  'empty-json-body': 'Το αίτημα δεν μπορεί να είναι κενό',
  'malformed-url': 'Η διεύθυνση του αιτήματος δεν είναι έγκυρη',
  'url-too-long': 'Η διεύθυνση του αιτήματος είναι πολύ μεγάλη',
  'not-routable': 'Το αίτημα δεν μπόρεσε να δρομολογηθεί',
  'headers-too-large': 'Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες',
  'request-timeout': 'Το αίτημα άργησε πολύ να φτάσει',
  'invalid-http': 'Το αίτημα δεν είναι έγκυρο HTTP',
  // Answered by the gateway (deploy/nginx.conf) when no API replica answers.
  'service-unreachable': 'Η υπηρεσία δεν απάντησε (ίσως επανεκκινείται). Δοκιμάστε ξανά σε λίγο.',
  'service-timeout': 'Η υπηρεσία άργησε πολύ να απαντήσει. Δοκιμάστε ξανά σε λίγο.',
  'upload-malformed': 'Η μεταφόρτωση ήταν ελλιπής ή κατεστραμμένη. Δοκιμάστε ξανά.',

  // --- Request validation
  'body-not-object': 'Το σώμα του αιτήματος πρέπει να είναι αντικείμενο JSON',
  'request-invalid': 'Το αίτημα δεν είναι έγκυρο',
  'part-invalid': 'Οι παράμετροι ({part}) δεν είναι έγκυρες',
  'field-not-allowed': 'Το πεδίο {field} δεν επιτρέπεται',
  'fields-not-allowed': 'Τα πεδία {fields} δεν επιτρέπονται',
  'field-required': 'Το πεδίο {field} είναι υποχρεωτικό',
  'field-not-string': 'Το πεδίο {field} πρέπει να είναι κείμενο',
  'field-empty': 'Το πεδίο {field} δεν μπορεί να είναι κενό',
  'field-too-short': 'Το πεδίο {field} πρέπει να έχει τουλάχιστον {min} χαρακτήρες',
  'field-too-long': 'Το πεδίο {field} πρέπει να έχει το πολύ {max} χαρακτήρες',
  'field-not-email': 'Το πεδίο {field} πρέπει να είναι έγκυρη διεύθυνση email',
  'field-not-date': 'Το πεδίο {field} πρέπει να είναι έγκυρη ημερομηνία (ΕΕΕΕ-ΜΜ-ΗΗ)',
  'field-wrong-format': 'Το πεδίο {field} πρέπει να έχει μορφή {format}',
  'field-invalid-format': 'Το πεδίο {field} δεν έχει έγκυρη μορφή',
  'field-not-one-of': 'Το πεδίο {field} πρέπει να είναι ένα από: {choices}',
  'field-not-constant': 'Το πεδίο {field} πρέπει να είναι "{value}"',
  'field-not-list': 'Το πεδίο {field} πρέπει να είναι λίστα',
  'field-too-many-items': 'Το πεδίο {field} πρέπει να έχει το πολύ {max} στοιχεία',
  'field-too-few-items': 'Το πεδίο {field} πρέπει να έχει τουλάχιστον {min} στοιχεία',
  'field-not-object': 'Το πεδίο {field} πρέπει να είναι αντικείμενο',
  'field-not-boolean': 'Το πεδίο {field} πρέπει να είναι true ή false',
  'field-not-number': 'Το πεδίο {field} πρέπει να είναι αριθμός',
  'field-not-integer': 'Το πεδίο {field} πρέπει να είναι ακέραιος αριθμός',
  'field-below-minimum': 'Το πεδίο {field} πρέπει να είναι τουλάχιστον {min}',
  'field-above-maximum': 'Το πεδίο {field} πρέπει να είναι το πολύ {max}',
  'field-wrong-type': 'Το πεδίο {field} πρέπει να είναι {types}',
  'field-invalid': 'Το πεδίο {field} δεν είναι έγκυρο',
  'field-has-nul': 'Το πεδίο {field} δεν μπορεί να περιέχει χαρακτήρες NUL',

  // --- Auth and profile
  'authentication-required': 'Απαιτείται σύνδεση',
  'invalid-token': 'Η σύνδεση δεν είναι έγκυρη ή έχει λήξει',
  'session-expired': 'Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.',
  'email-taken': 'Υπάρχει ήδη λογαριασμός με αυτό το email',
  'invalid-credentials': 'Λάθος email ή κωδικός',
  'too-many-attempts-one': 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε 1 λεπτό.',
  'too-many-attempts': 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά σε {minutes} λεπτά.',
  'invalid-date-of-birth': 'Η ημερομηνία γέννησης (dateOfBirth) δεν είναι έγκυρη (ΕΕΕΕ-ΜΜ-ΗΗ)',
  'invalid-language': 'Η γλώσσα πρέπει να είναι en ή el',

  // --- Estate teams (lib/access, domains/teams)
  'estate-role-forbids': 'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει.',
  'estate-role-own-photos-only':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μπορείτε να αφαιρείτε μόνο τις φωτογραφίες που προσθέσατε τις τελευταίες 24 ώρες.',
  'estate-role-own-harvests-only':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μπορείτε να αλλάζετε ή να διαγράφετε μόνο τις συγκομιδές σε αναμονή που καταγράψατε τις τελευταίες 24 ώρες.',
  'estate-role-forbids-field-update':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: οι θεατές δεν μπορούν να αλλάζουν δέντρα.',
  'estate-role-forbids-manage-trees':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης και οι διαχειριστές προσθέτουν, μετακινούν ή διαγράφουν δέντρα.',
  'estate-role-forbids-decide-harvests':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης και οι διαχειριστές εγκρίνουν ή απορρίπτουν συγκομιδές.',
  'estate-role-forbids-edit-estate':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης και οι διαχειριστές επεξεργάζονται το κτήμα.',
  'estate-role-forbids-own-estate':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης μπορεί να το κάνει.',
  'estate-role-forbids-see-money':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης και οι διαχειριστές βλέπουν τις ενοικιάσεις, τα συμβόλαια και τα οικονομικά του κτήματος.',
  'estate-role-forbids-manage-members':
    'Ο ρόλος σας σε αυτό το κτήμα δεν το επιτρέπει: μόνο ο ιδιοκτήτης και οι διαχειριστές διαχειρίζονται την ομάδα του κτήματος.',
  'reports-no-money':
    'Ο ρόλος σας στα κτήματα της ομάδας σας δεν δείχνει ενοικιάσεις, συμβόλαια ή οικονομικά: τα βλέπουν μόνο οι ιδιοκτήτες και οι διαχειριστές.',
  'invitation-not-found': 'Η πρόσκληση δεν βρέθηκε',
  'invitation-expired': 'Η πρόσκληση έχει λήξει. Ζητήστε μια καινούργια.',
  'invitation-used': 'Η πρόσκληση έχει ήδη χρησιμοποιηθεί',
  'invitation-revoked': 'Η πρόσκληση έχει ανακληθεί',
  'invitation-other-email':
    'Η πρόσκληση στάλθηκε σε άλλη διεύθυνση e-mail. Συνδεθείτε με εκείνη τη διεύθυνση για να την αποδεχτείτε.',
  'already-on-estate': 'Αυτό το άτομο ανήκει ήδη στην ομάδα του κτήματος',
  'member-not-found': 'Το μέλος δεν βρέθηκε',
  'managers-limited':
    'Οι διαχειριστές μπορούν να προσκαλούν, να αλλάζουν ή να αφαιρούν μόνο εργάτες πεδίου και θεατές.',
  'owner-not-member':
    'Ο ρόλος του ιδιοκτήτη δεν αλλάζει ούτε αφαιρείται εδώ· μεταβιβάστε πρώτα την ιδιοκτησία.',
  'transfer-to-member-only': 'Η ιδιοκτησία μεταβιβάζεται μόνο σε μέλος της ομάδας του κτήματος',
  'transfer-has-rentals':
    'Το κτήμα έχει αγγελία ενοικίασης ή ανολοκλήρωτο συμβόλαιο ενοικίασης στο όνομα του ιδιοκτήτη. Διαγράψτε την αγγελία ή ολοκληρώστε το συμβόλαιο πριν μεταβιβάσετε την ιδιοκτησία.',
  'transfer-has-jobs':
    'Το κτήμα έχει αγγελίες εργασίας στο όνομα του ιδιοκτήτη που δεν έχουν κλείσει. Κλείστε ή διαγράψτε τις πριν μεταβιβάσετε την ιδιοκτησία.',

  // --- Estates
  'estate-not-found': 'Το κτήμα δεν βρέθηκε',
  'estate-name-empty': 'Το όνομα του κτήματος δεν μπορεί να είναι κενό',
  'address-empty': 'Η διεύθυνση δεν μπορεί να είναι κενή',
  'land-area-not-positive': 'Η έκταση πρέπει να είναι μεγαλύτερη από 0',
  'tree-types-empty': 'Επιλέξτε τουλάχιστον ένα είδος δέντρου',
  'tree-types-unknown':
    'Τα είδη δέντρων (treeTypes) μπορεί να είναι μόνο {types} (δόθηκε "{value}")',
  'boundaries-too-few': 'Μη έγκυρα όρια: χρειάζονται τουλάχιστον 3 σημεία',
  'boundaries-too-many': 'Τα όρια μπορούν να έχουν το πολύ 1000 σημεία',
  'boundary-point-invalid':
    'Το σημείο boundaries[{index}] χρειάζεται αριθμητικό lat από -90 έως 90 και lng από -180 έως 180',
  'boundary-points-invalid': 'Δεν υπάρχουν αρκετά έγκυρα σημεία ορίου: {valid} έγκυρα από {total}',
  'boundary-self-crossing': 'Το όριο πρέπει να είναι απλό πολύγωνο που δεν τέμνει τον εαυτό του',
  'estate-no-boundaries': 'Το κτήμα δεν έχει ορισμένα όρια',
  'tree-outside-boundary': 'Το δέντρο πρέπει να βρίσκεται μέσα στα όρια του κτήματος',
  'tree-count-too-high':
    'Ο αριθμός δέντρων (treeCount) μπορεί να είναι έως 10000 όταν τα δέντρα δημιουργούνται αυτόματα',
  'auto-and-ai-both':
    'Επιλέξτε είτε αυτόματη δημιουργία δέντρων (autoGenerateTrees) είτε εντοπισμό με AI (aiDetectionEnabled), όχι και τα δύο',
  'estate-has-contract':
    'Το κτήμα έχει υπογεγραμμένο ή ενεργό συμβόλαιο μίσθωσης και δεν μπορεί να διαγραφεί',
  'kaek-invalid': 'Ο ΚΑΕΚ πρέπει να έχει 12 ψηφία',
  'kaek-not-found': 'Δεν βρέθηκαν όρια για αυτόν τον ΚΑΕΚ',
  'cadastre-unavailable': 'Η υπηρεσία του Κτηματολογίου δεν απάντησε. Δοκιμάστε ξανά αργότερα.',
  'placement-too-narrow':
    'Τα δέντρα δεν χωρούν μέσα στο όριο: το κτήμα είναι πολύ στενό για τυχαία τοποθέτηση',
  'placement-grid-impossible':
    'Τόσα δέντρα δεν χωρούν σε κάναβο μέσα στο όριο: δοκιμάστε λιγότερα δέντρα ή τυχαία τοποθέτηση',

  // --- AI detection
  'detection-not-available': 'Ο εντοπισμός με AI δεν είναι διαθέσιμος',
  'detection-not-configured':
    'Ο εντοπισμός με AI δεν είναι ενεργός σε αυτόν τον διακομιστή (ο διαχειριστής τον ενεργοποιεί ορίζοντας το DETECTION_IMAGERY_URL σε υπηρεσία αεροφωτογραφιών). Εισαγάγετε μόνοι σας τον αριθμό των δέντρων ή δοκιμάστε ξανά αργότερα.',
  'detection-no-imagery':
    'Ο εντοπισμός με AI δεν έχει εικόνα για αυτό το κτήμα: ανεβάστε μια ορθοφωτογραφία του κτήματος ή ζητήστε από τον διαχειριστή να ορίσει το DETECTION_IMAGERY_URL σε υπηρεσία αεροφωτογραφιών.',
  'detection-no-trees':
    'Ο εντοπισμός με AI δεν βρήκε δέντρα μέσα στο όριο. Απενεργοποιήστε τον εντοπισμό με AI και εισαγάγετε μόνοι σας τον αριθμό των δέντρων.',
  'detection-too-many-trees':
    'Ο εντοπισμός με AI βρήκε {count} δέντρα· μπορούν να δημιουργηθούν έως 10000 τη φορά. Σχεδιάστε μικρότερο όριο.',
  'detection-too-many-trees-estate':
    'Ο εντοπισμός με AI βρήκε {count} δέντρα· με ένα κτήμα μπορούν να δημιουργηθούν έως 10000. Σχεδιάστε μικρότερο όριο.',
  'detection-boundary-too-large':
    'Το όριο είναι πολύ μεγάλο για έναν εντοπισμό με AI: εκτείνεται περίπου {width} m × {height} m, ενώ ένας εντοπισμός καλύπτει έως {columns} × {rows} εικονοστοιχεία των {resolution} m, περίπου {maxWidth} m × {maxHeight} m ({hectares} εκτ.) σε αυτό το γεωγραφικό πλάτος. Σχεδιάστε μικρότερο όριο ή εισαγάγετε μόνοι σας τον αριθμό των δέντρων.',
  'detection-boundary-too-large-orthophoto':
    'Το όριο είναι πολύ μεγάλο για έναν εντοπισμό με AI: στην ορθοφωτογραφία χρειάζεται {columns} × {rows} εικονοστοιχεία των {resolution} m, ενώ ένας εντοπισμός αναλύει έως {maxColumns} × {maxRows} εικονοστοιχεία (περίπου {maxWidth} m × {maxHeight} m). Σχεδιάστε μικρότερο όριο ή εισαγάγετε μόνοι σας τον αριθμό των δέντρων.',
  'snapshot-not-found': 'Η εικόνα δεν βρέθηκε',
  'detection-run-not-found': 'Ο εντοπισμός δεν βρέθηκε',
  'detection-already-applied': 'Αυτά τα δέντρα που εντοπίστηκαν έχουν ήδη δημιουργηθεί.',
  'detection-boundary-changed':
    'Το όριο άλλαξε μετά τον εντοπισμό των δέντρων. Εντοπίστε ξανά τα δέντρα.',
  'detection-review-index-invalid':
    'Το removed[{position}] δεν είναι δείκτης δέντρου που εντοπίστηκε (ο εντοπισμός έχει {count})',
  'detection-review-index-repeated': 'Το removed[{position}] επαναλαμβάνει τον δείκτη {index}',
  'detection-review-outside-boundary':
    'Το added[{position}] πρέπει να βρίσκεται μέσα στα όρια του κτήματος',
  'detection-review-too-many-trees':
    'Ο έλεγχος του εντοπισμού έχει {count} δέντρα· μπορούν να δημιουργηθούν έως 10000 τη φορά. Σχεδιάστε μικρότερο όριο.',
  'detection-review-empty':
    'Μετά τον έλεγχο δεν έμεινε κανένα δέντρο. Προσθέστε τα δέντρα πάνω στην εικόνα ή απενεργοποιήστε τον εντοπισμό με AI και εισαγάγετε μόνοι σας τον αριθμό των δέντρων.',
  'imagery-unavailable': 'Η υπηρεσία αεροφωτογραφιών απέτυχε: {cause}. Δοκιμάστε ξανά αργότερα.',
  'openai-key-refused': 'Το κλειδί του OpenAI API απορρίφθηκε',
  'openai-timeout':
    'Η υπηρεσία όρασης του OpenAI δεν απάντησε μέσα σε {ms} ms. Δοκιμάστε ξανά αργότερα.',
  'openai-answer-too-large':
    'Η υπηρεσία όρασης του OpenAI έστειλε απάντηση μεγαλύτερη από {max} MB. Δοκιμάστε ξανά αργότερα.',
  'openai-unreachable':
    'Η υπηρεσία όρασης του OpenAI δεν είναι προσβάσιμη ({reason}). Δοκιμάστε ξανά αργότερα.',
  'openai-rate-limited':
    'Η υπηρεσία όρασης του OpenAI αρνήθηκε το αίτημα (HTTP 429: όριο αιτημάτων ή χρήσης). Δοκιμάστε ξανά αργότερα.',
  'openai-failed': 'Η υπηρεσία όρασης του OpenAI απέτυχε (HTTP {status}). Δοκιμάστε ξανά αργότερα.',
  'openai-unreadable':
    'Η απάντηση της υπηρεσίας όρασης του OpenAI δεν μπόρεσε να διαβαστεί ({reason}). Δοκιμάστε ξανά αργότερα.',

  // --- Orthophotos
  'orthophoto-not-found': 'Δεν υπάρχει ορθοφωτογραφία για αυτό το κτήμα',
  'orthophoto-not-multipart': 'Στείλτε την ορθοφωτογραφία ως multipart/form-data',
  'orthophoto-unknown-fields': 'Στείλτε μόνο τα πεδία file, north, south, east και west',
  'orthophoto-file-required':
    'Το πεδίο file είναι υποχρεωτικό: η ορθοφωτογραφία (GeoTIFF, PNG ή JPEG)',
  'orthophoto-one-at-a-time': 'Ανεβάστε μία ορθοφωτογραφία τη φορά',
  'orthophoto-not-image': 'Η ορθοφωτογραφία πρέπει να είναι εικόνα GeoTIFF, PNG ή JPEG',
  'orthophoto-too-large': 'Η ορθοφωτογραφία μπορεί να είναι έως {max} MB',
  'orthophoto-too-many-pixels':
    'Η ορθοφωτογραφία μπορεί να έχει έως {max} εικονοστοιχεία σε κάθε πλευρά (αυτή έχει {width} × {height}). Περικόψτε την στο κτήμα ή εξαγάγετέ την σε μικρότερη ανάλυση.',
  'orthophoto-bigtiff':
    'Τα αρχεία BigTIFF δεν υποστηρίζονται: αποθηκεύστε την ορθοφωτογραφία ως κλασικό GeoTIFF',
  'orthophoto-corners-not-for-geotiff':
    'Τα north, south, east και west αφορούν μόνο ορθοφωτογραφίες PNG ή JPEG: αυτό το GeoTIFF έχει δική του γεωαναφορά',
  'orthophoto-off-earth':
    'Η γεωαναφορά της ορθοφωτογραφίας την τοποθετεί έξω από τα γεωγραφικά πλάτη και μήκη της Γης· ελέγξτε το σύστημα συντεταγμένων της',
  'orthophoto-undecodable':
    'Η ορθοφωτογραφία δεν μπόρεσε να αποκωδικοποιηθεί: το αρχείο {format} είναι κατεστραμμένο ή έχει δομή που δεν υποστηρίζεται',
  'orthophoto-crs-unsupported':
    'Το σύστημα συντεταγμένων EPSG:{code} της ορθοφωτογραφίας δεν υποστηρίζεται. Χρησιμοποιήστε ένα από: {supported}.',
  'geotiff-cut-off': 'Το GeoTIFF δεν μπορεί να διαβαστεί: το αρχείο είναι ελλιπές',
  'geotiff-unreadable': 'Το GeoTIFF δεν μπορεί να διαβαστεί: {reason}',
  'corner-required':
    'Το πεδίο {field} είναι υποχρεωτικό: {kind} χρειάζεται north, south, east και west, τις μοίρες WGS84 των άκρων της',
  'corner-missing':
    'Το πεδίο {field} είναι υποχρεωτικό μαζί με τις άλλες γωνίες: οι μοίρες WGS84 της άκρης {edge} της εικόνας',
  'corner-not-degrees': 'Το πεδίο {field} πρέπει να είναι αριθμός μοιρών',
  'corner-not-degrees-got': 'Το πεδίο {field} πρέπει να είναι αριθμός μοιρών (δόθηκε "{value}")',
  'corner-latitude-range':
    'Το πεδίο {field} πρέπει να είναι γεωγραφικό πλάτος από -{limit} έως {limit}',
  'corner-longitude-range':
    'Το πεδίο {field} πρέπει να είναι γεωγραφικό μήκος από -{limit} έως {limit}',
  'north-not-above-south': 'Το north πρέπει να είναι μεγαλύτερο από το south',
  'east-not-right-of-west': 'Το east πρέπει να είναι μεγαλύτερο από το west',
  'orthophoto-undecodable-stored':
    'Η ορθοφωτογραφία του κτήματος δεν μπόρεσε να αποκωδικοποιηθεί. Ανεβάστε την ξανά.',
  'orthophoto-missing-file':
    'Το αρχείο της ορθοφωτογραφίας του κτήματος λείπει από την αποθήκευση. Ανεβάστε την ξανά.',
  'orthophoto-not-covering':
    'Η ορθοφωτογραφία του κτήματος δεν καλύπτει όλο το όριο: εκτείνεται σε γεωγραφικά πλάτη από {south} έως {north} και μήκη από {west} έως {east}. Ανεβάστε ορθοφωτογραφία που καλύπτει όλο το κτήμα ή διαγράψτε την για να χρησιμοποιηθούν οι αεροφωτογραφίες.',

  // --- Trees, photos, harvests
  'tree-not-found': 'Το δέντρο δεν βρέθηκε',
  'tree-code-in-use': 'Αυτός ο κωδικός δέντρου χρησιμοποιείται ήδη',
  'tree-title-required': 'Εισαγάγετε τίτλο για το δέντρο',
  'category-empty': 'Η κατηγορία δεν μπορεί να είναι κενή',
  'required-fields': 'Συμπληρώστε όλα τα υποχρεωτικά πεδία',
  'code-invalid':
    'Το πεδίο {field} πρέπει να έχει 2 έως 64 λατινικά γράμματα, ψηφία, κάτω παύλες ή παύλες',
  'tree-state-invalid': 'Η κατάσταση (state) πρέπει να είναι μία από: {states}',
  'tree-planting-year-range':
    'Το έτος φύτευσης (plantingYear) πρέπει να είναι από {min} έως {max} ή null όταν είναι άγνωστο',
  'bbox-trees-format':
    'Το bbox πρέπει να είναι τέσσερις αριθμοί minLng,minLat,maxLng,maxLat με min < max',
  'bbox-trees-range': 'Το bbox πρέπει να είναι μέσα σε lat -90..90 και lng -180..180',
  'photo-not-found': 'Η φωτογραφία δεν βρέθηκε',
  'photo-not-multipart': 'Στείλτε τη φωτογραφία ως multipart/form-data',
  'photo-not-image': 'Επιλέξτε αρχείο εικόνας (JPEG, PNG ή WebP)',
  'photo-unknown-fields': 'Στείλτε μόνο τα πεδία photo και caption',
  'photo-one-at-a-time': 'Ανεβάστε μία φωτογραφία τη φορά',
  'photo-too-large': 'Η φωτογραφία μπορεί να είναι έως {max} MB',
  'photo-too-many-pixels': 'Η φωτογραφία μπορεί να είναι έως {max} megapixel',
  'caption-not-text': 'Η λεζάντα πρέπει να είναι κείμενο',
  'caption-too-long': 'Η λεζάντα μπορεί να έχει έως 500 χαρακτήρες',
  'caption-has-nul': 'Η λεζάντα δεν μπορεί να περιέχει χαρακτήρες NUL',
  'tag-prints-other-trees': 'Τα treeIds πρέπει να είναι δέντρα αυτού του κτήματος',
  'harvest-not-pending': 'Μόνο μια συγκομιδή σε αναμονή μπορεί να αλλάξει',
  'harvest-nothing-to-change': 'Στείλτε ημερομηνία, βάρος ή σημειώσεις για αλλαγή',
  'harvest-not-found': 'Η συγκομιδή δεν βρέθηκε',
  'harvest-date-weight-required': 'Η ημερομηνία και το βάρος είναι υποχρεωτικά',
  'harvest-date-invalid': 'Η ημερομηνία δεν είναι έγκυρη (ΕΕΕΕ-ΜΜ-ΗΗ)',
  'harvest-weight-not-number': 'Το βάρος πρέπει να είναι αριθμός',
  'harvest-weight-negative': 'Το βάρος δεν μπορεί να είναι αρνητικό',
  'harvest-weight-too-high': 'Το βάρος μπορεί να είναι έως 1000000',
  'harvest-already': 'Η συγκομιδή είναι ήδη «{status}»',

  // --- Δουλειά στο χωράφι χωρίς σήμα (issue 26)
  conflict:
    'Κάποιος άλλος άλλαξε τα ίδια στοιχεία αυτού του δέντρου μετά την αλλαγή σας. Επιλέξτε ποια τιμή θα κρατήσετε.',
  'tree-deleted': 'Αυτό το δέντρο έχει διαγραφεί, οπότε η αλλαγή δεν μπορεί να αποθηκευτεί',
  'if-match-invalid':
    'Το If-Match πρέπει να είναι η έκδοση από την οποία ξεκίνησε η αλλαγή: ένας ακέραιος αριθμός ή το ETag της W/"<έκδοση>"',
  'idempotency-key-invalid':
    'Το Idempotency-Key πρέπει να έχει από 1 έως 200 ορατούς χαρακτήρες χωρίς κενά',
  'idempotency-key-reused':
    'Αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη για άλλη αλλαγή. Στείλτε κάθε αλλαγή με δικό της κλειδί.',

  // --- Maps
  'no-address': 'Δεν βρέθηκε διεύθυνση σε αυτό το σημείο',
  'geocoder-unavailable':
    'Η αναζήτηση διευθύνσεων δεν είναι διαθέσιμη αυτή τη στιγμή. Δοκιμάστε ξανά αργότερα.',
  'bbox-format': 'Το bbox πρέπει να είναι τέσσερις αριθμοί: south,west,north,east',
  'bbox-latitudes': 'Τα γεωγραφικά πλάτη του bbox πρέπει να είναι από -90 έως 90',
  'bbox-longitudes': 'Τα γεωγραφικά μήκη του bbox πρέπει να είναι από -180 έως 180',
  'bbox-south-above-north': 'Στο bbox το south δεν μπορεί να είναι μεγαλύτερο από το north',

  // --- Rentals
  'rental-not-found': 'Η μίσθωση δεν βρέθηκε',
  'application-not-found': 'Η αίτηση δεν βρέθηκε',
  'notification-not-found': 'Η ειδοποίηση δεν βρέθηκε',
  'notification-kind-unknown': 'Άγνωστο είδος ειδοποίησης',
  'notification-channel-unknown': 'Το κανάλι ειδοποίησης πρέπει να είναι app, email, both ή off',
  'select-estate': 'Επιλέξτε κτήμα',
  'valid-price': 'Εισαγάγετε έγκυρη τιμή',
  'valid-duration': 'Εισαγάγετε έγκυρη διάρκεια',
  'select-start-date': 'Επιλέξτε ημερομηνία έναρξης',
  'edit-price': 'Απαιτείται έγκυρη τιμή',
  'edit-duration': 'Η διάρκεια είναι υποχρεωτική',
  'price-too-high': 'Η τιμή μπορεί να είναι έως 10.000.000 ευρώ',
  'duration-too-long': 'Η διάρκεια μπορεί να είναι έως 1200',
  'own-property': 'Δεν μπορείτε να κάνετε αίτηση για δικό σας κτήμα',
  'rented-not-editable': 'Μια μισθωμένη αγγελία δεν μπορεί να αλλάξει',
  'listing-already-published': 'Η αγγελία είναι ήδη δημοσιευμένη',
  'listing-already-draft': 'Η αγγελία είναι ήδη πρόχειρη',
  'rental-not-open': 'Η μίσθωση δεν δέχεται αιτήσεις',
  'rental-already-rented': 'Το κτήμα έχει ήδη μισθωθεί',
  'listing-already-rented': 'Η αγγελία έχει ήδη μισθωθεί',
  'rented-by-contract-only': 'Μια αγγελία γίνεται μισθωμένη μόνο όταν υπογραφεί το συμβόλαιό της',
  'owner-decides': 'Μόνο ο ιδιοκτήτης της αγγελίας αποφασίζει για μια αίτηση',
  'change-not-allowed': 'Αυτή η αλλαγή δεν επιτρέπεται',
  'listing-moved':
    'Την αγγελία την άλλαξε κάποιος άλλος μόλις τώρα. Φορτώστε την ξανά και δοκιμάστε πάλι.',
  'application-moved':
    'Την αίτηση την άλλαξε κάποιος άλλος μόλις τώρα. Φορτώστε την ξανά και δοκιμάστε πάλι.',
  'duplicate-application': 'Έχετε ήδη αίτηση σε αναμονή για αυτή τη μίσθωση',
  'listing-has-contract':
    'Η αγγελία έχει υπογεγραμμένο ή ενεργό συμβόλαιο μίσθωσης και δεν μπορεί να διαγραφεί',
  'application-already-decided': 'Η αίτηση είναι ήδη «{status}»',

  // --- Contracts
  'contract-not-found': 'Το συμβόλαιο δεν βρέθηκε',
  'contract-exists': 'Υπάρχει ήδη συμβόλαιο για αυτή την αίτηση',
  'contract-not-listing-owner': 'Μόνο ο ιδιοκτήτης της αγγελίας μπορεί να δημιουργήσει συμβόλαιο',
  'contract-application-not-approved':
    'Η αίτηση είναι «{status}»· συμβόλαιο γίνεται μόνο από εγκεκριμένη αίτηση',
  'contract-end-before-start': 'Η ημερομηνία λήξης δεν μπορεί να είναι πριν από την έναρξη',
  'contract-period-end-before-start':
    'Η λήξη της περιόδου μίσθωσης δεν μπορεί να είναι πριν από την έναρξή της',
  'contract-amount-decimals': 'Το ποσό μπορεί να έχει έως 2 δεκαδικά ψηφία',
  'contract-terms-not-owner': 'Μόνο ο ιδιοκτήτης μπορεί να αλλάξει τους όρους του συμβολαίου',
  'contract-terms-frozen': 'Οι όροι του συμβολαίου δεν μπορούν πλέον να αλλάξουν',
  'contract-submit-not-owner': 'Μόνο ο ιδιοκτήτης μπορεί να στείλει το συμβόλαιο για υπογραφή',
  'contract-submit-not-draft': 'Μόνο πρόχειρο συμβόλαιο μπορεί να σταλεί για υπογραφή',
  'contract-not-awaiting-signatures': 'Το συμβόλαιο δεν περιμένει υπογραφές',
  'contract-already-signed': 'Έχετε ήδη υπογράψει αυτό το συμβόλαιο',
  'contract-sign-not-party': 'Μόνο τα συμβαλλόμενα μέρη μπορούν να υπογράψουν το συμβόλαιο',
  // After the signature (issue 28)
  'contract-termination-not-now':
    'Πρόωρη λήξη μπορεί να ζητηθεί μόνο για υπογεγραμμένο ή ενεργό συμβόλαιο',
  'contract-termination-pending': 'Ένα αίτημα λήξης περιμένει ήδη απάντηση',
  'contract-termination-none-pending': 'Κανένα αίτημα λήξης δεν περιμένει απάντηση',
  'contract-termination-other-party':
    'Μόνο το άλλο συμβαλλόμενο μέρος μπορεί να απαντήσει σε αυτό το αίτημα λήξης',
  'contract-termination-requester-only':
    'Μόνο το μέρος που το ζήτησε μπορεί να αποσύρει αυτό το αίτημα λήξης',
  'contract-termination-end-date':
    'Η ημερομηνία λήξης πρέπει να είναι σήμερα ή αργότερα και όχι μετά τη λήξη του συμβολαίου',
  'contract-relist-not-owner': 'Μόνο ο ιδιοκτήτης μπορεί να επιλέξει να διατεθεί ξανά η αγγελία',
  'contract-relist-too-late':
    'Το συμβόλαιο έχει λήξει· η αγγελία δεν μπορεί πλέον να διατεθεί ξανά μέσω αυτού',
  'contract-rate-not-ended': 'Μόνο ολοκληρωμένο ή λυμένο συμβόλαιο μπορεί να αξιολογηθεί',
  'contract-already-rated': 'Έχετε ήδη αξιολογήσει αυτό το συμβόλαιο',
  'contract-system-only':
    'Μόνο η προγραμματισμένη εργασία προχωρά ένα συμβόλαιο πέρα από τις ημερομηνίες του',
  'contract-parties-only': 'Μόνο τα συμβαλλόμενα μέρη μπορούν να το κάνουν αυτό',
  'contract-wrong-state': 'Το συμβόλαιο δεν βρίσκεται σε κατάσταση που το επιτρέπει',

  // --- Workforce
  'job-not-found': 'Η αγγελία εργασίας δεν βρέθηκε',
  'job-required-fields':
    'Συμπληρώστε όλα τα υποχρεωτικά πεδία (Τίτλος, Περιγραφή, Κτήμα, Ημερομηνία έναρξης).',
  'job-start-date-required': 'Η ημερομηνία έναρξης είναι υποχρεωτική (ΕΕΕΕ-ΜΜ-ΗΗ)',
  'job-pay-rate-decimals': 'Η αμοιβή μπορεί να έχει έως 2 δεκαδικά ψηφία',
  'job-status-or-listing': 'Στείλτε ολόκληρη την αγγελία εργασίας ή μόνο την κατάστασή της',
  'job-closed-reopen': 'Μια κλειστή αγγελία εργασίας ανοίγει ξανά με την Ενεργοποίηση',
  'job-published-no-draft': 'Μια δημοσιευμένη αγγελία εργασίας δεν μπορεί να γίνει ξανά πρόχειρη',
  'job-close-active-only': 'Μόνο μια ενεργή αγγελία εργασίας μπορεί να κλείσει',
  'job-already-draft': 'Η αγγελία εργασίας είναι ήδη πρόχειρη',
  'job-already-active': 'Η αγγελία εργασίας είναι ήδη ενεργή',
  'job-already-closed': 'Η αγγελία εργασίας είναι ήδη κλειστή',
  'job-not-accepting': 'Η αγγελία εργασίας δεν δέχεται αιτήσεις',
  'job-deadline-passed': 'Η προθεσμία αιτήσεων για αυτή την αγγελία εργασίας έχει λήξει',
  'job-full': 'Η αγγελία εργασίας έχει φτάσει τον μέγιστο αριθμό αιτήσεων',
  'job-moved':
    'Την αγγελία εργασίας την άλλαξε κάποιος άλλος μόλις τώρα. Φορτώστε την ξανά και δοκιμάστε πάλι.',
  'job-own-listing': 'Δεν μπορείτε να κάνετε αίτηση στη δική σας αγγελία εργασίας',
  'job-already-applied': 'Έχετε ήδη κάνει αίτηση για αυτή την εργασία',
  'job-application-moved-to': 'Μια αίτηση δεν μπορεί να γίνει «{status}»',
  'job-application-transition': 'Μια αίτηση σε κατάσταση «{from}» δεν μπορεί να γίνει «{to}»',
  'job-application-already-withdrawn': 'Η αίτηση έχει ήδη αποσυρθεί',
  'job-application-withdrawn': 'Η αίτηση αποσύρθηκε από τον αιτούντα',
  'job-withdraw-pending-only': 'Μόνο μια αίτηση σε αναμονή μπορεί να αποσυρθεί',
  'job-withdraw-applicant-only': 'Μόνο ο αιτών μπορεί να αποσύρει μια αίτηση',
  'job-withdraw-own-only': 'Μπορείτε μόνο να αποσύρετε την αίτησή σας',
  'job-employer-decides': 'Μόνο ο εργοδότης μπορεί να εγκρίνει ή να απορρίψει μια αίτηση',
  'rating-employer-only': 'Μόνο ο εργοδότης μπορεί να αξιολογήσει τον εργάτη αυτής της αίτησης',
  'rating-approved-only': 'Μπορείτε να αξιολογήσετε εργάτη μόνο για εγκεκριμένη αίτηση',
  'rating-already-rated': 'Έχετε ήδη αξιολογήσει αυτόν τον εργάτη για αυτή την εργασία',
  'worker-no-profile': 'Δεν έχετε προφίλ εργάτη',
  'worker-publish-needs-skill':
    'Προσθέστε τουλάχιστον μία δεξιότητα πριν δημοσιεύσετε το προφίλ σας',
  'worker-coordinates-shape': 'Οι συντεταγμένες πρέπει να είναι null ή αντικείμενο με lat και lng',
  'worker-lat-range': 'Το coordinates.lat πρέπει να είναι αριθμός από -90 έως 90',
  'worker-lng-range': 'Το coordinates.lng πρέπει να είναι αριθμός από -180 έως 180',
  'workers-lat-lng-together': 'Τα lat και lng δίνονται μαζί',
  'workers-unknown-skill': 'Άγνωστη δεξιότητα "{skill}" στο skills (μία από: {skills})',

  // --- Εισαγωγή δέντρων (issue 29)
  'import-no-rows': 'Το αρχείο δεν έχει γραμμές',
  'import-too-many-rows':
    'Το αρχείο έχει περισσότερες από 20000 γραμμές: χωρίστε το σε αρχεία των 20000 γραμμών το πολύ',
  'import-file-too-large': 'Το αρχείο πρέπει να είναι έως 10 MB',
  'import-not-utf8':
    'Το αρχείο πρέπει να είναι κείμενο UTF-8 (στο Excel: Αποθήκευση ως, CSV UTF-8)',
  'import-unclosed-quote': 'Το αρχείο CSV έχει πεδίο σε εισαγωγικά που δεν κλείνουν ποτέ',
  'import-not-geojson': 'Το αρχείο δεν είναι έγκυρο GeoJSON',
  'import-not-feature-collection':
    'Ένα αρχείο GeoJSON πρέπει να είναι FeatureCollection με στοιχεία σημείων (Point)',
  'import-no-coordinate-columns':
    'Δεν βρέθηκαν στήλες συντεταγμένων: το αρχείο χρειάζεται γεωγραφικό πλάτος και μήκος, ή x και y (ΕΓΣΑ87). Οι στήλες του: {columns}',
  'import-mapping-not-object':
    'Το mapping πρέπει να είναι αντικείμενο JSON από τα πεδία μας (lat, lng, x, y, code, category, title, state, plantingYear) στα ονόματα στηλών του αρχείου',
  'import-mapping-unknown-field':
    'Το mapping.{field} δεν είναι πεδίο δέντρου: χρησιμοποιήστε lat, lng, x, y, code, category, title, state ή plantingYear',
  'import-mapping-unknown-column':
    'Το mapping.{field} ορίζει τη στήλη «{column}», που δεν υπάρχει στο αρχείο. Οι στήλες του: {columns}',
  'import-mapping-needs-coordinates':
    'Το mapping πρέπει να ορίζει τις στήλες των lat και lng, ή των x και y (ΕΓΣΑ87)',
  'import-mapping-two-kinds':
    'Το mapping πρέπει να ορίζει είτε lat και lng είτε x και y, όχι και τα δύο',
  'import-code-taken':
    'Ένας κωδικός του αρχείου δόθηκε σε άλλο δέντρο κατά την εισαγωγή, οπότε δεν εισήχθη τίποτα. Δοκιμάστε ξανά.',
  'import-send-a-file':
    'Στείλτε τα δέντρα ως CSV (text/csv), GeoJSON (application/geo+json) ή ως ανέβασμα multipart/form-data με τμήμα file',
  'import-only-file-and-mapping': 'Στείλτε μόνο τα πεδία file και mapping',
  'import-file-required': 'Το πεδίο file είναι υποχρεωτικό: το αρχείο CSV ή GeoJSON των δέντρων',
  // --- Αρχεία ορίων (domains/boundaries, issue 29)
  'boundary-file-required':
    'Το πεδίο file είναι υποχρεωτικό: το αρχείο ορίων (GeoJSON, KML, KMZ ή συμπιεσμένο Shapefile)',
  'boundary-only-file': 'Στείλτε μόνο το πεδίο file',
  'boundary-file-empty': 'Το αρχείο είναι κενό',
  'boundary-unknown-format':
    'Το αρχείο δεν είναι GeoJSON, KML, KMZ ή συμπιεσμένο Shapefile (.zip με τα .shp, .dbf και .prj)',
  'boundary-bare-shp':
    'Στείλτε το Shapefile ως ένα .zip που περιέχει τα αρχεία .shp, .dbf και .prj',
  'boundary-not-utf8': 'Το αρχείο πρέπει να είναι κείμενο UTF-8',
  'boundary-not-json': 'Το αρχείο GeoJSON δεν είναι έγκυρο JSON',
  'boundary-not-geojson':
    'Το αρχείο δεν είναι GeoJSON: αναμενόταν FeatureCollection, Feature ή γεωμετρία',
  'boundary-not-xml': 'Το αρχείο KML δεν είναι έγκυρο XML',
  'boundary-not-kml': 'Το αρχείο δεν είναι KML: δεν έχει στοιχείο kml',
  'boundary-bad-zip': 'Το αρχείο δεν είναι αναγνώσιμο αρχείο zip',
  'boundary-zip-too-large': 'Το αρχείο zip αποσυμπιέζεται σε περισσότερα από 50 MB',
  'boundary-zip-empty': 'Το αρχείο zip δεν περιέχει έγγραφο KML ούτε Shapefile (.shp)',
  'boundary-shp-damaged':
    'Το Shapefile είναι κατεστραμμένο: το αρχείο .shp είναι ελλιπές ή δεν είναι .shp',
  'boundary-shp-not-polygons':
    'Το Shapefile περιέχει {kind}, όχι πολύγωνα: για όρια χρειάζεται Shapefile πολυγώνων',
  'boundary-prj-missing':
    'Το Shapefile δεν έχει αρχείο .prj, οπότε λείπει το σύστημα συντεταγμένων του: προσθέστε στο zip το .prj που το συνόδευε',
  'boundary-unknown-crs':
    'Το σύστημα συντεταγμένων «{crs}» δεν υποστηρίζεται: χρησιμοποιήστε WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) ή το ελληνικό ΕΓΣΑ87 (EPSG:2100)',
  'boundary-metres-without-crs':
    'Οι συντεταγμένες μοιάζουν με μέτρα, όχι μοίρες, αλλά το GeoJSON δεν ορίζει σύστημα συντεταγμένων: αποθηκεύστε το σε WGS 84 (EPSG:4326) ή προσθέστε μέλος «crs» με EPSG:2100 ή EPSG:3857',
  'boundary-no-polygon':
    'Το αρχείο δεν έχει πολύγωνο: τα όρια χρειάζονται σχήμα Polygon ή MultiPolygon',
  'boundary-empty-geometry': 'Το σχήμα «{name}» είναι κενό: δεν έχει συντεταγμένες',
  'boundary-bad-coordinates': 'Το σχήμα «{name}» έχει συντεταγμένες που δεν είναι ζεύγη αριθμών',
  'boundary-not-lat-lng':
    'Το σχήμα «{name}» έχει συντεταγμένες εκτός των ορίων γεωγραφικού πλάτους και μήκους',
  'boundary-too-few-points': 'Το σχήμα «{name}» έχει λιγότερα από 3 διακριτά σημεία',
  'boundary-no-area': 'Το σχήμα «{name}» δεν έχει εμβαδόν: τα σημεία του βρίσκονται σε μία ευθεία',
  'boundary-crosses-itself': 'Τα όρια «{name}» τέμνουν τον εαυτό τους κοντά στο {lat}, {lng}',
  'boundary-too-many-points':
    'Το σχήμα «{name}» έχει περισσότερα από {max} σημεία: απλοποιήστε το σε ένα πρόγραμμα GIS (τα όρια έχουν έως 1000)',
  // --- Ειδοποιήσεις με e-mail
  'unsubscribe-link-invalid':
    'Αυτός ο σύνδεσμος διαγραφής δεν είναι έγκυρος. Αλλάξτε ποια μηνύματα λαμβάνετε από τις Ρυθμίσεις.',

  'background-job-not-found': 'Η εργασία δεν βρέθηκε',
  'background-job-finished': 'Η εργασία έχει ήδη τελειώσει, άρα δεν μπορεί να ακυρωθεί',
  'background-job-file-not-found': 'Αυτή η εργασία δεν έχει αρχείο για λήψη',
  'background-job-lost':
    'Η εργασία σταμάτησε δύο φορές επειδή ο διακομιστής που την εκτελούσε σταμάτησε να απαντά. Ξεκινήστε την ξανά.',
  'background-job-failed': 'Η εργασία απέτυχε απροσδόκητα. Δοκιμάστε ξανά.',
};

/**
 * Words that fill placeholders (states, kinds, value types) in Greek; any other value
 * (a field name, a number, a client's input) is shown as it is.
 */
export const errorValuesEl: Record<string, string> = {
  // Harvest statuses.
  Pending: 'Σε αναμονή',
  Approved: 'Εγκεκριμένη',
  Rejected: 'Απορρίφθηκε',
  // Application statuses (rentals and workforce).
  pending: 'σε αναμονή',
  approved: 'εγκεκριμένη',
  rejected: 'απορριφθείσα',
  withdrawn: 'αποσυρμένη',
  // Orthophoto kinds.
  'A TIFF without GeoTIFF tags': 'ένα TIFF χωρίς ετικέτες GeoTIFF',
  'A PNG orthophoto': 'μια ορθοφωτογραφία PNG',
  'A JPEG orthophoto': 'μια ορθοφωτογραφία JPEG',
  // Why a service could not be reached.
  'connection refused': 'η σύνδεση απορρίφθηκε',
  'unknown host': 'άγνωστος διακομιστής',
  'connection reset': 'η σύνδεση διακόπηκε',
  'network error': 'σφάλμα δικτύου',
  'it is not JSON': 'δεν είναι JSON',
  // A tree import's file without column names.
  '(none)': '(καμία)',
  // Shape kinds of a Shapefile that holds no polygons (boundary files).
  points: 'σημεία',
  lines: 'γραμμές',
  multipoints: 'ομάδες σημείων',
  // Request parts.
  querystring: 'παράμετροι διεύθυνσης',
  params: 'παράμετροι διαδρομής',
  headers: 'κεφαλίδες',
  // Value types.
  'a string': 'κείμενο',
  'a string or null': 'κείμενο ή null',
  'a number': 'αριθμός',
  'a number or null': 'αριθμός ή null',
  'an integer': 'ακέραιος',
  'an integer or null': 'ακέραιος ή null',
  'a boolean': 'true ή false',
  'a boolean or null': 'true, false ή null',
  'a list': 'λίστα',
  'a list or null': 'λίστα ή null',
  'an object': 'αντικείμενο',
  'an object or null': 'αντικείμενο ή null',
};
