// The locale of widgets compiled against lockshot's SwiftUI (docs/swift-sources.md, "Locale").
//
// swift-foundation on Linux hard-codes the current locale to en_001 (Locale_Cache.swift, preferences()), with
// no environment variable to change it, so `date.formatted()`, `DateFormatter()`, `NumberFormatter` with
// `.currency` and every FormatStyle without an explicit locale format as "English (world)". Foundation reaches
// ICU through lib_FoundationICU's `swift_`-prefixed C functions; the definitions here come first in the
// program's lookup order (the host library is linked before Foundation's), as the clock's do, and hand ICU the
// chosen locale wherever Foundation asks for en_001. A locale the widget names itself (`Locale(identifier:
// "de_DE")`) reaches ICU unchanged.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "lockshot_locale.h"

typedef uint16_t UChar;

static char chosen[96] = "en_US";
static char chosen_region[16] = "US";
static int initialized;

static void initialize(void) {
    if (initialized) return;
    initialized = 1;
    const char *env = getenv("LOCKSHOT_LOCALE");
    // An identifier lockshot checked (letters, digits, '_' and '-'); anything else keeps en_US.
    if (env && *env && strlen(env) < sizeof chosen && strspn(env, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-") == strlen(env)) {
        strcpy(chosen, env);
        for (char *c = chosen; *c; c++) if (*c == '-') *c = '_';
    }
    // The region: the first part after the language of two letters or three digits (de_DE, zh_Hant_TW, es_419).
    chosen_region[0] = 0;
    for (const char *part = strchr(chosen, '_'); part; part = strchr(part + 1, '_')) {
        size_t n = strcspn(part + 1, "_");
        if (n == 2 || (n == 3 && part[1] >= '0' && part[1] <= '9')) {
            memcpy(chosen_region, part + 1, n);
            chosen_region[n] = 0;
            break;
        }
    }
}

const char *lockshot_locale(void) {
    initialize();
    return chosen;
}

// Foundation's current locale as ICU sees it (en_001, en_001@calendar=gregorian, und_001@… for region
// preferences) becomes the chosen one, keywords kept. One buffer per thread: ICU copies the identifier.
static const char *substitute(const char *locale) {
    static __thread char buffer[256];
    initialize();
    if (!locale) return locale;
    const char *rest;
    if (strncmp(locale, "en_001", 6) == 0 && (locale[6] == 0 || locale[6] == '@')) {
        rest = locale + 6;
        if (strlen(chosen) + strlen(rest) >= sizeof buffer) return locale;
        strcpy(buffer, chosen);
    } else if (strncmp(locale, "und_001", 7) == 0 && (locale[7] == 0 || locale[7] == '@') && chosen_region[0]) {
        rest = locale + 7;
        if (4 + strlen(chosen_region) + strlen(rest) >= sizeof buffer) return locale;
        strcpy(buffer, "und_");
        strcat(buffer, chosen_region);
    } else {
        return locale;
    }
    strcat(buffer, rest);
    return buffer;
}

// The next definition (ICU's), typed as this one.
#define REAL(name) \
    static __typeof__(&name) real; \
    if (!real) real = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

void *swift_udat_open(int timeStyle, int dateStyle, const char *locale, const UChar *tzID, int32_t tzIDLength,
                      const UChar *pattern, int32_t patternLength, int *status) {
    REAL(swift_udat_open);
    return real(timeStyle, dateStyle, substitute(locale), tzID, tzIDLength, pattern, patternLength, status);
}

void *swift_udatpg_open(const char *locale, int *status) {
    REAL(swift_udatpg_open);
    return real(substitute(locale), status);
}

void *swift_unum_open(int style, const UChar *pattern, int32_t patternLength, const char *locale, void *parseError, int *status) {
    REAL(swift_unum_open);
    return real(style, pattern, patternLength, substitute(locale), parseError, status);
}

void *swift_unumf_openForSkeletonAndLocale(const UChar *skeleton, int32_t skeletonLength, const char *locale, int *status) {
    REAL(swift_unumf_openForSkeletonAndLocale);
    return real(skeleton, skeletonLength, substitute(locale), status);
}

void *swift_ureldatefmt_open(const char *locale, void *numberFormat, int width, int capitalization, int *status) {
    REAL(swift_ureldatefmt_open);
    return real(substitute(locale), numberFormat, width, capitalization, status);
}

void *swift_ulistfmt_open(const char *locale, int *status) {
    REAL(swift_ulistfmt_open);
    return real(substitute(locale), status);
}

void *swift_ulistfmt_openForType(const char *locale, int type, int width, int *status) {
    REAL(swift_ulistfmt_openForType);
    return real(substitute(locale), type, width, status);
}

void *swift_udtitvfmt_open(const char *locale, const UChar *skeleton, int32_t skeletonLength, const UChar *tzID,
                           int32_t tzIDLength, int *status) {
    REAL(swift_udtitvfmt_open);
    return real(substitute(locale), skeleton, skeletonLength, tzID, tzIDLength, status);
}

void *swift_ucal_open(const UChar *zoneID, int32_t length, const char *locale, int type, int *status) {
    REAL(swift_ucal_open);
    return real(zoneID, length, substitute(locale), type, status);
}

int32_t swift_ucurr_forLocale(const char *locale, UChar *buffer, int32_t capacity, int *status) {
    REAL(swift_ucurr_forLocale);
    return real(substitute(locale), buffer, capacity, status);
}

void *swift_ulocdata_open(const char *locale, int *status) {
    REAL(swift_ulocdata_open);
    return real(substitute(locale), status);
}

int swift_ulocdata_getMeasurementSystem(const char *locale, int *status) {
    REAL(swift_ulocdata_getMeasurementSystem);
    return real(substitute(locale), status);
}
