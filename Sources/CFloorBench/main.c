// cfloor-bench: the C floor of `make bench`, the fastest C we know for each output.
//
// Draws the same frames as the Swift scenes (CoinsScene, BotsScene and the benchmark's busy
// frame) with direct cairo, librsvg and fontconfig calls, font faces made once, one image reused
// across frames, and per output the best technique we know:
// - image surfaces: each SVG asset cached as an image of exactly its device size and composited
//   (assets.c; a plain copy on whole pixels, the nearest 1/32-pixel phase between pixels);
//   `--raster recording` replays the recording surfaces instead (what MotionCanvas does today,
//   the same pixels as Swift);
// - PDF and SVG: each asset's recording surface, drawn as is, so a document stores it once;
// - PNG files: the encoder setting given by `--png` (png.c), by default the fastest one measured
//   whose files are no larger than MotionRender's default (`balanced`) on the same frames.
// The Swift benchmark runs it as a child process and reads its `seconds`/`bytes` lines.
//
// Usage: cfloor-bench [OPTIONS] CASE ARGS...
//   draw SCENE T SCALE RUNS REPEAT       RUNS lines "seconds S": the mean of REPEAT draws into one image
//   draw-sequence SCENE FRAMES SCALE RUNS  frames i/30 s drawn into one image, not encoded; "seconds S" per run,
//                                        then the raster cache's "cache-hits N", "cache-misses N", "cache-bytes N"
//   png-sequence SCENE DIR FRAMES SCALE RUNS  frames i/30 s written as PNG files, one core; "seconds S"
//                                        per run, then the last run's "bytes N" and its stages in seconds:
//                                        "draw", "convert", "filter", "compress", "write"
//   pdf-sequence SCENE FRAMES RUNS       one FRAMES-page PDF, kept in memory; "seconds S", "bytes N"
//   svg-sequence SCENE FRAMES RUNS       FRAMES SVG documents, each kept in memory in turn; "seconds S",
//                                        "bytes N" (the documents' total size)
//   svg-memory SCENE FRAMES              FRAMES SVG documents; "rss FRAME KIB" (resident memory) after
//                                        frames 1, FRAMES/4, FRAMES/2 and FRAMES; with --copies, then
//                                        "copies-made N" and "copies-freed N" (copies cairo has released)
//   encode SCENE T SCALE RUNS SETTING... one frame encoded RUNS times per setting; per run
//                                        "encode SETTING SECONDS BYTES CONVERT FILTER COMPRESS"
//   compare SCENE FRAMES SCALE           each frame drawn with --raster recording and with the options
//                                        given; "compare FRAME MAE MAX_DELTA REGION_MAE" for frames that
//                                        differ, then "worst-mae M", "worst-region-mae M", "max-delta D"
//   asset-error FILE SIZE STEPS          one asset (under Resources/) drawn SIZE pixels wide at the sub-pixel
//                                        offsets (i, j) / STEPS, with --raster recording and with the options
//                                        given, on the light background; "asset-error MEAN WORST MAX_DELTA": the
//                                        mean absolute error over the asset's rect (plus one pixel each side),
//                                        the mean over offsets and the worst, and the largest channel delta
//   write SCENE T SCALE FILE             one frame as PNG (cairo's writer), to compare pixels
//   still SCENE T SCALE FILE             one frame drawn once and written as a PNG file with the --png
//                                        setting: a still from process start to exit, as `motion render`
//   text-still RUNS REPEAT               a six-line paragraph in three scripts laid out and drawn afresh
//   text-write FILE                      that paragraph as PNG, to compare pixels
//   coach-draw, coach-write              the coach scene of the drawing model (coach.c)
// Every case ends with "peak-kib N": the process's own peak resident memory (VmHWM), which the
// benchmark reports rather than wait4's figure (Linux reports a child's ru_maxrss as at least its
// parent's at the spawn).
// SCENE is coins, bots, busy, leaderboard or level-up (the example package's scene, with its default props). OPTIONS:
//   --resources DIR                      Resources/ (default: ./Resources)
//   --fps N                              png-, pdf- and svg-sequence draw frame i at i / N s (default: i / 30 s,
//                                        PDF and SVG looping over the first 180 frames)
//   --example-resources DIR              the example package's resources, for level-up
//                                        (default: ./Examples/MyScenes/Sources/MyScenes/Resources)
//   --raster recording|cache|librsvg     how assets are drawn on images (default cache)
//   --moving bilinear|recording|phases:N how the cache draws an asset between pixels (default phases:32)
//   --png SETTING                        cairo, libpng:L[:STRATEGY][:FILTER], zlib:L[:STRATEGY][:FILTER]
//                                        or libdeflate:L[:FILTER] (STRATEGY default|filtered|rle|huffman|fixed,
//                                        FILTER none|sub|up|paeth|adaptive)
//   --copies                             vector documents draw fresh copies of the recordings
// Exit status 0, 64 for bad usage, or 1 with a message on stderr.
#include "floor.h"
#include "text.h"
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/// The fastest setting measured whose files are no larger than MotionRender's `balanced` (zlib
/// level 4 without row filters) on the coins and busy frames and sequences (docs/performance.md).
static const char *default_png = "libdeflate:3:none";

/// `--fps`: sequences draw frame i at i / fps seconds when it is given; 0 keeps each case's own times.
static double sequence_fps;
static double sequence_time(int i, double own) { return sequence_fps > 0 ? i / sequence_fps : own; }

/// A document's bytes in memory, as the Swift renderer returns them (its buffer is reused).
typedef struct {
    unsigned char *bytes;
    size_t length, capacity;
} buffer;

static cairo_status_t append_bytes(void *closure, const unsigned char *data, unsigned int length) {
    buffer *b = closure;
    if (b->length + length > b->capacity) {
        b->capacity = (b->length + length) * 2;
        b->bytes = realloc(b->bytes, b->capacity);
        if (!b->bytes) return CAIRO_STATUS_NO_MEMORY;
    }
    memcpy(b->bytes + b->length, data, length);
    b->length += length;
    return CAIRO_STATUS_SUCCESS;
}

static cairo_surface_t *image_surface(double k) {
    return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)lround(360 * k), (int)lround(280 * k));
}

/// The process's own peak resident memory in KiB (VmHWM in /proc/self/status), or -1.
static long peak_kib(void) {
    char line[256];
    long kib = -1;
    FILE *file = fopen("/proc/self/status", "r");
    if (!file) return -1;
    while (fgets(line, sizeof line, file)) {
        if (strncmp(line, "VmHWM:", 6) == 0) kib = atol(line + 6);
    }
    fclose(file);
    return kib;
}

/// One SVG document of `which` at `t` (360 × 280 pt) into `output` (emptied first). Not inlined,
/// so instruction counts can be collected per document (valgrind --toggle-collect=svg_document).
__attribute__((noinline)) void svg_document(scene which, double t, buffer *output) {
    output->length = 0;
    cairo_surface_t *svg = cairo_svg_surface_create_for_stream(append_bytes, output, 360, 280);
    cairo_svg_surface_set_document_unit(svg, CAIRO_SVG_UNIT_PX);
    draw_frame(svg, which, t, 1);
    cairo_surface_finish(svg);
    cairo_surface_destroy(svg);
    asset_document_end();
}

/// One PDF of `which` with a page per time `i / 30` s, `i < frames`, into `output` (emptied first).
__attribute__((noinline)) void pdf_document(scene which, int frames, buffer *output) {
    output->length = 0;
    cairo_surface_t *pdf = cairo_pdf_surface_create_for_stream(append_bytes, output, 360, 280);
    cairo_pdf_surface_set_metadata(pdf, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z");
    for (int i = 0; i < frames; i++) draw_frame(pdf, which, sequence_time(i, (i % 180) / 30.0), 1);
    cairo_surface_finish(pdf);
    cairo_surface_destroy(pdf);
    asset_document_end();
}

/// The coach scene's commands (coach.c); -1 for any other command.
int coach_main(const char *resources, const char *command, char **args, int count);

static int usage(void) {
    fprintf(stderr, "usage: cfloor-bench [--resources DIR] [--example-resources DIR] [--fps N] [--raster MODE] [--moving MODE] [--png SETTING] [--copies] "
                    "draw|draw-sequence|png-sequence|pdf-sequence|svg-sequence|svg-memory|encode|compare|write|still|text-still|text-write|coach-draw|coach-write ARGS...\n");
    return 64;
}

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "cfloor-bench: %s: %s\n", what, detail);
    exit(1);
}

/// Writes `length` bytes to `path` (created or truncated), as a frame file.
static void write_file(const char *path, const unsigned char *bytes, size_t length) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) fail("cannot create", path);
    while (length > 0) {
        ssize_t n = write(fd, bytes, length);
        if (n <= 0) fail("cannot write", path);
        bytes += n;
        length -= (size_t)n;
    }
    if (close(fd) != 0) fail("cannot close", path);
}

/// Resident memory in KiB (from /proc/self/statm).
static long resident_kib(void) {
    long pages = 0, resident = 0;
    FILE *file = fopen("/proc/self/statm", "r");
    if (!file || fscanf(file, "%ld %ld", &pages, &resident) != 2) fail("/proc/self/statm", "cannot be read");
    fclose(file);
    return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

/// Mean absolute channel difference in [0, 1], the largest channel difference, and the mean
/// over the smallest rectangle holding every differing pixel (0 when none differ).
static void difference(cairo_surface_t *a, cairo_surface_t *b, double *mae, int *max_delta, double *region_mae) {
    int width = cairo_image_surface_get_width(a), height = cairo_image_surface_get_height(a);
    int stride = cairo_image_surface_get_stride(a);
    const unsigned char *p = cairo_image_surface_get_data(a), *q = cairo_image_surface_get_data(b);
    unsigned long total = 0;
    int worst = 0, x0 = width, y0 = height, x1 = -1, y1 = -1;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width * 4; x++) {
            int d = abs(p[(size_t)y * stride + x] - q[(size_t)y * stride + x]);
            if (!d) continue;
            total += (unsigned long)d;
            if (d > worst) worst = d;
            if (x / 4 < x0) x0 = x / 4;
            if (x / 4 > x1) x1 = x / 4;
            if (y < y0) y0 = y;
            y1 = y;
        }
    }
    *mae = (double)total / ((double)width * height * 4 * 255);
    *max_delta = worst;
    *region_mae = x1 < 0 ? 0 : (double)total / ((double)(x1 - x0 + 1) * (y1 - y0 + 1) * 4 * 255);
}

int main(int argc, char **argv) {
    int first = 1;
    png_setting png;
    const char *png_text = default_png;
    while (first < argc && strncmp(argv[first], "--", 2) == 0) {
        const char *option = argv[first];
        if (strcmp(option, "--copies") == 0) {
            vector_copies = 1;
            first += 1;
            continue;
        }
        if (first + 1 >= argc) return usage();
        const char *value = argv[first + 1];
        if (strcmp(option, "--resources") == 0) {
            resources = value;
        } else if (strcmp(option, "--fps") == 0) {
            sequence_fps = atof(value);
            if (!(sequence_fps > 0 && sequence_fps <= 1000)) {
                fprintf(stderr, "cfloor-bench: --fps %s: expected frames per second in (0, 1000]\n", value);
                return 64;
            }
        } else if (strcmp(option, "--example-resources") == 0) {
            example_resources = value;
        } else if (strcmp(option, "--raster") == 0) {
            if (strcmp(value, "recording") == 0) raster_assets = RASTER_RECORDING;
            else if (strcmp(value, "cache") == 0) raster_assets = RASTER_CACHE;
            else if (strcmp(value, "librsvg") == 0) raster_assets = RASTER_LIBRSVG;
            else return usage();
        } else if (strcmp(option, "--moving") == 0) {
            if (strcmp(value, "bilinear") == 0) raster_moving = MOVING_BILINEAR;
            else if (strcmp(value, "recording") == 0) raster_moving = MOVING_RECORDING;
            else if (strncmp(value, "phases:", 7) == 0 && atoi(value + 7) >= 1 && atoi(value + 7) <= 64) {
                raster_moving = MOVING_PHASES;
                raster_phases = atoi(value + 7);
            } else return usage();
        } else if (strcmp(option, "--png") == 0) {
            png_text = value;
        } else {
            return usage();
        }
        first += 2;
    }
    if (parse_png_setting(png_text, &png)) {
        fprintf(stderr, "cfloor-bench: unknown PNG setting '%s'\n", png_text);
        return 64;
    }
    if (argc <= first) return usage();
    const char *name = argv[first];
    char **args = argv + first + 1;
    int count = argc - first - 1;
    int coach = coach_main(resources, name, args, count);
    if (coach >= 0) {
        if (coach == 0) printf("peak-kib %ld\n", peak_kib());
        return coach;
    }
    load_palette();
    load_fonts();
    const double paper[4] = {palette.background.r, palette.background.g, palette.background.b, palette.background.a};
    int text_status = cfloor_text_command(name, count, args, paper);
    if (text_status >= 0) {
        if (text_status == 0) printf("peak-kib %ld\n", peak_kib());
        return text_status;
    }

    if (strcmp(name, "draw") == 0 && count == 5) {
        scene which = parse_scene(args[0]);
        double t = atof(args[1]), k = atof(args[2]);
        int runs = atoi(args[3]), repeat = atoi(args[4]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, t, k);
        for (int run = 0; run < runs; run++) {
            double start = now();
            for (int i = 0; i < repeat; i++) draw_frame(surface, which, t, k);
            cairo_surface_flush(surface);
            printf("seconds %.9f\n", (now() - start) / repeat);
        }
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "draw-sequence") == 0 && count == 4) {
        scene which = parse_scene(args[0]);
        int frames = atoi(args[1]), runs = atoi(args[3]);
        double k = atof(args[2]);
        cairo_surface_t *surface = image_surface(k);
        for (int run = 0; run < runs; run++) {
            double start = now();
            for (int i = 0; i < frames; i++) draw_frame(surface, which, i / 30.0, k);
            cairo_surface_flush(surface);
            printf("seconds %.9f\n", now() - start);
        }
        long hits, misses, bytes;
        raster_cache_stats(&hits, &misses, &bytes);
        printf("cache-hits %ld\ncache-misses %ld\ncache-bytes %ld\n", hits, misses, bytes);
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "png-sequence") == 0 && count == 5) {
        scene which = parse_scene(args[0]);
        const char *folder = args[1];
        int frames = atoi(args[2]), runs = atoi(args[4]);
        double k = atof(args[3]);
        size_t total = 0;
        double draw = 0, write = 0;
        png_timing stages = {0, 0, 0, 0};
        char path[4096];
        cairo_surface_t *surface = image_surface(k);
        for (int run = 0; run < runs; run++) {
            // Each run writes into an empty folder, as the Swift side does (untimed).
            for (int i = 0; i < frames; i++) {
                snprintf(path, sizeof path, "%s/frame-%05d.png", folder, i);
                unlink(path);
            }
            double start = now();
            total = 0;
            draw = write = 0;
            stages = (png_timing){0, 0, 0, 0};
            for (int i = 0; i < frames; i++) {
                double mark = now();
                draw_frame(surface, which, sequence_time(i, i / 30.0), k);
                cairo_surface_flush(surface);
                draw += now() - mark;
                const unsigned char *bytes = NULL;
                size_t length = encode_png(surface, &png, &bytes, &stages);
                if (!length) fail("cannot encode frame", png.name);
                mark = now();
                snprintf(path, sizeof path, "%s/frame-%05d.png", folder, i);
                write_file(path, bytes, length);
                write += now() - mark;
                total += length;
            }
            printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\ndraw %.9f\nconvert %.9f\nfilter %.9f\ncompress %.9f\nwrite %.9f\n", total, draw, stages.convert,
               stages.filter, stages.compress, write);
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "pdf-sequence") == 0 && count == 3) {
        scene which = parse_scene(args[0]);
        int frames = atoi(args[1]), runs = atoi(args[2]);
        buffer output = {NULL, 0, 0};
        for (int run = 0; run < runs; run++) {
            double start = now();
            pdf_document(which, frames, &output);
            printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\n", output.length);
        free(output.bytes);
    } else if ((strcmp(name, "svg-sequence") == 0 && count == 3) || (strcmp(name, "svg-memory") == 0 && count == 2)) {
        int memory = name[4] == 'm';
        scene which = parse_scene(args[0]);
        int frames = atoi(args[1]), runs = memory ? 1 : atoi(args[2]);
        size_t total = 0;
        buffer output = {NULL, 0, 0};
        for (int run = 0; run < runs; run++) {
            total = 0;
            double start = now();
            for (int i = 0; i < frames; i++) {
                svg_document(which, sequence_time(i, (i % 180) / 30.0), &output);
                total += output.length;
                if (memory && (i + 1 == 1 || i + 1 == frames / 4 || i + 1 == frames / 2 || i + 1 == frames)) {
                    printf("rss %d %ld\n", i + 1, resident_kib());
                }
            }
            if (memory && vector_copies) {
                long made, freed;
                asset_copy_counts(&made, &freed);
                printf("copies-made %ld\ncopies-freed %ld\n", made, freed);
            }
            if (!memory) printf("seconds %.9f\n", now() - start);
        }
        printf("bytes %zu\n", total);
        free(output.bytes);
    } else if (strcmp(name, "encode") == 0 && count >= 5) {
        scene which = parse_scene(args[0]);
        double t = atof(args[1]), k = atof(args[2]);
        int runs = atoi(args[3]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, t, k);
        for (int i = 4; i < count; i++) {
            png_setting setting;
            if (parse_png_setting(args[i], &setting)) {
                fprintf(stderr, "cfloor-bench: unknown PNG setting '%s'\n", args[i]);
                return 64;
            }
            for (int run = 0; run < runs; run++) {
                png_timing stages = {0, 0, 0, 0};
                const unsigned char *bytes = NULL;
                size_t length = encode_png(surface, &setting, &bytes, &stages);
                if (!length) fail("cannot encode", args[i]);
                printf("encode %s %.9f %zu %.9f %.9f %.9f\n", args[i], stages.total, length, stages.convert, stages.filter,
                       stages.compress);
            }
        }
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "compare") == 0 && count == 3) {
        scene which = parse_scene(args[0]);
        int frames = atoi(args[1]);
        double k = atof(args[2]), worst = 0, worst_region = 0;
        int worst_delta = 0;
        cairo_surface_t *reference = image_surface(k), *cached = image_surface(k);
        raster_mode mode = raster_assets;
        for (int i = 0; i < frames; i++) {
            // Twice, so the cache's second-use rule has filled it.
            raster_assets = mode;
            draw_frame(cached, which, i / 30.0, k);
            draw_frame(cached, which, i / 30.0, k);
            raster_assets = RASTER_RECORDING;
            draw_frame(reference, which, i / 30.0, k);
            cairo_surface_flush(reference);
            cairo_surface_flush(cached);
            double mae, region;
            int delta;
            difference(reference, cached, &mae, &delta, &region);
            if (delta) printf("compare %d %.3g %d %.3g\n", i, mae, delta, region);
            if (mae > worst) worst = mae;
            if (region > worst_region) worst_region = region;
            if (delta > worst_delta) worst_delta = delta;
        }
        printf("worst-mae %.3g\nworst-region-mae %.3g\nmax-delta %d\n", worst, worst_region, worst_delta);
    } else if (strcmp(name, "asset-error") == 0 && count == 3) {
        asset *a = load_asset(args[0]);
        double size = atof(args[1]), sum = 0, worst = 0;
        int steps = atoi(args[2]), worst_delta = 0, side = (int)ceil(size) + 3;
        cairo_surface_t *reference = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
        cairo_surface_t *cached = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, side, side);
        raster_mode mode = raster_assets;
        for (int i = 0; i < steps; i++) {
            for (int j = 0; j < steps; j++) {
                // One pixel of margin, then the offset; the asset is drawn in device pixels.
                state s = {{1, 0, 0, 1, 0, 0}, 1};
                double x = 1 + (double)i / steps, y = 1 + (double)j / steps;
                cairo_surface_t *targets[2] = {reference, cached};
                for (int target = 0; target < 2; target++) {
                    raster_assets = target == 0 ? RASTER_RECORDING : mode;
                    for (int pass = 0; pass < 2; pass++) {
                        cairo_t *cr = cairo_create(targets[target]);
                        cairo_set_source_rgba(cr, palette.background.r, palette.background.g, palette.background.b, 1);
                        cairo_paint(cr);
                        image(cr, &s, a, x, y, size, size);
                        cairo_destroy(cr);
                    }
                    cairo_surface_flush(targets[target]);
                }
                double mae, region;
                int delta;
                difference(reference, cached, &mae, &delta, &region);
                sum += mae;
                if (mae > worst) worst = mae;
                if (delta > worst_delta) worst_delta = delta;
            }
        }
        printf("asset-error %.3g %.3g %d\n", sum / (steps * steps), worst, worst_delta);
    } else if (strcmp(name, "still") == 0 && count == 4) {
        scene which = parse_scene(args[0]);
        double k = atof(args[2]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, atof(args[1]), k);
        cairo_surface_flush(surface);
        const unsigned char *bytes = NULL;
        size_t length = encode_png(surface, &png, &bytes, NULL);
        if (!length) fail("cannot encode", png.name);
        write_file(args[3], bytes, length);
        cairo_surface_destroy(surface);
    } else if (strcmp(name, "write") == 0 && count == 4) {
        scene which = parse_scene(args[0]);
        double k = atof(args[2]);
        cairo_surface_t *surface = image_surface(k);
        draw_frame(surface, which, atof(args[1]), k);
        // Twice, so the cache's second-use rule has filled it.
        draw_frame(surface, which, atof(args[1]), k);
        if (cairo_surface_write_to_png(surface, args[3]) != CAIRO_STATUS_SUCCESS) fail("cannot write", args[3]);
        cairo_surface_destroy(surface);
    } else {
        return usage();
    }
    printf("peak-kib %ld\n", peak_kib());
    return 0;
}
