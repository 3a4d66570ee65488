#ifndef LOCKSHOT_LOCALE_H
#define LOCKSHOT_LOCALE_H
/// The locale a compiled widget runs in (`LOCKSHOT_LOCALE`, else en_US: an iPhone's default), as an
/// ICU identifier. Foundation on Linux fixes `Locale.current` to en_001 ("English, world": `1 Jan 2026`,
/// `US$`, `¤220.00`); the ICU entry points below give its formatters this locale instead.
const char *lockshot_locale(void);
#endif
