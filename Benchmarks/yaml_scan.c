/*
 * yaml_scan: the C floor for `cardc lint`.
 *
 * For every path given (a file as named, or a directory searched recursively for
 * *.card.yaml / *.card.yml, skipping entries whose name starts with '.', as cardc does),
 * reads the file with one read() into memory and runs libyaml's event parser over it
 * (yaml_parser_parse until YAML_STREAM_END_EVENT, yaml_event_delete on every event).
 * Single-threaded. Nothing is built from the events; this is the cost of tokenising and
 * parsing alone, the least any libyaml-based linter has to pay.
 *
 * Prints: files=N bytes=N events=N documents=N errors=N
 * Exit status: 0 all parsed, 1 a YAML error in some file, 2 a path could not be read.
 *
 * Build: cc -O2 -o yaml_scan yaml_scan.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

static unsigned long long n_files, n_bytes, n_events, n_documents, n_errors;
static int unreadable;

static int has_suffix(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && memcmp(s + n - m, suffix, m) == 0;
}

static int is_spec_file(const char *name) {
    return has_suffix(name, ".card.yaml") || has_suffix(name, ".card.yml");
}

static void scan_file(const char *path) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        fprintf(stderr, "yaml_scan: %s: %s\n", path, strerror(errno));
        unreadable = 1;
        return;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        fprintf(stderr, "yaml_scan: %s: %s\n", path, strerror(errno));
        close(fd);
        unreadable = 1;
        return;
    }
    size_t size = (size_t)st.st_size;
    unsigned char *buf = malloc(size ? size : 1);
    if (!buf) {
        fprintf(stderr, "yaml_scan: %s: out of memory\n", path);
        exit(2);
    }
    /* One read() for the whole file; the loop only covers a short read. */
    size_t got = 0;
    while (got < size) {
        ssize_t r = read(fd, buf + got, size - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        got += (size_t)r;
    }
    close(fd);

    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "yaml_scan: cannot initialise libyaml\n");
        exit(2);
    }
    yaml_parser_set_input_string(&parser, buf, got);
    yaml_event_t event;
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%lu:%lu: error: %s\n", path, (unsigned long)parser.problem_mark.line + 1,
                    (unsigned long)parser.problem_mark.column + 1, parser.problem ? parser.problem : "YAML error");
            n_errors++;
            break;
        }
        n_events++;
        yaml_event_type_t type = event.type;
        if (type == YAML_DOCUMENT_START_EVENT) n_documents++;
        yaml_event_delete(&event);
        if (type == YAML_STREAM_END_EVENT) break;
    }
    yaml_parser_delete(&parser);
    free(buf);
    n_files++;
    n_bytes += got;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void scan_directory(const char *dir) {
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "yaml_scan: %s: %s\n", dir, strerror(errno));
        unreadable = 1;
        return;
    }
    /* Sorted, so the order of work is stable from run to run. */
    size_t count = 0, cap = 64;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.') continue;
        if (count == cap) names = realloc(names, (cap *= 2) * sizeof *names);
        names[count++] = strdup(e->d_name);
    }
    closedir(d);
    qsort(names, count, sizeof *names, compare_names);

    size_t dlen = strlen(dir);
    int slash = dlen > 0 && dir[dlen - 1] == '/';
    for (size_t i = 0; i < count; i++) {
        size_t len = dlen + 1 + strlen(names[i]) + 1;
        char *path = malloc(len);
        snprintf(path, len, slash ? "%s%s" : "%s/%s", dir, names[i]);
        struct stat st;
        if (stat(path, &st) == 0) {
            if (S_ISDIR(st.st_mode)) {
                scan_directory(path);
            } else if (S_ISREG(st.st_mode) && is_spec_file(names[i])) {
                scan_file(path);
            }
        }
        free(path);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml_scan PATH...\n");
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        struct stat st;
        if (stat(argv[i], &st) != 0) {
            fprintf(stderr, "yaml_scan: %s: %s\n", argv[i], strerror(errno));
            unreadable = 1;
        } else if (S_ISDIR(st.st_mode)) {
            scan_directory(argv[i]);
        } else {
            scan_file(argv[i]);
        }
    }
    printf("files=%llu bytes=%llu events=%llu documents=%llu errors=%llu\n", n_files, n_bytes, n_events,
           n_documents, n_errors);
    return unreadable ? 2 : (n_errors ? 1 : 0);
}
