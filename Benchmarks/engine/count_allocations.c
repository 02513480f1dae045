/* Counts every heap allocation of the process, for Benchmarks/engine.sh: the benchmark links
 * this object, whose malloc family takes precedence over the C library's (symbol
 * interposition by the executable) and forwards to glibc's own entry points. Linux/glibc only. */
#define _GNU_SOURCE
#include <stddef.h>
#include <errno.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static long allocations;

void *malloc(size_t n) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); return __libc_malloc(n); }
void *calloc(size_t a, size_t b) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); return __libc_calloc(a, b); }
void *realloc(void *p, size_t n) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); return __libc_realloc(p, n); }
void *memalign(size_t a, size_t n) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); return __libc_memalign(a, n); }
void *aligned_alloc(size_t a, size_t n) { __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED); return __libc_memalign(a, n); }
int posix_memalign(void **out, size_t a, size_t n) {
    __atomic_add_fetch(&allocations, 1, __ATOMIC_RELAXED);
    void *p = __libc_memalign(a, n);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}
void free(void *p) { __libc_free(p); }

long cardc_bench_allocations(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
