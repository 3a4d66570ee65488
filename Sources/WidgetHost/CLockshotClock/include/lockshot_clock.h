#ifndef LOCKSHOT_CLOCK_H
#define LOCKSHOT_CLOCK_H
/// The render clock a compiled widget sees, in seconds since 1970: defined in Swift (`SwiftUI`
/// module, `@_cdecl`), read here by clock_gettime(CLOCK_REALTIME), gettimeofday and time, so a
/// preview's `Date()`, `Date.now` and every formatter see lockshot's `now`.
double lockshot_render_clock(void);
#endif
