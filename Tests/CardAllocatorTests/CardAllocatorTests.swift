#if os(Linux)
import CardAllocator
import Dispatch
import Glibc
import Testing

/// The malloc cardc's executable runs on. This bundle links it too, so these tests call the
/// very functions every other test in the bundle allocates through. Tests of its own fast paths
/// (block reuse, size classes) run only where it is active; a sanitizer build uses the
/// sanitizer's malloc instead, and there only the contract every malloc keeps is checked.
@Suite struct CardAllocatorTests {
    static let active = cardc_allocator_status() == CARDC_ALLOCATOR_ACTIVE

    @Test func isActiveOnLinuxUnlessASanitizerOwnsMalloc() {
        let status = cardc_allocator_status()
        #if os(Linux)
        #expect(status == CARDC_ALLOCATOR_ACTIVE || status == CARDC_ALLOCATOR_SANITIZER)
        #else
        #expect(status == CARDC_ALLOCATOR_OTHER_PLATFORM)
        #endif
    }

    @Test func everySizeIsAlignedUsableAndKeepsItsBytes() throws {
        // Many live blocks at once, each filled to its usable size with its own byte, then all
        // checked: a block that overlapped a neighbour or a header would show another byte.
        var blocks: [(pointer: UnsafeMutableRawPointer, usable: Int, byte: UInt8)] = []
        for size in Array(0...1100) + [1_500, 4_096, 65_536, 1 << 20] {
            let p = try #require(malloc(size))
            let usable = malloc_usable_size(p)
            #expect(usable >= size, "usable size \(usable) for \(size) bytes")
            #expect(Int(bitPattern: p) % 16 == 0, "\(size) bytes at a pointer not 16-byte aligned")
            let byte = UInt8(truncatingIfNeeded: size &* 31 &+ 7)
            memset(p, Int32(byte), usable)
            blocks.append((p, usable, byte))
        }
        for block in blocks {
            let bytes = UnsafeRawBufferPointer(start: block.pointer, count: block.usable)
            #expect(bytes.allSatisfy { $0 == block.byte })
            free(block.pointer)
        }
    }

    @Test(.enabled(if: active)) func aFreedSmallBlockIsReusedBySameSizeOnTheSameThread() throws {
        let p = try #require(malloc(40))
        free(p)
        let q = try #require(malloc(33)) // same 48-byte class
        #expect(q == p)
        #expect(malloc_usable_size(q) == 48)
        free(q)
    }

    /// glibc's manual asks this of a replacement free (callers check errno after cleaning up).
    @Test(.enabled(if: active)) func freeKeepsErrno() throws {
        for size in [8, 500, 100_000] {
            let p = try #require(malloc(size))
            errno = 1234
            free(p)
            #expect(errno == 1234, "free of \(size) bytes changed errno")
        }
    }

    @Test func callocZeroesReusedMemoryAndRefusesOverflow() throws {
        for size in [1, 24, 100, 1_024, 3_000] {
            let dirty = try #require(malloc(size))
            memset(dirty, 0xAB, size)
            free(dirty)
            let clean = try #require(calloc(1, size))
            #expect(UnsafeRawBufferPointer(start: clean, count: size).allSatisfy { $0 == 0 })
            free(clean)
        }
    }

    /// Sanitizers report these as errors rather than return, so only CardAllocator's own
    /// answers are checked: the ones glibc gives.
    @Test(.enabled(if: active)) func invalidRequestsFailAsGlibcsDo() throws {
        #expect(calloc(Int.max / 2, 4) == nil)
        #expect(errno == ENOMEM)
        #expect(malloc(Int.max) == nil)
        #expect(errno == ENOMEM)
        var p: UnsafeMutableRawPointer?
        #expect(posix_memalign(&p, 24, 10) == EINVAL)
        #expect(posix_memalign(&p, 4, 10) == EINVAL)
        #expect(memalign(48, 10) == nil)
        #expect(errno == EINVAL)
        let fresh = try #require(realloc(nil, 64))
        #expect(malloc_usable_size(fresh) >= 64)
        #expect(realloc(fresh, 0) == nil) // frees it, as glibc's does
    }

    @Test func reallocKeepsContentsAcrossEverySizeChange() throws {
        // small -> larger small -> large (glibc) -> larger -> smaller large -> small
        let sizes = [10, 200, 1_000, 5_000, 100_000, 60_000, 700, 16]
        var p = try #require(malloc(sizes[0]))
        for i in 0..<sizes[0] { p.storeBytes(of: UInt8(i & 0xFF), toByteOffset: i, as: UInt8.self) }
        var filled = sizes[0]
        for size in sizes.dropFirst() {
            p = try #require(realloc(p, size))
            #expect(malloc_usable_size(p) >= size)
            let kept = min(filled, size)
            let bytes = UnsafeRawBufferPointer(start: p, count: kept)
            #expect(bytes.indices.allSatisfy { bytes[$0] == UInt8($0 & 0xFF) }, "contents lost growing or shrinking to \(size)")
            for i in kept..<size { p.storeBytes(of: UInt8(i & 0xFF), toByteOffset: i, as: UInt8.self) }
            filled = size
        }
        free(p)
    }

    @Test func overAlignedRequestsAreAlignedAndFreeable() throws {
        for alignment in [8, 16, 32, 64, 256, 4_096, 65_536] {
            for size in [1, 100, 5_000] {
                var p: UnsafeMutableRawPointer?
                #expect(posix_memalign(&p, alignment, size) == 0)
                let q = try #require(p)
                #expect(Int(bitPattern: q) % alignment == 0)
                #expect(malloc_usable_size(q) >= size)
                memset(q, 0x5A, size)
                free(q)
                // C11 asks aligned_alloc for a multiple of the alignment (sanitizers enforce it).
                let r = try #require(aligned_alloc(alignment, (size + alignment - 1) / alignment * alignment))
                #expect(Int(bitPattern: r) % alignment == 0)
                free(r)
            }
        }
    }

    @Test func blocksAllocatedOnOneThreadAndFreedOnAnotherStayIntact() {
        // Each worker allocates blocks stamped with its index and hands them to the next worker,
        // which checks the stamp and frees them there, repeatedly: a list shared by mistake, or
        // a block given out twice, shows up as a wrong stamp.
        let workers = 4, rounds = 200, perRound = 64
        let mailboxes = (0..<workers).map { _ in Mailbox() }
        let failures = Mailbox()
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            for round in 0..<rounds {
                var outgoing: [Int] = []
                for k in 0..<perRound {
                    let size = 16 + (k * 37 + round) % 1_200
                    guard let p = malloc(size) else { failures.put([w]); continue }
                    memset(p, Int32(w + 1), size)
                    p.storeBytes(of: size, as: Int.self) // size first, then the stamp bytes
                    outgoing.append(Int(bitPattern: p))
                }
                mailboxes[(w + 1) % workers].put(outgoing)
                for address in mailboxes[w].takeAll() {
                    guard let p = UnsafeMutableRawPointer(bitPattern: address) else { continue }
                    let size = p.load(as: Int.self)
                    let stamp = p.load(fromByteOffset: size - 1, as: UInt8.self)
                    let sender = (w + workers - 1) % workers
                    if stamp != UInt8(sender + 1) || malloc_usable_size(p) < size { failures.put([address]) }
                    free(p)
                }
            }
        }
        for mailbox in mailboxes {
            for address in mailbox.takeAll() { free(UnsafeMutableRawPointer(bitPattern: address)) }
        }
        #expect(failures.takeAll().isEmpty)
    }
}

/// Addresses passed between threads, under a lock (the allocator under test must not be the
/// only thing keeping the test itself correct).
private final class Mailbox: @unchecked Sendable {
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var items: [Int] = []

    init() { pthread_mutex_init(lock, nil) }
    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
    }

    func put(_ new: [Int]) {
        pthread_mutex_lock(lock)
        items.append(contentsOf: new)
        pthread_mutex_unlock(lock)
    }

    func takeAll() -> [Int] {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        let taken = items
        items = []
        return taken
    }
}
#endif
