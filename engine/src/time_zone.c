/* time_zone.c: offsets of named time zones ("Europe/Stockholm") from the system's zone data
 * (TZif files under /usr/share/zoneinfo), for native builds only.
 *
 * The reference itself knows no such names (its zones are Ruby's date library's, see
 * timestamp.c); this is the engine's extension, recorded in docs/deviations.md. The wasm build
 * has no zone data and says so. Deliberately simple: the offset is that of the last transition
 * at or before the instant (the files Debian ships list transitions up to 2037; later instants
 * keep the last listed offset), the first standard-time type before the first transition.
 * The file is read with plain read(2) into a local buffer, so nothing outlives the call even
 * if the run is stopped.
 */
#include "timedata.h"

#if !defined(__EMSCRIPTEN__)

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

/* Zone files are a few kilobytes; anything larger is not read. */
#define TZIF_MAX_BYTES 65536
#define ZONEINFO_DIR "/usr/share/zoneinfo/"

static uint32_t be32(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int64_t be64(const unsigned char *p) {
    return (int64_t)((uint64_t)be32(p) << 32 | be32(p + 4));
}

bool time_zone_from_system(const char *zone, int64_t at_ns, int32_t *offset_s) {
    char path[128];
    size_t zl = strlen(zone);
    if (zl + sizeof ZONEINFO_DIR >= sizeof path)
        return false;
    memcpy(path, ZONEINFO_DIR, sizeof ZONEINFO_DIR - 1);
    memcpy(path + sizeof ZONEINFO_DIR - 1, zone, zl + 1);
    int fd = open(path, O_RDONLY);
    if (fd < 0)
        return false;
    static _Thread_local unsigned char buf[TZIF_MAX_BYTES];
    size_t len = 0;
    for (;;) {
        ssize_t n = read(fd, buf + len, sizeof buf - len);
        if (n <= 0)
            break;
        len += (size_t)n;
        if (len == sizeof buf)
            break;
    }
    close(fd);
    if (len < 44 || memcmp(buf, "TZif", 4) != 0)
        return false;
    const unsigned char *h = buf;
    int version = buf[4];
    size_t time_size = 4;
    /* version 2+: skip the 32-bit block and use the 64-bit one */
    for (int pass = 0; pass < 2; pass++) {
        uint32_t isutc = be32(h + 20), isstd = be32(h + 24), leap = be32(h + 28);
        uint32_t timecnt = be32(h + 32), typecnt = be32(h + 36), charcnt = be32(h + 40);
        size_t body = (size_t)timecnt * time_size + timecnt + (size_t)typecnt * 6 + charcnt +
                      (size_t)leap * (time_size + 4) + isstd + isutc;
        if ((size_t)(h - buf) + 44 + body > len || typecnt == 0)
            return false;
        if (pass == 0 && version >= '2') {
            h += 44 + body;
            time_size = 8;
            if ((size_t)(h - buf) + 44 > len || memcmp(h, "TZif", 4) != 0)
                return false;
            continue;
        }
        const unsigned char *times = h + 44;
        const unsigned char *indices = times + (size_t)timecnt * time_size;
        const unsigned char *types = indices + timecnt;
        int64_t at = at_ns / NSECS_PER_SEC - ((at_ns % NSECS_PER_SEC) < 0 ? 1 : 0);
        int type = -1;
        for (uint32_t i = 0; i < timecnt; i++) {
            int64_t t = time_size == 8 ? be64(times + (size_t)i * 8) : (int32_t)be32(times + (size_t)i * 4);
            if (t > at)
                break;
            type = indices[i];
        }
        if (type < 0) {
            type = 0;
            for (uint32_t i = 0; i < typecnt; i++)
                if (types[i * 6 + 4] == 0) {   /* not daylight time */
                    type = (int)i;
                    break;
                }
        }
        if ((uint32_t)type >= typecnt)
            return false;
        *offset_s = (int32_t)be32(types + (size_t)type * 6);
        return true;
    }
    return false;
}

#endif
