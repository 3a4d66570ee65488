// The random numbers a compiled widget sees: one fixed stream, so a widget that picks a colour with
// `randomElement()` or places a shape at `Double.random(in:)` draws the same picture on every run, and its
// goldens hold (docs/swift-sources.md). Swift's SystemRandomNumberGenerator asks the kernel through
// syscall(SYS_getrandom, …) on Linux (libswiftCore imports syscall, not getrandom); Foundation's UUID() reads
// /dev/urandom; C code may call getrandom or arc4random. Like the clock's functions, these definitions come
// before libc's in the widget program's lookup order; every other system call, file and read goes to libc's.
// The stream is SplitMix64 from a fixed seed, counter-based, so concurrent callers each get distinct values.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <unistd.h>

static _Atomic uint64_t lockshot_random_state = 0x6c6f636b73686f74ULL; // "lockshot"

static uint64_t lockshot_random_next(void) {
    uint64_t z = atomic_fetch_add(&lockshot_random_state, 0x9e3779b97f4a7c15ULL) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void lockshot_random_fill(void *buffer, size_t length) {
    unsigned char *bytes = buffer;
    while (length > 0) {
        uint64_t word = lockshot_random_next();
        size_t n = length < sizeof word ? length : sizeof word;
        memcpy(bytes, &word, n);
        bytes += n;
        length -= n;
    }
}

ssize_t getrandom(void *buffer, size_t length, unsigned int flags) {
    (void)flags;
    lockshot_random_fill(buffer, length);
    return (ssize_t)length;
}

void arc4random_buf(void *buffer, size_t length) { lockshot_random_fill(buffer, length); }

uint32_t arc4random(void) { return (uint32_t)(lockshot_random_next() >> 32); }

uint32_t arc4random_uniform(uint32_t bound) {
    if (bound < 2) return 0;
    // Lemire's rejection: no modulo bias.
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint64_t product = (uint64_t)arc4random() * bound;
        if ((uint32_t)product >= threshold) return (uint32_t)(product >> 32);
    }
}

long syscall(long number, ...) {
    va_list list;
    va_start(list, number);
    long a[6];
    for (int i = 0; i < 6; i++) a[i] = va_arg(list, long);
    va_end(list);
    if (number == SYS_getrandom) return (long)getrandom((void *)a[0], (size_t)a[1], (unsigned int)a[2]);
    static long (*real)(long, ...);
    if (!real) real = (long (*)(long, ...))dlsym(RTLD_NEXT, "syscall");
    return real(number, a[0], a[1], a[2], a[3], a[4], a[5]);
}

// The random devices, read as the stream: descriptors opened on them through open/openat are remembered, and a
// read of one that still is a random device (checked by fstat, in case the number was reused) is answered here.
enum { remembered_limit = 1024 };
static _Atomic unsigned char random_devices[remembered_limit];

static int is_random_device_path(const char *path) {
    return path && (strcmp(path, "/dev/urandom") == 0 || strcmp(path, "/dev/random") == 0);
}

static int remember(int fd, const char *path) {
    if (fd >= 0 && fd < remembered_limit) random_devices[fd] = is_random_device_path(path);
    return fd;
}

static mode_t open_mode(int flags, va_list list) {
    return (flags & O_CREAT) || (flags & O_TMPFILE) == O_TMPFILE ? va_arg(list, mode_t) : 0;
}

int open(const char *path, int flags, ...) {
    va_list list;
    va_start(list, flags);
    mode_t mode = open_mode(flags, list);
    va_end(list);
    static int (*real)(const char *, int, ...);
    if (!real) real = (int (*)(const char *, int, ...))dlsym(RTLD_NEXT, "open");
    return remember(real(path, flags, mode), path);
}

int openat(int directory, const char *path, int flags, ...) {
    va_list list;
    va_start(list, flags);
    mode_t mode = open_mode(flags, list);
    va_end(list);
    static int (*real)(int, const char *, int, ...);
    if (!real) real = (int (*)(int, const char *, int, ...))dlsym(RTLD_NEXT, "openat");
    return remember(real(directory, path, flags, mode), path);
}

int close(int fd) {
    if (fd >= 0 && fd < remembered_limit) random_devices[fd] = 0;
    static int (*real)(int);
    if (!real) real = (int (*)(int))dlsym(RTLD_NEXT, "close");
    return real(fd);
}

ssize_t read(int fd, void *buffer, size_t length) {
    if (fd >= 0 && fd < remembered_limit && random_devices[fd]) {
        struct stat status;
        // /dev/random is character device 1:8, /dev/urandom 1:9.
        if (fstat(fd, &status) == 0 && S_ISCHR(status.st_mode) && major(status.st_rdev) == 1
            && (minor(status.st_rdev) == 8 || minor(status.st_rdev) == 9)) {
            lockshot_random_fill(buffer, length);
            return (ssize_t)length;
        }
        random_devices[fd] = 0;
    }
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT, "read");
    return real(fd, buffer, length);
}
