#ifndef CARD_ALLOCATOR_H
#define CARD_ALLOCATOR_H

#if defined(__linux__)
/* malloc_usable_size and memalign, which CardAllocator also defines, for its tests. */
#include <malloc.h>
#endif

/* What cardc_allocator_status() returns. */
#define CARDC_ALLOCATOR_ACTIVE 1          /* malloc and friends are CardAllocator's */
#define CARDC_ALLOCATOR_SANITIZER 2       /* a sanitizer build: the sanitizer's malloc */
#define CARDC_ALLOCATOR_DISABLED 3        /* built with -DCARDC_SYSTEM_MALLOC */
#define CARDC_ALLOCATOR_OTHER_PLATFORM 4  /* not Linux: the system's malloc */

/* Whether this process runs on CardAllocator's malloc, and if not, why. */
int cardc_allocator_status(void);

#endif
