/*
 * CardAllocator: the malloc cardc's executable runs on.
 *
 * Why: linting is tens of thousands of short-lived allocations per file, most of them
 * libyaml's (four buffers per plain scalar, one copy per event value) and the rest the Swift
 * runtime's. Under callgrind, glibc's malloc costs about 150 instructions per malloc/free pair
 * even on its thread cache; this allocator about 40 (docs/performance.md). Every allocation of
 * cardc, libyaml and the Swift runtime in the cardc process comes here, through ELF symbol
 * interposition, which glibc supports for exactly this purpose. The test bundle links it too,
 * so the whole test suite runs on it; the CardCompiler library and the fuzzer do not.
 *
 * Design: small blocks (up to SMALL_MAX bytes) come in 16-byte size classes from memory each
 * thread carves out of its own 1 MiB regions, with one free list per class per thread. There
 * are no locks and no shared state: a block freed on another thread joins that thread's list
 * and is reused there. Small memory is kept for the life of the process (cardc is a
 * short-lived tool; its peak is measured by the benchmark). Larger and over-aligned blocks go
 * to glibc (__libc_malloc and friends), so large inputs cost what they did.
 *
 * Every block has a 16-byte header right before it: the size class, or for a glibc block a
 * tag, the requested size and the address glibc returned. That keeps free() and
 * malloc_usable_size() (which the Swift runtime uses for array capacities) exact.
 *
 * Sanitizer builds bring their own malloc, so there this file defines nothing; nor does a build
 * with -DCARDC_SYSTEM_MALLOC (`swift build -Xcc -DCARDC_SYSTEM_MALLOC`), the benchmark's
 * comparison build, nor one for another platform. cardc_allocator_status() says which.
 */
#include "CardAllocator.h"

/* Why this build does not define malloc, if it does not. */
#if !defined(__linux__)
#define CARDC_ALLOCATOR_OFF CARDC_ALLOCATOR_OTHER_PLATFORM
#elif defined(CARDC_SYSTEM_MALLOC)
#define CARDC_ALLOCATOR_OFF CARDC_ALLOCATOR_DISABLED
#elif defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define CARDC_ALLOCATOR_OFF CARDC_ALLOCATOR_SANITIZER
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define CARDC_ALLOCATOR_OFF CARDC_ALLOCATOR_SANITIZER
#endif
#endif

#if !defined(CARDC_ALLOCATOR_OFF)

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

extern void *__libc_malloc(size_t);
extern void __libc_free(void *);

#define ALIGNMENT 16u
#define HEADER 16u
#define SMALL_MAX 1024u
#define CLASSES (SMALL_MAX / ALIGNMENT + 1)
#define REGION (1u << 20)
#define TAG_SYSTEM 0xC0DEu  /* word 0 of a glibc block's header; small blocks hold their class */

typedef struct Header {
    uint64_t tag;     /* size class 1...CLASSES-1, or TAG_SYSTEM */
    uint64_t extra;   /* TAG_SYSTEM: requested size; the base glibc returned is below */
} Header;

typedef struct FreeBlock {
    struct FreeBlock *next;
} FreeBlock;

/* initial-exec: the executable's own TLS, one instruction away, and safe to touch from malloc
 * before any constructor has run. */
typedef struct ThreadCache {
    FreeBlock *lists[CLASSES];
    char *next;
    char *end;
} ThreadCache;

static __thread ThreadCache cache __attribute__((tls_model("initial-exec")));

static inline Header *header_of(void *p) {
    return (Header *)((char *)p - HEADER);
}

/* glibc's own malloc for what is not small: header, padding for the alignment, block.
 * The base pointer is kept just below the header. */
__attribute__((noinline)) static void *system_alloc(size_t size, size_t alignment) {
    if (alignment < ALIGNMENT) alignment = ALIGNMENT;
    size_t overhead = HEADER + sizeof(void *) + alignment;
    if (size > SIZE_MAX - overhead) {
        errno = ENOMEM;
        return NULL;
    }
    char *base = __libc_malloc(size + overhead);
    if (!base) return NULL;
    uintptr_t first = (uintptr_t)base + HEADER + sizeof(void *);
    uintptr_t user = (first + alignment - 1) & ~(uintptr_t)(alignment - 1);
    Header *h = header_of((void *)user);
    h->tag = TAG_SYSTEM;
    h->extra = size;
    ((void **)h)[-1] = base;
    return (void *)user;
}

static void *refill(size_t block) {
    char *region = mmap(NULL, REGION, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED) {
        errno = ENOMEM;
        return NULL;
    }
    cache.next = region + block;
    cache.end = region + REGION;
    return region;
}

/* Carves a block of class `cls` from the thread's region, taking a new region when it is used
 * up. Out of line, so the common case (a block from the free list) needs no stack frame. */
__attribute__((noinline)) static void *carve(size_t cls) {
    size_t block = HEADER + cls * ALIGNMENT;
    char *mem = cache.next;
    if (mem == NULL || (size_t)(cache.end - mem) < block) {
        mem = refill(block);
        if (!mem) return NULL;
    } else {
        cache.next = mem + block;
    }
    ((Header *)mem)->tag = cls;
    return mem + HEADER;
}

static inline void *small_alloc(size_t size) {
    size_t cls = (size + ALIGNMENT - 1) / ALIGNMENT;
    if (cls == 0) cls = 1;
    FreeBlock *b = cache.lists[cls];
    if (__builtin_expect(b != NULL, 1)) {
        cache.lists[cls] = b->next;
        return b;
    }
    return carve(cls);
}

/* The public functions call this rather than malloc(): a compiler may fold malloc followed by
 * memset into a call to calloc, which from inside calloc would never return. */
static inline void *allocate(size_t size) {
    if (size <= SMALL_MAX) return small_alloc(size);
    return system_alloc(size, ALIGNMENT);
}

void *malloc(size_t size) {
    return allocate(size);
}

void free(void *p) {
    if (!p) return;
    Header *h = header_of(p);
    uint64_t tag = h->tag;
    if (tag < CLASSES) {
        FreeBlock *b = p;
        b->next = cache.lists[tag];
        cache.lists[tag] = b;
        return;
    }
    __libc_free(((void **)h)[-1]);
}

size_t malloc_usable_size(void *p) {
    if (!p) return 0;
    Header *h = header_of(p);
    return h->tag < CLASSES ? (size_t)h->tag * ALIGNMENT : (size_t)h->extra;
}

void *calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = allocate(total);
    if (p) memset(p, 0, total);
    return p;
}

void *realloc(void *p, size_t size) {
    if (!p) return allocate(size);
    if (size == 0) {
        free(p);
        return NULL;
    }
    Header *h = header_of(p);
    int small = h->tag < CLASSES;
    size_t usable = malloc_usable_size(p);
    /* Within a small block's class, or shrinking a glibc block by at most half: keep it. */
    if (size <= usable && (small || size >= usable / 2)) {
        if (!small) h->extra = size;
        return p;
    }
    void *q = allocate(size);
    if (!q) return NULL;
    memcpy(q, p, usable < size ? usable : size);
    free(p);
    return q;
}

static int valid_alignment(size_t alignment) {
    return alignment != 0 && (alignment & (alignment - 1)) == 0;
}

void *memalign(size_t alignment, size_t size) {
    if (!valid_alignment(alignment)) {
        errno = EINVAL;
        return NULL;
    }
    if (alignment <= ALIGNMENT) return allocate(size);
    return system_alloc(size, alignment);
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (!valid_alignment(alignment) || alignment % sizeof(void *) != 0) return EINVAL;
    void *p = memalign(alignment, size);
    if (!p) return ENOMEM;
    *out = p;
    return 0;
}

void *valloc(size_t size) {
    return memalign((size_t)sysconf(_SC_PAGESIZE), size);
}

void *pvalloc(size_t size) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (size > SIZE_MAX - page) {
        errno = ENOMEM;
        return NULL;
    }
    return memalign(page, (size + page - 1) & ~(page - 1));
}

int cardc_allocator_status(void) { return CARDC_ALLOCATOR_ACTIVE; }

#else

int cardc_allocator_status(void) { return CARDC_ALLOCATOR_OFF; }

#endif
