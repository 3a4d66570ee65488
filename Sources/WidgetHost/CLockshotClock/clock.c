// The render clock for widgets compiled against lockshot's SwiftUI (docs/swift-sources.md).
// These definitions come before libc's in the executable's lookup order (the host library is
// linked before libc), so Foundation's Date() and its formatters read them. Other clocks
// (CLOCK_MONOTONIC: Dispatch, Swift concurrency) go to the real clock_gettime.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <math.h>
#include <stddef.h>
#include <sys/time.h>
#include <time.h>
#include "lockshot_clock.h"


int clock_gettime(clockid_t id, struct timespec *ts) {
    if (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE) {
        double render_clock = lockshot_render_clock();
        double whole = floor(render_clock);
        ts->tv_sec = (time_t)whole;
        ts->tv_nsec = (long)((render_clock - whole) * 1e9);
        return 0;
    }
    static int (*real)(clockid_t, struct timespec *);
    if (!real) real = (int (*)(clockid_t, struct timespec *))dlsym(RTLD_NEXT, "clock_gettime");
    return real(id, ts);
}

int gettimeofday(struct timeval *restrict tv, void *restrict zone) {
    (void)zone;
    double render_clock = lockshot_render_clock();
    double whole = floor(render_clock);
    tv->tv_sec = (time_t)whole;
    tv->tv_usec = (suseconds_t)((render_clock - whole) * 1e6);
    return 0;
}

time_t time(time_t *out) {
    time_t now = (time_t)floor(lockshot_render_clock());
    if (out) *out = now;
    return now;
}
