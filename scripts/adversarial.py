"""Adversarial harness: tries the built `segue` binary as a hostile user would.

Over 2,000 generated cases in fifteen areas, each run headless, with a timeout, in a fresh
temporary folder (the command's working directory), and judged against the robustness contract
(SPEC section 8 and the robustness issues). The first nine areas: window/output sizes, input
scripts, storyboards, images for `render`, shader files, output paths, ffmpeg faults, a full disk
and signals. The second hostile run's classes, each a generator drawn from the seed (sizes,
which option, which character, which format vary with --seed):

  * paths: every option that takes a path (check FILE, render --from/--to/--out, record
    --script/--out/--storyboard/--trace/--shaders/--assets, run --script/--storyboard/--trace/
    --save-script/--screenshot/--record, import FILE/--out/--sidecar/--sidecar-out, check
    --sidecar/--assets, transitions --shaders) given a one-character name, `-`, `.`, `..`, `~`,
    a name with spaces, a leading dash (./-x), non-UTF-8 bytes (an output is written under
    exactly those bytes) and names from a pool;
  * graphs: Interface Builder `<resources>` colours defining each other (cycles 1..1000, chains
    1,000..50,000), N identical sibling constraints (10..80), K tab bar or navigation controllers
    chained by relationship segues (10..60), YAML nested 10,000..100,000 deep, chains of scenes
    each embedding the next, onLoad segues leading back to their own scene (push, show, present,
    custom; cycles of 1..8);
  * resources: YAML alias bombs of six shapes (500 B to 2 KB), containers embedding the next
    D levels deep (2**D, 3**D controllers), labels and titles of 100 KB to 2 MB;
  * limits: RLIMIT_FSIZE (`ulimit -f`) on every command that writes a file, RLIMIT_NOFILE 8..16
    for record, RLIMIT_AS 300 MB..1 GB;
  * leaks: a sidecar linked beside a storyboard to a file outside its folder (or a FIFO, a
    device), a YAML storyboard that is a plain scalar (neither shown anywhere), line breaks (LF,
    CR, U+2028, U+0085 ...) in Interface Builder selectors, ids and warnings (what import writes
    loads back, with no injected key), outputs naming an input or each other (refused, the input
    byte-identical);
  * import: libxml2's refusals (entity loops, cut and mismatched tags, wrong encodings) told in
    words, never a bare "XML error N"; well-formed files up to the stated 16 MiB load;
  * and, in the first areas: invisible texts (U+200B, U+202E, U+2060, U+FEFF, empty ...) as a
    label, button, segment or tab title (storyboards); macro bombs and huge arrays, alone and in
    a --shaders folder (shaders); standard output on a full device (outputs); an ffmpeg writing
    a header and junk with an ffprobe that says "video", an ffmpeg writing another video than
    asked, the summary against what ffprobe reads, tools printing without end, Ctrl+R toggled
    many times (ffmpeg); USR1, USR2, ALRM, VTALRM, PIPE at varied moments (signals);
    `run --script X --save-script Y` keeping all of X's events (scripts).

The contract:

  * no crash (killed by a signal, exit >= 128 we did not ask for, "Fatal error", a backtrace);
  * no hang (the case's timeout); where a case builds something large, no more memory than the
    cap: the command runs under RLIMIT_AS = 4 GB and its peak resident memory (os.wait4) stays
    under 1.5 GB;
  * a clear error: a non-zero exit prints a `segue: error: ...` line (or a located
    `FILE:LINE:COLUMN: error: ...` line), no raw Foundation/Swift dump, no doubled prefix;
    usage errors exit 2, runtime errors 1, signals 128+N (the second run's signals: 128+N or 1,
    never the signal's default action); an error printed with exit 0 fails;
  * no output path that is a FIFO, symlink or device is replaced; no `.partial-` file is left;
    no ffmpeg (or other child) is left running;
  * exit 0 means the output is there and complete (PNG chunks and CRCs, ffprobe for video, GIF
    trailer, every frame of a folder, JSON lines of a trace), under exactly the name given; a
    non-zero exit leaves nothing half-written under the final name (and an existing file
    untouched);
  * valid input, however extreme (`--size 1x4096`), succeeds; whatever `check` accepts,
    `record` (and `import`, `run`) can load, and where they fail the error is located.

Usage:
  scripts/adversarial.py [--segue PATH] [--area NAME] [--seed N] [--jobs N] [--json FILE]
                         [--list] [--verbose]

Python 3 standard library only. The full-disk area needs root (it mounts a small tmpfs) and is
skipped with a note otherwise. Exits 1 when any case fails.
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import resource
import shlex
import shutil
import signal
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AREAS = ["sizes", "scripts", "storyboards", "images", "shaders", "outputs", "ffmpeg", "disk", "signals",
         "paths", "graphs", "resources", "limits", "leaks", "import"]

OK = frozenset({0})
USAGE = frozenset({2})
ERR = frozenset({1})
OK_OR_ERR = frozenset({0, 1})
OK_OR_USAGE = frozenset({0, 2})
ERR_OR_USAGE = frozenset({1, 2})

SIGNAL_NAMES = {signal.SIGINT: "SIGINT", signal.SIGTERM: "SIGTERM", signal.SIGHUP: "SIGHUP",
                signal.SIGQUIT: "SIGQUIT", signal.SIGKILL: "SIGKILL"}

CRASH_MARKERS = ["Fatal error", "Program crashed", "Backtracing", "*** Signal ", "Illegal instruction",
                 "Segmentation fault", "core dumped", "Assertion failed", "Precondition failed"]
RAW_MARKERS = ["NSCocoaErrorDomain", "Error Domain=", "Swift/"]

# ---------------------------------------------------------------------------------------------
# Files the cases are made of


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def make_png(width, height, color_type=2, bit_depth=8, seed=0):
    """A valid PNG (filter 0 rows) of a deterministic pattern."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    row_bytes = (width * channels * bit_depth + 7) // 8
    rows = []
    for y in range(height):
        row = bytearray(row_bytes)
        for i in range(row_bytes):
            row[i] = (i * 7 + y * 13 + seed * 31) & 0xFF if color_type != 3 else (i + y) % 4
        rows.append(b"\x00" + bytes(row))
    raw = b"".join(rows)
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, color_type, 0, 0, 0)
    body = png_chunk(b"IHDR", ihdr)
    if color_type == 3:
        body += png_chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255]))
    body += png_chunk(b"IDAT", zlib.compress(raw, 6)) + png_chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + body


def png_header_only(width, height):
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", ihdr) + png_chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + png_chunk(b"IEND", b"")


def check_png(data):
    """None if `data` is a complete PNG, else why not."""
    if len(data) < 8 or data[:8] != b"\x89PNG\r\n\x1a\n":
        return "not a PNG (no signature)"
    pos, seen_iend, width, height = 8, False, 0, 0
    while pos < len(data):
        if pos + 8 > len(data):
            return "truncated PNG (chunk header)"
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        if pos + 12 + length > len(data):
            return "truncated PNG (chunk %r)" % kind
        body = data[pos + 8:pos + 8 + length]
        crc = struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return "PNG chunk %r has a bad CRC" % kind
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        pos += 12 + length
        if kind == b"IEND":
            seen_iend = True
            break
    if not seen_iend:
        return "truncated PNG (no IEND)"
    if width <= 0 or height <= 0:
        return "PNG with no pixels (%dx%d)" % (width, height)
    return None


FFPROBE = shutil.which("ffprobe")
FFMPEG = shutil.which("ffmpeg")


def check_video(path, kind):
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        return "cannot read output: %s" % e.strerror
    if len(data) == 0:
        return "output is empty"
    if kind == "gif":
        if data[:6] not in (b"GIF89a", b"GIF87a"):
            return "not a GIF (no signature)"
        if not data.endswith(b"\x3b"):
            return "truncated GIF (no trailer)"
    else:
        if data[4:8] != b"ftyp":
            return "not an MP4 (no ftyp box)"
        if b"moov" not in data:
            return "truncated MP4 (no moov box)"
    if FFPROBE:
        try:
            r = subprocess.run([FFPROBE, "-v", "error", "-select_streams", "v:0", "-show_entries",
                                "stream=width,height", "-of", "csv=p=0", path],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=30)
        except subprocess.TimeoutExpired:
            return "ffprobe hangs on the output"
        if r.returncode != 0 or not re.match(rb"\d+,\d+", r.stdout.strip()):
            return "ffprobe cannot read the output: %s" % (r.stderr.decode("utf-8", "replace").strip().splitlines() or ["no video stream"])[0]
    return None


def check_output(path, kind, fifo_data=None):
    """None if the output at `path` (exit 0) is complete, else why not."""
    if fifo_data is not None:
        if kind == "png":
            return check_png(fifo_data) if fifo_data else "nothing was written through the FIFO"
        return None if fifo_data else "nothing was written through the FIFO"
    if kind == "none":
        return None
    if kind == "auto":    # whatever the name made of it: a folder of frames, or a PNG, GIF or MP4 file
        if os.path.isdir(path):
            kind = "frames"
        else:
            try:
                with open(path, "rb") as f:
                    head = f.read(8)
            except OSError:
                head = b""
            kind = "png" if head.startswith(b"\x89PNG") else "gif" if head.startswith(b"GIF8") else "mp4"
    if not os.path.lexists(path):
        return "exit 0 but the output is missing"
    st = os.stat(path) if os.path.exists(path) else None
    if st is None:
        return "exit 0 but the output is a dangling link"
    if stat.S_ISCHR(st.st_mode):
        return None
    if kind == "frames":
        if not stat.S_ISDIR(st.st_mode):
            return "exit 0 but the frames output is not a folder"
        names = sorted(n for n in os.listdir(path) if n.lower().endswith(".png"))
        if not names:
            return "exit 0 but the frames folder holds no PNG"
        for n in names:
            with open(os.path.join(path, n), "rb") as f:
                why = check_png(f.read())
            if why:
                return "frame %s: %s" % (n, why)
        return None
    if not stat.S_ISREG(st.st_mode):
        return "exit 0 but the output is not a regular file"
    if st.st_size == 0:
        return "exit 0 but the output is empty"
    if kind == "nonempty":
        return None
    if kind == "png":
        with open(path, "rb") as f:
            return check_png(f.read())
    if kind in ("mp4", "gif"):
        return check_video(path, kind)
    if kind == "trace":
        with open(path, "rb") as f:
            data = f.read()
        if not data.endswith(b"\n"):
            return "trace does not end with a newline (truncated)"
        for i, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
            try:
                json.loads(line)
            except ValueError:
                return "trace line %d is not JSON (truncated)" % i
        return None
    if kind == "script":
        with open(path, "rb") as f:
            data = f.read()
        if not data.endswith(b"\n"):
            return "saved script does not end with a newline (truncated)"
        return None
    return None


def snapshot(path):
    """What `path` is now: a type and, for regular files and folders, a digest of the contents."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return ("absent",)
    except OSError as e:
        return ("error", e.errno)
    if stat.S_ISLNK(st.st_mode):
        return ("symlink", os.readlink(path))
    if stat.S_ISFIFO(st.st_mode):
        return ("fifo",)
    if stat.S_ISCHR(st.st_mode):
        return ("chr", st.st_rdev)
    if stat.S_ISBLK(st.st_mode):
        return ("blk", st.st_rdev)
    if stat.S_ISSOCK(st.st_mode):
        return ("sock",)
    if stat.S_ISDIR(st.st_mode):
        try:
            names = sorted(os.listdir(path))
        except OSError:
            names = []
        return ("dir", tuple(names))
    if stat.S_ISREG(st.st_mode):
        h = hashlib.sha1()
        try:
            with open(path, "rb") as f:
                h.update(f.read())
        except OSError:
            pass
        return ("file", h.hexdigest())
    return ("other",)


# ---------------------------------------------------------------------------------------------
# Cases


class Step:
    """One command of a case. `expect` is a set of exit codes or a function of the earlier
    steps' results returning one."""

    def __init__(self, argv, expect, out=None, out_kind=None, timeout=30, env=None, located=None,
                 fifo_out=False, send=None, error_with_zero_ok=False, skip_checks=False, extra=None,
                 mem_cap=False, rlimits=None, stdin_from=None, stdout_to=None, strict_signal=False):
        self.argv = argv
        self.expect = expect
        self.out = out              # the output path (relative to the case folder), if any
        self.out_kind = out_kind    # png, mp4, gif, frames, trace, script, none
        self.timeout = timeout
        self.env = env or {}
        self.located = located      # a file name the error must name as NAME:LINE:COLUMN
        self.fifo_out = fifo_out    # read the output FIFO while the command runs
        self.send = send            # (signal, trigger, delay) to send mid-way
        self.error_with_zero_ok = error_with_zero_ok
        self.skip_checks = skip_checks  # a preparatory step: only crash checks
        self.extra = extra          # callable(case_dir, result) -> list of failure reasons
        # run under RLIMIT_AS = 4 GB and fail above PEAK_RSS_CAP of resident memory (os.wait4)
        self.mem_cap = mem_cap
        self.rlimits = rlimits or {}  # resource.RLIMIT_* -> soft limit, set in the child only
        self.stdin_from = stdin_from  # a file (relative to the case folder) to read as stdin
        self.stdout_to = stdout_to    # a file or node (relative to the case folder) to write stdout to
        self.strict_signal = strict_signal  # a signal must end it with 128+N or 1, never its default action


class Case:
    def __init__(self, area, name, steps, setup=None, tmpfs=None, idle=False):
        self.idle = idle            # mostly waits (a hanging ffmpeg): run beside the busy cases
        self.area = area
        self.name = name
        self.steps = steps
        self.setup = setup          # callable(case_dir)
        self.tmpfs = tmpfs          # (folder, free_bytes) for the full-disk area


def fixture_paths():
    demo = os.path.join(REPO, "Assets", "demo.yaml")
    fixtures = sorted(os.path.join(REPO, "Tests", "SegueAppTests", "Fixtures", n)
                      for n in os.listdir(os.path.join(REPO, "Tests", "SegueAppTests", "Fixtures"))
                      if n.endswith(".yaml"))
    return [demo] + fixtures


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()



def make_special(p, kind, dangling_target):
    """Makes `p` a special node of `kind` (a folder, a FIFO, a null or zero device, a link to
    itself, a dangling link); returns False for any other kind, which the caller handles."""
    if kind == "dir":
        os.mkdir(p)
    elif kind == "fifo":
        os.mkfifo(p)
    elif kind in ("null", "zero"):
        os.mknod(p, 0o666 | stat.S_IFCHR, os.makedev(1, 3 if kind == "null" else 5))
    elif kind == "loop":
        os.symlink(os.path.basename(p), p)
    elif kind == "dangling":
        os.symlink(dangling_target, p)
    else:
        return False
    return True

def write(path, data):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    with open(path, "wb" if isinstance(data, bytes) else "w") as f:
        f.write(data)


def link_tree(src, dst):
    """Copies a folder with hard links (cheap), falling back to copies."""
    def copy(s, d):
        try:
            os.link(s, d)
        except OSError:
            shutil.copy2(s, d)
    shutil.copytree(src, dst, copy_function=copy)


# the built-in gl-transitions shaders (package resources of SegueCore)
SHADER_DIR = os.path.join(REPO, "Sources", "SegueCore", "Transitions", "Shaders")
PHOTO = os.path.join(REPO, "Assets", "images", "photos", "sunset.png")
PHOTO2 = os.path.join(REPO, "Assets", "images", "photos", "ocean.png")


def setup_images(d):
    shutil.copy(PHOTO, os.path.join(d, "a.png"))
    shutil.copy(PHOTO2, os.path.join(d, "b.png"))


def short_script(d, name="s.script", text="0.10 key 3\n0.30 key 2\n0.40 end\n"):
    write(os.path.join(d, name), text)


def render_argv(out="out.png", size="160x90", src="a.png", dst="b.png", transition="cube", progress="0.5", extra=()):
    argv = ["render", "--transition", transition, "--progress", progress, "--from", src, "--to", dst, "--out", out]
    if size is not None:
        argv += ["--size", size]
    return argv + list(extra)


def record_argv(out, script="s.script", size="160x90", fps="10", extra=()):
    argv = ["record", "--script", script, "--out", out, "--quiet"]
    if size is not None:
        argv += ["--size", size]
    if fps is not None:
        argv += ["--fps", fps]
    return argv + list(extra)


def out_kind_of(out):
    if out.endswith("/"):
        return "frames"
    if out.endswith(".gif"):
        return "gif"
    if out.endswith(".mp4"):
        return "mp4"
    return "png"


def combine(*sets):
    """The exit codes a script with several lines allows: an error line wins."""
    result = OK
    for s in sets:
        if s == ERR:
            return ERR
        if s == OK_OR_ERR:
            result = OK_OR_ERR
    return result


# ---- sizes -----------------------------------------------------------------------------------

VALID_SIZES = ["1x1", "1x2", "2x1", "2x2", "3x7", "1x100", "100x1", "1x4096", "4096x1", "1x8192", "8192x1",
               "16384x1", "1x16384", "16384x8", "8x16384", "160x90", "320x180", "1280x190", "270x720",
               "280x100", "100x190", "17x3001", "640x1"]
BEYOND_SIZES = ["16385x10", "10x16385", "20000x20", "100000x1", "1x100000", "1x1000000", "2147483647x1",
                "65536x2"]
BAD_SIZES = ["0x0", "0x10", "10x0", "-5x5", "5x-5", "-1x-1", "abc", "10", "10x", "x10", "x", "",
             "10x10x10", "nanxnan", "infxinf", "10xnan", "-0x5", " ", "10*10", "0x00",
             "\u0661\u0660x10", "10x\u00b9", "1e999x1", "ten x ten"]
MAYBE_SIZES = ["10x10 ", "1.5x2", "1e3x1e3", "10X10", "+10x+10", "10\u00d710", "0010x0010", "99999999999999999999x1",
               "18446744073709551617x1", "9223372036854775807x1"]
VALID_SCALES = ["1", "2", "0.5", "8", "0.01", "1e-3", "3.75"]
BAD_SCALES = ["0", "-1", "nan", "inf", "-inf", "1e300", "abc", ""]
MAYBE_SCALES = ["9", "100", "8.0001", "1e-300", "0x1"]   # 0x1 is a hexadecimal 1 to Swift's Double


def gen_sizes(rng):
    cases = []

    def size_case(kind, value, expect, timeout=60):
        name = "%s --size %r" % (kind, value)
        if kind == "render":
            steps = [Step(render_argv(size=value), expect, out="out.png", out_kind="png", timeout=timeout)]
            return Case("sizes", name, steps, setup=setup_images)
        if kind == "record-frames":
            steps = [Step(record_argv("f/", size=value, fps="10"), expect, out="f/", out_kind="frames", timeout=timeout)]
            return Case("sizes", name, steps, setup=short_script)
        if kind == "record-mp4":
            steps = [Step(record_argv("o.mp4", size=value, fps="10"), expect, out="o.mp4", out_kind="mp4", timeout=timeout)]
            return Case("sizes", name, steps, setup=short_script)
        if kind == "run":
            steps = [Step(["run", "--headless", "--size", value, "--script", "s.script", "--screenshot", "shot.png",
                           "--screenshot-at", "0.2"], expect, out="shot.png", out_kind="png", timeout=timeout)]
            return Case("sizes", name, steps, setup=short_script)
        raise ValueError(kind)

    for kind in ["render", "record-frames", "record-mp4", "run"]:
        for v in VALID_SIZES + BEYOND_SIZES:
            cases.append(size_case(kind, v, OK))
        for v in BAD_SIZES:
            cases.append(size_case(kind, v, USAGE))
        for v in MAYBE_SIZES:
            cases.append(size_case(kind, v, OK_OR_USAGE))
    # --scale with render
    for sc in VALID_SCALES:
        for sz in ["1x1", "160x90", "16x4096"]:
            cases.append(Case("sizes", "render --size %s --scale %s" % (sz, sc),
                              [Step(render_argv(size=sz, extra=["--scale", sc]), OK, out="out.png", out_kind="png", timeout=60)],
                              setup=setup_images))
    for sc in BAD_SCALES:
        cases.append(Case("sizes", "render --scale %r" % sc,
                          [Step(render_argv(extra=["--scale", sc]), USAGE, out="out.png", out_kind="png")], setup=setup_images))
    for sc in MAYBE_SCALES:
        cases.append(Case("sizes", "render --scale %s" % sc,
                          [Step(render_argv(size="16x16", extra=["--scale", sc]), OK_OR_USAGE, out="out.png", out_kind="png", timeout=60)],
                          setup=setup_images))
    # beyond the limit through --scale: clamped, never an exit
    for sz, sc in [("4096x1", "8"), ("16384x1", "2"), ("2048x2", "8")]:
        cases.append(Case("sizes", "render --size %s --scale %s (beyond the limit)" % (sz, sc),
                          [Step(render_argv(size=sz, extra=["--scale", sc]), OK, out="out.png", out_kind="png", timeout=90)],
                          setup=setup_images))
    # every transition at 1x1 and 1x4096 (clips and faces at the smallest sizes)
    for t in ["cube", "explode", "crossDissolve", "imageFlight", "flip", "pageCurl", "push", "coverVertical",
              "animations", "wipe", "iris", "pixelate", "ripple"]:
        for sz in ["1x1", "4096x1", "3x7"]:
            for p in ["0", "0.37", "1"]:
                cases.append(Case("sizes", "render %s at %s progress %s" % (t, sz, p),
                                  [Step(render_argv(size=sz, transition=t, progress=p), OK, out="out.png", out_kind="png", timeout=60)],
                                  setup=setup_images))
    # the small-window crashes of the issue: the cube at small sizes, in record
    cube = "0.10 key 1\n0.40 key Right\n0.90 end\n"
    for sz in ["320x180", "280x190", "1000x100", "100x1000", "8192x1", "1x1"]:
        cases.append(Case("sizes", "record the cube at %s" % sz,
                          [Step(record_argv("f/", size=sz, fps="10"), OK, out="f/", out_kind="frames", timeout=60)],
                          setup=lambda d, t=cube: short_script(d, text=t)))
    # bench with odd sizes (no output; small)
    for v, exp in [("", USAGE), ("1x1", OK), ("0x0", USAGE), ("abc", USAGE), ("1x1,", OK_OR_USAGE), (",", USAGE)]:
        cases.append(Case("sizes", "bench --sizes %r" % v,
                          [Step(["bench", "--sizes", v, "--transitions", "crossDissolve", "--frames", "2"], exp, timeout=60)]))
    return cases


# ---- scripts ---------------------------------------------------------------------------------

VALID_KEYS = ["1", "2", "3", "4", "5", "6", "Left", "Right", "Up", "Down", "Tab", "Shift+Tab", "Enter", "Space",
              "Escape", "Backspace", "S", "M", "F1", "?"]
BAD_KEYS = ["Ctrl+", "+", "Ctrl+Ctrl+R", "Shift+", "Ctrl+Shift+", "Foo", "F99", "Ctrl+Foo", "Ctrl+Alt+Ctrl+X",
            "++", "Shift++Tab", "\u0000", "Ctrl+\u00e9t\u00e9"]
MAYBE_KEYS = ["Ctrl++", "a", "\u00e9", "Plus", "Hash", "ctrl+r", "ENTER", "Alt+F4", "Cmd+Q"]


def line_cases():
    """(line, expected) pairs for one line of a script before `0.90 end`."""
    L = []
    for k in VALID_KEYS:
        L.append(("0.10 key %s" % k, OK))
    for k in BAD_KEYS:
        L.append(("0.10 key %s" % k, ERR))
    for k in MAYBE_KEYS:
        L.append(("0.10 key %s" % k, OK_OR_ERR))
    L += [("0.10 key", ERR), ("0.10 key 1 2", ERR), ("0.10 bogus 1", ERR), ("0.10", ERR), ("key 1", ERR),
          ("nan key 1", ERR), ("NaN key 1", ERR), ("inf key 1", ERR), ("-inf key 1", ERR), ("-1 key 1", ERR),
          ("-0.5 key 1", ERR), ("1e300 key 1", ERR), ("1,5 key 1", ERR), ("0.1.2 key 1", ERR),
          ("0x10 key 1", OK_OR_ERR), (".5 key 1", OK_OR_ERR), ("+0.5 key 1", OK_OR_ERR), ("1e-300 key 1", OK),
          ("   0.10    key    1   ", OK), ("0.10\tkey\t1", OK_OR_ERR), ("# just a comment", OK), ("", OK),
          ("0.10 key 1 # trailing comment", OK_OR_ERR), ("0.10 KEY 1", OK_OR_ERR),
          ("0.10 click 10 10", OK), ("0.10 click -50 -50", OK), ("0.10 click 1e300 5", OK_OR_ERR),
          ("0.10 click nan nan", OK_OR_ERR), ("0.10 click inf 0", OK_OR_ERR), ("0.10 click 10", ERR),
          ("0.10 click", ERR), ("0.10 click a b", ERR), ("0.10 click 1 2 3", OK_OR_ERR),
          ("0.10 drag 100 100 10 100 0.25", OK), ("0.10 drag 100 100 10 100 -1", OK_OR_ERR),
          ("0.10 drag 100 100 10 100 nan", OK_OR_ERR), ("0.10 drag 100 100 10 100 1e300", OK_OR_ERR),
          ("0.10 drag 100 100 10 100", OK_OR_ERR), ("0.10 drag 1e300 1e300 -1e300 -1e300 0.1", OK_OR_ERR),
          ("0.10 down 5 5", OK), ("0.10 up 5 5", OK), ("0.10 move 5 5", OK), ("0.10 down 5", ERR),
          ("0.10 scroll 0 -3", OK), ("0.10 scroll 1e300 1e300", OK_OR_ERR), ("0.10 scroll nan 0", OK_OR_ERR),
          ("0.10 text hello", OK), ("0.10 text h\u00e9llo \u2713 \U0001F600", OK), ("0.10 text", OK_OR_ERR),
          ("0.10 text " + "x" * 20000, OK_OR_ERR),
          ("0.10 resize 1 1", OK), ("0.10 resize 1 4096", OK), ("0.10 resize 4096 1", OK), ("0.10 resize 16384 1", OK),
          ("0.10 resize 1 16384", OK), ("0.10 resize 320 180", OK), ("0.10 resize 2 3", OK),
          ("0.10 resize 0 0", ERR), ("0.10 resize 0 10", ERR), ("0.10 resize -1 5", ERR), ("0.10 resize 5 -1", ERR),
          ("0.10 resize 1e300 1e300", ERR), ("0.10 resize nan 5", ERR), ("0.10 resize inf inf", ERR),
          ("0.10 resize 5", ERR), ("0.10 resize 5 5 5", ERR), ("0.10 resize a b", ERR),
          ("0.10 resize 16385 10", OK_OR_ERR), ("0.10 resize 100000 2", OK_OR_ERR), ("0.10 resize 1.5 2.5", OK_OR_ERR),
          ("0.10 end extra", ERR), ("0.10 \x00\x01\x02", ERR), ("0.10 key \x7f", ERR),
          ("0.10 \u202ekey 1", ERR), ("\ufeff0.10 key 1", OK_OR_ERR)]
    return L


def whole_scripts():
    """(name, bytes, expected, located) for whole files."""
    S = []
    S += [("empty", b"", OK_OR_ERR, False), ("only comments", b"# nothing\n# at all\n", OK_OR_ERR, False),
          ("no end", b"0.10 key 1\n0.30 key Right\n", OK, False), ("end only", b"0.50 end\n", OK, False),
          ("end at 0", b"0 end\n", OK, False), ("nan end", b"nan end\n", ERR, True), ("inf end", b"inf end\n", ERR, True),
          ("1e300 end", b"1e300 end\n", ERR, True), ("1000000 end", b"1000000 end\n", ERR, True),
          ("86400.5 end", b"86400.5 end\n", ERR, True), ("-1 end", b"-1 end\n", ERR, True),
          ("two ends", b"0.2 end\n0.3 end\n", ERR, True), ("event after end", b"0.5 end\n0.6 key 1\n", ERR, True),
          ("out of order", b"0.5 key 1\n0.2 key 2\n0.8 end\n", OK_OR_ERR, True),
          ("equal times", b"0.2 key 1\n0.2 key 2\n0.2 key 3\n0.5 end\n", OK, False),
          ("event after end in time", b"0.2 key 1\n0.9 key 2\n0.5 end\n", ERR, True),
          ("end without time", b"0.2 key 1\nend\n", ERR, True),
          ("crlf", b"0.10 key 1\r\n0.30 key Right\r\n0.50 end\r\n", OK_OR_ERR, True),
          ("cr only", b"0.10 key 1\r0.50 end\r", OK_OR_ERR, True),
          ("utf-8 bom", b"\xef\xbb\xbf0.10 key 1\n0.50 end\n", OK_OR_ERR, True),
          ("utf-16le bom", "0.10 key 1\n0.50 end\n".encode("utf-16"), ERR, False),
          ("utf-16be", "0.10 key 1\n0.50 end\n".encode("utf-16-be"), ERR, False),
          ("utf-32", "0.10 key 1\n0.50 end\n".encode("utf-32"), ERR, False),
          ("latin-1", "0.10 text caf\u00e9\n0.50 end\n".encode("latin-1"), ERR, False),
          ("nul bytes", b"0.10 key 1\n\x00\x00\x00\n0.50 end\n", ERR, False),
          ("binary junk", bytes(range(256)) * 4, ERR, False),
          ("png as script", make_png(4, 4), ERR, False),
          ("no final newline", b"0.10 key 1\n0.50 end", OK, False),
          ("very long line", b"0.10 text " + b"y" * 2000000 + b"\n0.50 end\n", OK_OR_ERR, False),
          ("100k comment lines", b"# c\n" * 100000 + b"0.50 end\n", OK, False),
          ("5k events", b"".join(b"%.4f key Tab\n" % (i * 0.0001) for i in range(5000)) + b"0.60 end\n", OK, False),
          ("resize storm", b"".join(b"%.3f resize %d %d\n" % (0.01 * i, 1 + (i * 977) % 4096, 1 + (i * 613) % 2048 if i % 3 else 1)
                                    for i in range(60)) + b"0.70 end\n", OK, False),
          ("resize to 1x1 then click", b"0.10 resize 1 1\n0.20 click 0 0\n0.30 key 1\n0.60 key Right\n0.90 end\n", OK, False),
          ("issue: cube at 320x180", b"0.20 key 3\n0.80 key 2\n2.00 end\n", OK, False),
          ("issue: 15 events", b"0.100 resize 883 760\n0.400 key 1\n1.924 key M\n2.785 key Left\n2.886 resize 2414 837\n"
                               b"2.988 key S\n3.049 down 1483.6 278.3\n3.089 click 301.4 142.5\n3.109 key Enter\n"
                               b"3.509 key 2\n4.592 key Enter\n4.592 down 155.2 173.3\n5.392 resize 1119 966\n"
                               b"5.412 resize 1017 1456\n5.812 click 610.8 1463.6\n6.612 end\n", OK, False),
          ("drag past end", b"0.10 drag 10 10 100 100 5\n0.50 end\n", OK_OR_ERR, True),
          ("unbalanced quotes", b"0.10 text \"hello\n0.50 end\n", OK, False),
          ("deep junk line", b"0.10 " + b"((((" * 5000 + b"\n0.50 end\n", ERR, True)]
    return S


def gen_scripts(rng, count):
    cases = []
    end = "0.90 end\n"

    def record_case(name, text, expect, located, kind="frames", runner="record"):
        def setup(d, text=text):
            write(os.path.join(d, "x.script"), text if isinstance(text, bytes) else text.encode("utf-8"))
        if runner == "run":
            step = Step(["run", "--headless", "--size", "160x90", "--script", "x.script"], expect,
                        located="x.script" if (located and expect == ERR) else None, timeout=60)
        else:
            out = "f/" if kind == "frames" else "o.mp4"
            step = Step(record_argv(out, script="x.script", size="160x90", fps="10"), expect, out=out,
                        out_kind=out_kind_of(out), located="x.script" if (located and expect == ERR) else None, timeout=60)
        return Case("scripts", name, [step], setup=setup)

    for line, expect in line_cases():
        text = line + "\n" + end
        cases.append(record_case("line %r" % line[:60], text, expect, True))
        if expect == ERR:   # the same line through run --script
            cases.append(record_case("run: line %r" % line[:60], text, expect, True, runner="run"))
    for name, data, expect, located in whole_scripts():
        cases.append(record_case("file: " + name, data, expect, located, kind="frames"))
        cases.append(record_case("file (mp4): " + name, data, expect, located, kind="mp4"))
    # files that are not files
    specials = [
        ("missing script", None, ERR_OR_USAGE),
        ("script is a folder", "dir", ERR_OR_USAGE),
        ("script is a FIFO (no writer)", "fifo", ERR_OR_USAGE),
        ("script is a null device", "null", ERR_OR_USAGE),
        ("script is a zero device (endless)", "zero", ERR_OR_USAGE),
        ("script is a symlink loop", "loop", ERR_OR_USAGE),
        ("script is a dangling symlink", "dangling", ERR_OR_USAGE),
        ("script path is a file inside a file", "inside", ERR_OR_USAGE),
        ("script path is empty", "empty-arg", ERR_OR_USAGE),
        ("script is a symlink to a good script", "symlink-ok", OK),
    ]
    for name, kind, expect in specials:
        def setup(d, kind=kind):
            p = os.path.join(d, "x.script")
            if make_special(p, kind, "nowhere/at/all.script"):
                pass
            elif kind == "inside":
                write(os.path.join(d, "file"), "not a folder\n")
            elif kind == "symlink-ok":
                write(os.path.join(d, "real.script"), "0.10 key 1\n0.40 end\n")
                os.symlink("real.script", p)
        script = "file/x.script" if kind == "inside" else ("" if kind == "empty-arg" else "x.script")
        for runner in ["record", "run"]:
            if runner == "record":
                step = Step(record_argv("f/", script=script, size="160x90", fps="10"), expect, out="f/",
                            out_kind="frames", timeout=20)
            else:
                step = Step(["run", "--headless", "--size", "160x90", "--script", script], expect, timeout=20)
            cases.append(Case("scripts", "%s: %s" % (runner, name), [step], setup=setup))
    # random scripts: valid events with now and then a bad one
    mutations = [(l, e) for l, e in line_cases() if l.startswith("0.10 ") and e != OK]
    for i in range(count):
        n = rng.randint(1, 14)
        t = 0.0
        lines, expects = [], []
        for _ in range(n):
            t += rng.choice([0.0, 0.01, 0.05, 0.1, 0.2, 0.35])
            verb = rng.random()
            if verb < 0.35:
                ev = "key %s" % rng.choice(VALID_KEYS)
            elif verb < 0.5:
                ev = "click %.1f %.1f" % (rng.uniform(-20, 200), rng.uniform(-20, 120))
            elif verb < 0.6:
                ev = "drag %.1f %.1f %.1f %.1f %.2f" % (rng.uniform(0, 160), rng.uniform(0, 90), rng.uniform(0, 160),
                                                        rng.uniform(0, 90), rng.choice([0, 0.05, 0.1]))
            elif verb < 0.7:
                ev = "%s %.1f %.1f" % (rng.choice(["down", "up", "move"]), rng.uniform(0, 160), rng.uniform(0, 90))
            elif verb < 0.75:
                ev = "scroll %d %d" % (rng.randint(-5, 5), rng.randint(-5, 5))
            elif verb < 0.8:
                ev = "text %s" % rng.choice(["hello", "x", "\u00e9\u00e8", "a b c"])
            else:
                w = rng.choice([1, 2, 3, 7, 90, 160, 320, 1000, 4096, 16384])
                h = rng.choice([1, 2, 5, 90, 180, 400, 4096]) if w <= 4096 else rng.choice([1, 2, 8])
                ev = "resize %d %d" % (w, h)
            lines.append("%.3f %s" % (t, ev))
            expects.append(OK)
        if rng.random() < 0.5:
            bad, exp = rng.choice(mutations)
            pos = rng.randint(0, len(lines))
            tpos = float(lines[pos - 1].split()[0]) if pos > 0 else 0.0
            # keep the bad line's time in order, so that its own fault is what is judged
            bad = "%.3f %s" % (tpos, bad.split(" ", 1)[1])
            lines.insert(pos, bad)
            expects.append(exp)
        text = "\n".join(lines) + "\n%.3f end\n" % (t + 0.2)
        cases.append(record_case("random #%d (%d lines)" % (i, len(lines)), text, combine(*expects), True,
                                 kind=rng.choice(["frames", "frames", "mp4"]),
                                 runner="run" if i % 7 == 6 else "record"))
    return cases


# ---- storyboards -----------------------------------------------------------------------------

VISIT = ("0.10 key 1\n0.60 key Right\n1.20 key Escape\n1.60 key 2\n2.00 key Enter\n2.80 key Escape\n3.40 key Escape\n"
         "3.80 key 3\n4.20 key 2\n4.80 key Escape\n5.20 key 4\n5.60 key Enter\n6.20 key Escape\n6.60 key Escape\n"
         "7.00 key 5\n7.60 key Escape\n8.00 key 6\n8.40 key Enter\n8.80 key Escape\n9.20 key Escape\n9.60 key Tab\n"
         "9.80 key Enter\n10.50 end\n")


def storyboard_case(name, text, expect_check, files=None, extra_args=(), also_run=False):
    """check FILE, then record with it: whatever check accepts, record must load."""
    def setup(d, text=text, files=files):
        link_tree(os.path.join(REPO, "Assets", "images"), os.path.join(d, "images"))
        write(os.path.join(d, "board.yaml"), text if isinstance(text, bytes) else text.encode("utf-8"))
        write(os.path.join(d, "visit.script"), VISIT)
        if files:
            files(d)

    def record_expect(results):
        return OK if results[0].rc == 0 else OK_OR_ERR

    steps = [Step(["check", "board.yaml"] + list(extra_args), expect_check, timeout=30,
                  located="board.yaml" if expect_check == ERR else None),
             Step(["record", "--storyboard", "board.yaml", "--script", "visit.script", "--out", "f/", "--size", "320x180",
                   "--fps", "4", "--quiet"] + list(extra_args), record_expect, out="f/", out_kind="frames", timeout=90)]
    if also_run:
        steps.append(Step(["run", "--headless", "--storyboard", "board.yaml", "--size", "320x180", "--quit-after", "0.3"]
                          + list(extra_args), record_expect, timeout=60))
    return Case("storyboards", name, steps, setup=setup)


def gen_storyboards(rng, count):
    cases = []
    demo_path, *fixture_list = fixture_paths()
    demo = read(demo_path)
    boards = {os.path.basename(p): read(p) for p in fixture_paths()}
    image_line = "image: images/photos/sunset.png"
    assert image_line in demo

    def sub(text, old, new, count=1):
        assert old in text, old
        return text.replace(old, new, count)

    for name, text in boards.items():
        cases.append(storyboard_case("valid %s" % name, text, OK, also_run=True))
    targeted = [
        ("version: 2", sub(demo, "version: 1", "version: 2"), ERR),
        ("version: 0", sub(demo, "version: 1", "version: 0"), ERR),
        ("version: -1", sub(demo, "version: 1", "version: -1"), ERR),
        ("version: 1e300", sub(demo, "version: 1", "version: 1e300"), ERR),
        ("version: abc", sub(demo, "version: 1", "version: abc"), ERR),
        ("version: [1]", sub(demo, "version: 1", "version: [1]"), ERR),
        ("huge clipped frame", sub(demo, "{ id: faceHost, frame: [140, 110, 1000, 530],",
                                   "{ id: faceHost, clips: true, frame: [0, 0, 1e10, 1e10],"), OK_OR_ERR),
        ("far clipped frame", sub(demo, "{ id: faceHost, frame: [140, 110, 1000, 530],",
                                  "{ id: faceHost, clips: true, frame: [3e9, 3e9, 100, 100],"), OK_OR_ERR),
        ("frame 1e300", sub(demo, "frame: [300, 180, 400, 260]", "frame: [1e300, 1e300, 1e300, 1e300]"), OK_OR_ERR),
        ("frame nan", sub(demo, "frame: [300, 180, 400, 260]", "frame: [.nan, .nan, 400, 260]"), ERR),
        ("frame inf", sub(demo, "frame: [300, 180, 400, 260]", "frame: [.inf, 0, 400, 260]"), ERR),
        ("frame negative size", sub(demo, "frame: [300, 180, 400, 260]", "frame: [300, 180, -400, -260]"), OK_OR_ERR),
        ("frame three numbers", sub(demo, "frame: [300, 180, 400, 260]", "frame: [300, 180, 400]"), ERR),
        ("frame strings", sub(demo, "frame: [300, 180, 400, 260]", "frame: [a, b, c, d]"), ERR),
        ("pages 1e9", sub(demo, "pages: 4,", "pages: 1000000000,"), OK_OR_ERR),
        ("pages 1e18", sub(demo, "pages: 4,", "pages: 1000000000000000000,"), OK_OR_ERR),
        ("pages 1e30", sub(demo, "pages: 4,", "pages: 1e30,"), ERR),
        ("pages -1", sub(demo, "pages: 4,", "pages: -1,"), ERR),
        ("pages 1.5", sub(demo, "pages: 4,", "pages: 1.5,"), ERR),
        ("current 99", sub(demo, "current: 0,", "current: 99,"), ERR),
        ("current -1", sub(demo, "current: 0,", "current: -1,"), ERR),
        ("params zzz", sub(boards["explode.yaml"], "params: { scale: 2 }", "params: { zzz: 1 }"), ERR),
        ("params scale 1e300", sub(boards["explode.yaml"], "params: { scale: 2 }", "params: { scale: 1e300 }"), ERR),
        ("params scale nan", sub(boards["explode.yaml"], "params: { scale: 2 }", "params: { scale: .nan }"), ERR),
        ("params scale string", sub(boards["explode.yaml"], "params: { scale: 2 }", "params: { scale: big }"), ERR),
        ("params faces on explode", sub(boards["explode.yaml"], "params: { scale: 2 }", "params: { faces: 1 }"), ERR),
        ("duration -1", sub(boards["explode.yaml"], "duration: 0.75", "duration: -1"), ERR),
        ("duration nan", sub(boards["explode.yaml"], "duration: 0.75", "duration: .nan"), ERR),
        ("duration 1e300", sub(boards["explode.yaml"], "duration: 0.75", "duration: 1e300"), OK_OR_ERR),
        ("unknown segue class", sub(boards["explode.yaml"], "class: ExplodeSegue", "class: ExplodSegue"), ERR),
        ("unknown controller class", sub(boards["explode.yaml"], "class: ViewController", "class: NoSuchController"), ERR),
        ("unknown kind", sub(boards["explode.yaml"], "kind: custom", "kind: teleport"), ERR),
        ("segue to missing scene", sub(boards["explode.yaml"], "to: explodeDestination", "to: nowhere"), ERR),
        ("initial missing", sub(boards["explode.yaml"], "initial: home", "initial: nowhere"), ERR),
        ("duplicate scene id", sub(boards["explode.yaml"], "id: explodeDestination", "id: home"), ERR),
        ("bad colour", sub(boards["explode.yaml"], 'background: "#1E2A38"', 'background: "#12345"'), ERR),
        ("alpha 5", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: 28\n          alpha: 5"), OK_OR_ERR),
        ("fontSize 1e10", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: 1e10"), OK_OR_ERR),
        ("fontSize -5", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: -5"), OK_OR_ERR),
        ("fontSize 0", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: 0"), OK_OR_ERR),
        ("cornerRadius 1e300", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: 28\n          cornerRadius: 1e300"), OK_OR_ERR),
        ("text 100k", sub(boards["explode.yaml"], "text: SegueKit", "text: " + "W" * 100000), OK_OR_ERR),
        ("text with control chars", sub(boards["explode.yaml"], "text: SegueKit", 'text: "a\\u0000b\\u001bc\\u202e"'), OK_OR_ERR),
        ("unknown view key", sub(boards["explode.yaml"], "fontSize: 28", "fontSize: 28\n          zzz: 1"), ERR),
        ("unknown view type", sub(boards["explode.yaml"], "type: label", "type: lable"), ERR),
        ("navigation without root", demo.replace("class: DemoHomeController", "class: NavigationController", 1), ERR),
        ("embed cycle", sub(boards["explode.yaml"], "    view:                        # the root view",
                            "    children: [home]\n    view:                        # the root view"), ERR),
        ("empty file", "", ERR),
        ("just a scalar", "hello\n", ERR),
        ("a list", "- 1\n- 2\n", ERR),
        ("no scenes", "version: 1\nscenes: []\n", ERR),
        ("deep nesting", "version: 1\nscenes:\n  - id: a\n    view: " + "{subviews: [" * 2000 + "]}" * 2000 + "\n", ERR),
        ("deep flow nesting", "version: 1\nscenes: " + "[" * 20000 + "\n", ERR),
        ("unbalanced quote", sub(boards["explode.yaml"], "title: Home", 'title: "Home'), ERR),
        ("tabs for indentation", boards["explode.yaml"].replace("    ", "\t"), ERR),
        ("binary junk", bytes(rng.randrange(256) for _ in range(4096)), ERR),
        ("utf-16", boards["explode.yaml"].encode("utf-16"), ERR),
        ("nul byte", boards["explode.yaml"].encode() + b"\x00", ERR),
        ("yaml anchors bomb", "version: 1\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                              "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]\n"
                              "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: [*e, *e, *e, *e, *e, *e, *e, *e, *e]\nscenes: []\n", ERR),
    ]
    # image paths
    img_cases = [
        ("image ../../etc/passwd", "image: ../../etc/passwd", None),
        ("image /etc/passwd", "image: /etc/passwd", None),
        ("image absolute outside PNG", "image: " + PHOTO, None),
        ("image missing", "image: images/photos/nope.png", None),
        ("image empty", "image: empty.png", lambda d: write(os.path.join(d, "empty.png"), b"")),
        ("image corrupt", "image: corrupt.png", lambda d: write(os.path.join(d, "corrupt.png"), b"\x89PNG\r\n\x1a\n" + b"\x13" * 500)),
        ("image truncated", "image: trunc.png", lambda d: write(os.path.join(d, "trunc.png"), read(PHOTO, "rb")[:3000])),
        ("image text", "image: text.png", lambda d: write(os.path.join(d, "text.png"), "hello\n")),
        ("image huge header", "image: huge.png", lambda d: write(os.path.join(d, "huge.png"), png_header_only(100000, 100000))),
        ("image header 2^31", "image: huge.png", lambda d: write(os.path.join(d, "huge.png"), png_header_only(2 ** 31 - 1, 2 ** 31 - 1))),
        ("image zero size header", "image: zero.png", lambda d: write(os.path.join(d, "zero.png"), png_header_only(0, 0))),
        ("image FIFO", "image: fifo.png", lambda d: os.mkfifo(os.path.join(d, "fifo.png"))),
        ("image null device", "image: null.png", lambda d: os.mknod(os.path.join(d, "null.png"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))),
        ("image zero device", "image: zero.png", lambda d: os.mknod(os.path.join(d, "zero.png"), 0o666 | stat.S_IFCHR, os.makedev(1, 5))),
        ("image folder", "image: images", None),
        ("image symlink outside", "image: link.png", lambda d: os.symlink(PHOTO, os.path.join(d, "link.png"))),
        ("image symlink to /etc/passwd", "image: link.png", lambda d: os.symlink("/etc/passwd", os.path.join(d, "link.png"))),
        ("image symlink loop", "image: loop.png", lambda d: os.symlink("loop.png", os.path.join(d, "loop.png"))),
        ("image dot-dot inside", "image: images/../images/photos/../../../outside.png", None),
        ("image empty name", 'image: ""', None),
        ("image over the size limit (20000x20)", "image: wide.png", lambda d: write(os.path.join(d, "wide.png"), make_png(20000, 20))),
        ("image 64 MB of zeros", "image: big.png", lambda d: write(os.path.join(d, "big.png"), b"\x89PNG\r\n\x1a\n" + b"\x00" * (64 << 20))),
    ]
    for name, line, files in img_cases:
        targeted.append((name, demo.replace(image_line, line), ERR, files))
    ok_img = [
        ("image symlink inside", "image: link.png", lambda d: os.symlink("images/photos/ocean.png", os.path.join(d, "link.png"))),
        ("image 1x1 PNG", "image: tiny.png", lambda d: write(os.path.join(d, "tiny.png"), make_png(1, 1))),
        ("image 1x4096 PNG", "image: tall.png", lambda d: write(os.path.join(d, "tall.png"), make_png(1, 4096))),
        ("image grey PNG", "image: grey.png", lambda d: write(os.path.join(d, "grey.png"), make_png(9, 9, color_type=0))),
        ("image palette PNG", "image: pal.png", lambda d: write(os.path.join(d, "pal.png"), make_png(9, 9, color_type=3))),
        ("image 16-bit PNG", "image: deep.png", lambda d: write(os.path.join(d, "deep.png"), make_png(9, 9, color_type=6, bit_depth=16))),
        ("image name with spaces", "image: \"a b c.png\"", lambda d: write(os.path.join(d, "a b c.png"), make_png(5, 5))),
    ]
    for name, line, files in ok_img:
        targeted.append((name, demo.replace(image_line, line), OK_OR_ERR if "symlink" in name else OK, files))
    for item in targeted:
        name, text, exp = item[:3]
        files = item[3] if len(item) > 3 else None
        cases.append(storyboard_case(name, text, exp, files=files))
    # a storyboard naming a shader transition, checked with and without --shaders
    shader_board = sub(boards["explode.yaml"], "class: ExplodeSegue", "class: TransitionSegue")
    shader_board = sub(shader_board, "params: { scale: 2 }", "transition: wipe")
    shader_board = sub(shader_board, "kind: custom", "kind: present")

    def copy_shaders(d):
        shutil.copytree(SHADER_DIR, os.path.join(d, "shaders"))
    cases.append(storyboard_case("shader transition with --shaders", shader_board, OK, files=copy_shaders,
                                 extra_args=["--shaders", "shaders"]))
    cases.append(storyboard_case("unknown transition name", shader_board.replace("transition: wipe", "transition: wiipe"), ERR))
    # random text mutations of every storyboard
    names = sorted(boards)
    nums = ["1e10", "-1", ".nan", "1e300", "0", "99999999999", "-0", "1e-300", "4294967296", "0x7fffffff", "2"]
    for i in range(count):
        base = boards[names[i % len(names)]]
        text = base
        for _ in range(rng.randint(1, 3)):
            op = rng.random()
            lines = text.split("\n")
            if op < 0.35:
                matches = list(re.finditer(r"(?<![#\w.])\d+(\.\d+)?(?![\w])", text))
                if matches:
                    m = rng.choice(matches)
                    text = text[:m.start()] + rng.choice(nums) + text[m.end():]
            elif op < 0.5 and len(lines) > 2:
                del lines[rng.randrange(len(lines))]
                text = "\n".join(lines)
            elif op < 0.6:
                j = rng.randrange(len(lines))
                lines.insert(j, lines[j])
                text = "\n".join(lines)
            elif op < 0.7:
                j = rng.randrange(len(text))
                text = text[:j] + rng.choice(["[", "]", "{", "}", ":", "\"", "'", "&a", "*a", "!!binary", "\t", "\u00e9", "- "]) + text[j:]
            elif op < 0.8:
                text = text[:rng.randrange(len(text))]
            elif op < 0.9:
                j = rng.randrange(len(text))
                text = text[:j] + text[j + rng.randint(1, 20):]
            else:
                words = ["pages", "current", "frame", "segue", "embed", "class", "image", "root", "children", "initial",
                         "transition", "duration", "alpha", "fontSize", "selected", "segments"]
                w = rng.choice(words)
                text = text.replace(w + ":", rng.choice(words) + ":", 1)
        cases.append(storyboard_case("random mutation #%d of %s" % (i, names[i % len(names)]), text, OK_OR_ERR))
    return cases


# ---- images (render inputs) ------------------------------------------------------------------

def gen_images(rng):
    cases = []
    good = read(PHOTO, "rb")
    bad_files = [
        ("empty", b"", ERR),
        ("text", b"hello world\n", ERR),
        ("signature only", good[:8], ERR),
        ("huge header 100000x100000", png_header_only(100000, 100000), ERR),
        ("huge header 2^31-1", png_header_only(2 ** 31 - 1, 2 ** 31 - 1), ERR),
        ("zero header 0x0", png_header_only(0, 0), ERR),
        ("random bytes", bytes(rng.randrange(256) for _ in range(5000)), ERR),
        ("PNG signature then junk", b"\x89PNG\r\n\x1a\n" + bytes(rng.randrange(256) for _ in range(5000)), ERR),
        ("JPEG SOI then junk", b"\xff\xd8\xff\xe0" + bytes(rng.randrange(256) for _ in range(3000)), ERR),
        ("GIF header", b"GIF89a" + b"\x01\x00\x01\x00" + b"\x00" * 20, ERR),
        ("bad IDAT CRC", good[:40] + bytes([good[40] ^ 0xFF]) + good[41:], OK_OR_ERR),
        ("trailing garbage", good + b"\x00junk" * 100, OK_OR_ERR),
        ("1x1", make_png(1, 1), OK),
        ("1x4096", make_png(1, 4096), OK),
        ("4096x1", make_png(4096, 1), OK),
        ("grey", make_png(7, 5, color_type=0), OK),
        ("palette", make_png(7, 5, color_type=3), OK),
        ("grey+alpha", make_png(7, 5, color_type=4), OK),
        ("16-bit RGBA", make_png(7, 5, color_type=6, bit_depth=16), OK),
        ("1-bit grey", make_png(17, 3, color_type=0, bit_depth=1), OK),
        ("20000x2 (beyond the texture limit)", make_png(20000, 2), OK_OR_ERR),
    ]
    for cut in [8, 16, 33, 41, 60, 100, 500, 1000, 4000, len(good) // 2, len(good) - 40]:
        bad_files.append(("truncated at %d" % cut, good[:cut], ERR))
    # only the IEND chunk cut off: every pixel is there, so decoding it is fine too
    for cut in [len(good) - 12, len(good) - 1]:
        bad_files.append(("truncated at %d (IEND cut)" % cut, good[:cut], OK_OR_ERR))
    for i in range(12):  # flipped bytes
        data = bytearray(good)
        for _ in range(rng.randint(1, 8)):
            j = rng.randrange(8, len(data))
            data[j] = rng.randrange(256)
        bad_files.append(("flipped bytes #%d" % i, bytes(data), OK_OR_ERR))
    for name, data, expect in bad_files:
        for which in ["from", "to"]:
            def setup(d, data=data):
                setup_images(d)
                write(os.path.join(d, "x.png"), data)
            argv = render_argv(src="x.png") if which == "from" else render_argv(dst="x.png")
            cases.append(Case("images", "--%s %s" % (which, name), [Step(argv, expect, out="out.png", out_kind="png", timeout=60)],
                              setup=setup))
    nodes = [("missing", None), ("folder", "dir"), ("FIFO", "fifo"), ("null device", "null"), ("zero device", "zero"),
             ("symlink loop", "loop"), ("dangling symlink", "dangling"), ("symlink to good", "good-link"),
             ("empty path", "empty-arg")]
    for name, kind in nodes:
        def setup(d, kind=kind):
            setup_images(d)
            p = os.path.join(d, "x.png")
            if make_special(p, kind, "gone.png"):
                pass
            elif kind == "good-link":
                os.symlink("a.png", p)
        src = "" if kind == "empty-arg" else "x.png"
        expect = OK if kind == "good-link" else ERR_OR_USAGE
        for which in ["from", "to"]:
            argv = render_argv(src=src) if which == "from" else render_argv(dst=src)
            cases.append(Case("images", "--%s is a %s" % (which, name),
                              [Step(argv, expect, out="out.png", out_kind="png", timeout=20)], setup=setup))
    # other render inputs: progress, transition names, params
    for p, exp in [("0", OK), ("1", OK), ("0.5", OK), ("1e-300", OK), ("nan", USAGE), ("inf", USAGE), ("-inf", USAGE),
                   ("abc", USAGE), ("", USAGE), ("1e300", OK_OR_USAGE), ("-1", OK_OR_USAGE), ("2", OK_OR_USAGE),
                   ("-0", OK_OR_USAGE), ("0x1p-1", OK_OR_USAGE)]:
        cases.append(Case("images", "render --progress %r" % p,
                          [Step(render_argv(progress=p), exp, out="out.png", out_kind="png")], setup=setup_images))
    for t, exp in [("nope", ERR_OR_USAGE), ("", ERR_OR_USAGE), ("Cube", ERR_OR_USAGE), ("../etc/passwd", ERR_OR_USAGE),
                   ("cube ", ERR_OR_USAGE), ("\u00e9", ERR_OR_USAGE)]:
        cases.append(Case("images", "render --transition %r" % t,
                          [Step(render_argv(transition=t), exp, out="out.png", out_kind="png")], setup=setup_images))
    params = [("cube", "faces=6", OK), ("cube", "faces=1", ERR_OR_USAGE), ("cube", "faces=0", ERR_OR_USAGE),
              ("cube", "faces=-3", ERR_OR_USAGE), ("cube", "faces=1e300", ERR_OR_USAGE), ("cube", "faces=nan", ERR_OR_USAGE),
              ("cube", "faces=4.5", ERR_OR_USAGE), ("cube", "zzz=1", ERR_OR_USAGE), ("cube", "=1", ERR_OR_USAGE),
              ("cube", "faces", ERR_OR_USAGE), ("cube", "faces=", ERR_OR_USAGE), ("cube", "dim=2", ERR_OR_USAGE),
              ("cube", "eyeDistance=0", OK_OR_ERR), ("cube", "eyeDistance=1e-300", OK_OR_ERR), ("cube", "steps=3", OK),
              ("cube", "steps=100", ERR_OR_USAGE), ("cube", "direction=sideways", ERR_OR_USAGE),
              ("cube", "curve=cubicBezier(1,2)", ERR_OR_USAGE), ("cube", "curve=spring(nan,nan)", ERR_OR_USAGE),
              ("explode", "scale=1e300", ERR_OR_USAGE), ("explode", "scale=0", OK_OR_ERR), ("explode", "scale=-1", OK_OR_ERR),
              ("explode", "scale=1e6", OK_OR_ERR), ("flip", "from=left", OK), ("flip", "from=middle", ERR_OR_USAGE),
              ("pageCurl", "radius=0", OK_OR_ERR), ("pageCurl", "radius=1e30", OK_OR_ERR), ("wipe", "direction=vec2(0.0,0.0)", OK_OR_ERR),
              ("wipe", "direction=garbage", ERR_OR_USAGE), ("wipe", "smoothness=nan", ERR_OR_USAGE),
              ("animations", "fromEndScale=1e30", OK_OR_ERR), ("animations", "toStartCenter=nan,nan", ERR_OR_USAGE),
              ("crossDissolve", "duration=-1", OK_OR_ERR), ("push", "parallax=1e300", OK_OR_ERR)]
    for t, kv, exp in params:
        cases.append(Case("images", "render %s --param %s" % (t, kv),
                          [Step(render_argv(transition=t, extra=["--param", kv]), exp, out="out.png", out_kind="png")],
                          setup=setup_images))
    for t in ["cube", "explode", "flip", "pageCurl"]:
        cases.append(Case("images", "render %s --reduce-motion" % t,
                          [Step(render_argv(transition=t, extra=["--reduce-motion"]), OK, out="out.png", out_kind="png")],
                          setup=setup_images))
    # no --size: the source image's size (a 1x1 and a 1x4096 source)
    for name, data in [("1x1", make_png(1, 1)), ("1x4096", make_png(1, 4096)), ("3x1", make_png(3, 1))]:
        def setup(d, data=data):
            setup_images(d)
            write(os.path.join(d, "x.png"), data)
        cases.append(Case("images", "render without --size from a %s image" % name,
                          [Step(render_argv(src="x.png", size=None), OK, out="out.png", out_kind="png", timeout=60)], setup=setup))
    return cases


# ---- shaders ---------------------------------------------------------------------------------

GOOD_SHADER = """// name: zz
uniform float amount; // = 0.5

vec4 transition(vec2 uv) {
  float p = progress;
  return mix(getFromColor(uv), getToColor(uv), p * amount + (1.0 - amount) * p);
}
"""


def gen_shaders(rng, count):
    cases = []
    shader_dir = SHADER_DIR
    originals = {n[:-5]: read(os.path.join(shader_dir, n)) for n in sorted(os.listdir(shader_dir)) if n.endswith(".glsl")}
    lines = GOOD_SHADER.split("\n")

    def at_line(k, text):
        ls = list(lines)
        ls.insert(k - 1, text)
        return "\n".join(ls)
    variants = [
        ("valid", GOOD_SHADER, OK, None),
        ("syntax error at line 5", GOOD_SHADER.replace("float p = progress;", "float p = progress +;"), ERR, 5),
        ("syntax error at line 2", GOOD_SHADER.replace("uniform float amount;", "uniform flot amount;"), ERR, 2),
        ("undeclared identifier at line 6", GOOD_SHADER.replace("p * amount", "q * amount"), ERR, 6),
        ("#version 450", "#version 450\n" + GOOD_SHADER, ERR, 1),
        ("#version 330 core", "#version 330 core\n" + GOOD_SHADER, OK_OR_ERR, 1),
        ("#extension junk", "#extension GL_FOO_bar : require\n" + GOOD_SHADER, ERR, 1),
        ("missing transition function", "// name: zz\nvec4 other(vec2 uv) { return vec4(1.0); }\n", ERR, None),
        ("transition wrong signature", "vec4 transition(float x) { return vec4(x); }\n", ERR, None),
        ("transition returns float", "float transition(vec2 uv) { return 1.0; }\n", ERR, None),
        ("main defined", GOOD_SHADER + "\nvoid main() {}\n", ERR, None),
        ("redefines progress", "uniform float progress;\n" + GOOD_SHADER, ERR, None),
        ("sampler uniform", "uniform sampler2D tex;\n" + GOOD_SHADER, OK_OR_ERR, None),
        ("bad uniform default", GOOD_SHADER.replace("// = 0.5", "// = vec2(nan"), OK_OR_ERR, None),
        ("uniform default 1e300", GOOD_SHADER.replace("// = 0.5", "// = 1e300"), OK_OR_ERR, None),
        ("unterminated comment", GOOD_SHADER + "\n/* no end\n", ERR, None),
        ("unbalanced brace", GOOD_SHADER.replace("}\n", "\n"), ERR, None),
        ("empty", "", ERR, None),
        ("only a comment", "// nothing here\n", ERR, None),
        ("binary junk", bytes(rng.randrange(256) for _ in range(2000)), ERR, None),
        ("nul bytes", GOOD_SHADER.encode() + b"\x00\x00", ERR, None),
        ("utf-16", GOOD_SHADER.encode("utf-16"), ERR, None),
        ("1 MB comment", "// " + "x" * (1 << 20) + "\n" + GOOD_SHADER, OK_OR_ERR, None),
        ("name comment with a path", GOOD_SHADER.replace("// name: zz", "// name: ../../evil"), OK_OR_ERR, None),
        ("error at line 40", at_line(40, "") + "\n" * 30 + "int broken = ;\n", ERR, None),
        ("discard", GOOD_SHADER.replace("float p = progress;", "float p = progress; if (p > 2.0) discard;"), OK, None),
        ("huge array", GOOD_SHADER.replace("float p = progress;", "float big[100000]; float p = progress;"), OK_OR_ERR, None),
    ]
    for name, src in originals.items():
        variants.append(("original %s" % name, re.sub(r"(?m)^// name:.*$", "// name: zz", src), OK, None))
    for i in range(count):
        base = rng.choice(list(originals.values()) + [GOOD_SHADER])
        text = base
        for _ in range(rng.randint(1, 3)):
            op = rng.random()
            j = rng.randrange(len(text))
            if op < 0.3:
                text = text[:j] + text[j + rng.randint(1, 6):]
            elif op < 0.6:
                text = text[:j] + rng.choice([";", "{", "}", "(", ")", "#", "/*", "vec4", "0.0.0", "\u00e9", "\"", "\\"]) + text[j:]
            elif op < 0.8:
                text = text[:j]
            else:
                ls = text.split("\n")
                k = rng.randrange(len(ls))
                ls.insert(k, ls[rng.randrange(len(ls))])
                text = "\n".join(ls)
        variants.append(("random mutation #%d" % i, text, OK_OR_ERR, None))

    for name, src, expect, line in variants:
        def setup(d, src=src):
            setup_images(d)
            write(os.path.join(d, "shaders", "zz.glsl"), src if isinstance(src, bytes) else src.encode("utf-8"))
        shader_name = "zz"

        def extra_line(case_dir, result, line=line):
            if line is None or result.rc == 0:
                return []
            if not re.search(r"zz\.glsl:%d:\d+" % line, result.stderr):
                return ["shader error not reported at the user's line %d (zz.glsl:%d:COLUMN)" % (line, line)]
            return []

        def render_expect(results):
            return OK if results[0].rc == 0 else frozenset({0, 1, 2})
        steps = [
            Step(["check", "shaders/zz.glsl"], expect, timeout=30, extra=extra_line,
                 located="zz.glsl" if expect == ERR and line is not None else None),
            Step(render_argv(transition=shader_name, extra=["--shaders", "shaders"]), render_expect, out="out.png",
                 out_kind="png", timeout=60),
            Step(["transitions", "--shaders", "shaders"], OK_OR_ERR, timeout=30, extra=listed_only_if_compiles),
        ]
        cases.append(Case("shaders", "%s (check, render, transitions)" % name, steps, setup=setup))
    # the --shaders folder itself
    for name, kind, expect in [("missing folder", None, ERR_OR_USAGE), ("a file", "file", ERR_OR_USAGE),
                               ("a FIFO named .glsl", "fifo", OK_OR_ERR), ("a folder named .glsl", "dirglsl", OK_OR_ERR),
                               ("a symlink loop named .glsl", "loop", OK_OR_ERR), ("a null device named .glsl", "null", OK_OR_ERR),
                               ("empty folder", "empty", OK), ("a symlink to its parent", "parent", OK_OR_ERR),
                               ("100 copies", "many", OK), ("two files with one name", "dup", OK_OR_ERR)]:
        def setup(d, kind=kind):
            p = os.path.join(d, "shaders")
            if kind == "file":
                write(p, GOOD_SHADER)
            elif kind is not None:
                os.mkdir(p)
            if kind == "fifo":
                os.mkfifo(os.path.join(p, "x.glsl"))
            elif kind == "dirglsl":
                os.mkdir(os.path.join(p, "x.glsl"))
            elif kind == "loop":
                os.symlink("x.glsl", os.path.join(p, "x.glsl"))
            elif kind == "null":
                os.mknod(os.path.join(p, "x.glsl"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
            elif kind == "parent":
                os.symlink("..", os.path.join(p, "up"))
                write(os.path.join(p, "zz.glsl"), GOOD_SHADER)
            elif kind == "many":
                for i in range(100):
                    write(os.path.join(p, "s%03d.glsl" % i), GOOD_SHADER.replace("// name: zz", "// name: s%03d" % i))
            elif kind == "dup":
                write(os.path.join(p, "zz.glsl"), GOOD_SHADER)
                write(os.path.join(p, "zz2.glsl"), GOOD_SHADER)
        cases.append(Case("shaders", "--shaders is %s (transitions)" % name,
                          [Step(["transitions", "--shaders", "shaders"], expect, timeout=30)], setup=setup))
        cases.append(Case("shaders", "--shaders is %s (render crossDissolve)" % name,
                          [Step(render_argv(transition="crossDissolve", extra=["--shaders", "shaders"]), expect,
                                out="out.png", out_kind="png", timeout=60)], setup=lambda d, s=setup: (setup_images(d), s(d))))
    return cases


def listed_only_if_compiles(case_dir, result):
    """`transitions --shaders` must not list a shader that `check` rejected (step 0)."""
    first = result.previous[0] if result.previous else None
    if first is not None and first.rc not in (0,) and result.rc == 0 and re.search(r"^zz\b", result.stdout, re.M):
        return ["`transitions --shaders` lists zz although `check zz.glsl` rejects it"]
    return []


# ---- outputs ---------------------------------------------------------------------------------

def gen_outputs(rng):
    cases = []
    script = "0.10 key 3\n0.30 key 2\n0.50 end\n"

    def base_setup(d):
        setup_images(d)
        short_script(d, text=script)
        write(os.path.join(d, "notes.txt"), "the user's own file\n")

    # (name, path, setup, expected, kind override)
    def mk(kind):
        def f(d, p):
            full = os.path.join(d, p.rstrip("/"))
            if kind == "file-in-file":
                return  # notes.txt, a plain file, is already there
            os.makedirs(os.path.dirname(full), exist_ok=True)
            if kind == "fifo":
                os.mkfifo(full)
            elif kind == "null":
                os.mknod(full, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
            elif kind == "symlink-new":
                os.makedirs(os.path.join(d, "real"), exist_ok=True)
                os.symlink("real/target" + os.path.splitext(full)[1], full)
            elif kind == "symlink-existing":
                os.makedirs(os.path.join(d, "real"), exist_ok=True)
                write(os.path.join(d, "real", "target" + os.path.splitext(full)[1]), b"old contents")
                os.symlink("real/target" + os.path.splitext(full)[1], full)
            elif kind == "symlink-dangling":
                os.symlink("no/such/dir/target" + os.path.splitext(full)[1], full)
            elif kind == "symlink-dir":
                os.makedirs(os.path.join(d, "realdir"), exist_ok=True)
                os.symlink("realdir", full)
            elif kind == "symlink-null":
                os.mknod(os.path.join(d, "nulldev"), 0o666 | stat.S_IFCHR, os.makedev(1, 3))
                os.symlink("nulldev", full)
            elif kind == "dir":
                os.mkdir(full)
            elif kind == "existing":
                write(full, b"old contents of the user's file")
            elif kind == "file-in-file":
                pass
            elif kind == "readonly-existing":
                write(full, b"old")
                os.chmod(full, 0o444)
        return f

    targets = {
        "png": [("FIFO", "out.png", "fifo", OK_OR_ERR), ("null device", "out.png", "null", OK_OR_ERR),
                ("symlink to a new file", "out.png", "symlink-new", OK_OR_ERR),
                ("symlink to an existing file", "out.png", "symlink-existing", OK_OR_ERR),
                ("dangling symlink", "out.png", "symlink-dangling", OK_OR_ERR),
                ("symlink to a null device", "out.png", "symlink-null", OK_OR_ERR),
                ("folder", "out.png", "dir", ERR_OR_USAGE), ("existing file", "out.png", "existing", OK),
                ("read-only existing file", "out.png", "readonly-existing", OK_OR_ERR),
                ("missing folder", "nodir/out.png", None, OK_OR_ERR), ("deep missing folder", "a/b/c/out.png", None, OK_OR_ERR),
                ("file inside a file", "notes.txt/out.png", "file-in-file", ERR_OR_USAGE),
                ("empty path", "", None, ERR_OR_USAGE), ("dot", ".", None, ERR_OR_USAGE), ("dot-dot", "..", None, ERR_OR_USAGE),
                ("/proc path", "/proc/segue-adversarial.png", None, ERR_OR_USAGE),
                ("/proc/self path", "/proc/self/segue-adversarial.png", None, ERR_OR_USAGE),
                ("/proc/version", "/proc/version", None, ERR_OR_USAGE),
                ("name too long", "n" * 300 + ".png", None, ERR_OR_USAGE),
                ("name with a newline", "a\nb.png", None, OK_OR_ERR), ("name starting with -", "-o.png", None, frozenset({0, 1, 2})),
                ("unicode name", "\u00e9t\u00e9 \u2603.png", None, OK), ("no extension", "out", None, OK_OR_ERR),
                ("trailing slash", "out.png/", None, OK_OR_ERR), ("jpg extension", "out.jpg", None, OK_OR_ERR)],
        "mp4": [("FIFO", "o.mp4", "fifo", OK_OR_ERR), ("null device", "o.mp4", "null", OK_OR_ERR),
                ("symlink to a new file", "o.mp4", "symlink-new", OK_OR_ERR),
                ("symlink to an existing file", "o.mp4", "symlink-existing", OK_OR_ERR),
                ("dangling symlink", "o.mp4", "symlink-dangling", OK_OR_ERR),
                ("folder", "o.mp4", "dir", ERR_OR_USAGE), ("existing file", "o.mp4", "existing", OK),
                ("missing folder", "nodir/o.mp4", None, OK_OR_ERR), ("file inside a file", "notes.txt/o.mp4", "file-in-file", ERR_OR_USAGE),
                ("/proc path", "/proc/segue-adversarial.mp4", None, ERR_OR_USAGE),
                ("name too long", "n" * 300 + ".mp4", None, ERR_OR_USAGE),
                ("name starting with -", "-y.mp4", None, frozenset({0, 1, 2})), ("pipe: protocol name", "pipe:1.mp4", None, OK_OR_ERR),
                ("file: protocol name", "file:o.mp4", None, OK_OR_ERR), ("uppercase .MP4", "o.MP4", None, OK_OR_ERR),
                ("unknown extension", "o.avi", None, frozenset({0, 1, 2})), ("percent in name", "o%d.mp4", None, OK_OR_ERR)],
        "gif": [("FIFO", "o.gif", "fifo", OK_OR_ERR), ("null device", "o.gif", "null", OK_OR_ERR),
                ("symlink to a new file", "o.gif", "symlink-new", OK_OR_ERR), ("folder", "o.gif", "dir", ERR_OR_USAGE),
                ("existing file", "o.gif", "existing", OK), ("file inside a file", "notes.txt/o.gif", "file-in-file", ERR_OR_USAGE),
                ("/proc path", "/proc/segue-adversarial.gif", None, ERR_OR_USAGE)],
        "frames": [("new folder", "f/", None, OK), ("empty folder", "f/", "dir", OK), ("dot", ".", None, ERR_OR_USAGE),
                   ("dot slash", "./", None, ERR_OR_USAGE), ("empty path", "", None, ERR_OR_USAGE),
                   ("symlink to an empty folder", "f/", "symlink-dir", OK_OR_ERR), ("/proc path", "/proc/segue-adversarial/", None, ERR_OR_USAGE),
                   ("folder with a user file", "f/", "user-file", ERR), ("folder with our old frames", "f/", "old-frames", OK),
                   ("folder with a symlink to its parent", "f/", "loop", ERR), ("file inside a file", "notes.txt/f/", "file-in-file", ERR_OR_USAGE),
                   ("a FIFO named like a folder", "f/", "fifo", ERR_OR_USAGE), ("an existing file", "f/", "existing", ERR_OR_USAGE),
                   ("deep new folder", "a/b/c/f/", None, OK_OR_ERR)],
    }
    for kind, items in targets.items():
        for name, path, setup_kind, expect in items:
            def setup(d, path=path, setup_kind=setup_kind):
                base_setup(d)
                if setup_kind == "user-file":
                    write(os.path.join(d, "f", "holiday.jpg"), b"precious")
                elif setup_kind == "old-frames":
                    write(os.path.join(d, "f", "frame_00001.png"), make_png(2, 2))
                elif setup_kind == "loop":
                    os.makedirs(os.path.join(d, "f"))
                    os.symlink("..", os.path.join(d, "f", "up"))
                elif setup_kind == "fifo" and kind == "frames":
                    os.mkfifo(os.path.join(d, "f"))
                elif setup_kind == "existing" and kind == "frames":
                    write(os.path.join(d, "f"), b"a file")
                elif setup_kind is not None:
                    mk(setup_kind)(d, path)
            fifo = setup_kind == "fifo" and kind != "frames"
            out_kind = kind if kind != "png" else "png"
            if kind == "png":
                argv = render_argv(out=path)
            else:
                argv = record_argv(path, size="160x90", fps="10")
            cases.append(Case("outputs", "%s --out %s (%r)" % ("render" if kind == "png" else "record " + kind, name, path[:40]),
                              [Step(argv, expect, out=path, out_kind=out_kind, timeout=60, fifo_out=fifo)], setup=setup))
    # run's own outputs: trace, saved script, screenshot
    for opt, kind in [("--trace", "trace"), ("--save-script", "script"), ("--screenshot", "png")]:
        ext = {"trace": ".jsonl", "script": ".script", "png": ".png"}[kind]
        items = [("new file", "x" + ext, None, OK), ("FIFO", "x" + ext, "fifo", OK_OR_ERR), ("null device", "x" + ext, "null", OK_OR_ERR),
                 ("symlink to a new file", "x" + ext, "symlink-new", OK_OR_ERR), ("dangling symlink", "x" + ext, "symlink-dangling", OK_OR_ERR),
                 ("folder", "x" + ext, "dir", ERR_OR_USAGE), ("existing file", "x" + ext, "existing", OK),
                 ("missing folder", "nodir/x" + ext, None, OK_OR_ERR), ("file inside a file", "notes.txt/x" + ext, "file-in-file", ERR_OR_USAGE),
                 ("/proc path", "/proc/segue-adversarial" + ext, None, ERR_OR_USAGE), ("empty path", "", None, ERR_OR_USAGE),
                 ("dot", ".", None, ERR_OR_USAGE), ("name too long", "n" * 300 + ext, None, ERR_OR_USAGE)]
        for name, path, setup_kind, expect in items:
            def setup(d, path=path, setup_kind=setup_kind):
                base_setup(d)
                if setup_kind is not None:
                    mk(setup_kind)(d, path)
            argv = ["run", "--headless", "--size", "160x90", "--script", "s.script", opt, path]
            if opt == "--screenshot":
                argv += ["--screenshot-at", "0.2"]
            cases.append(Case("outputs", "run %s %s (%r)" % (opt, name, path[:40]),
                              [Step(argv, expect, out=path, out_kind=kind, timeout=60, fifo_out=setup_kind == "fifo")], setup=setup))
            if opt == "--trace":
                rargv = record_argv("f/", size="160x90", fps="10", extra=["--trace", path])
                cases.append(Case("outputs", "record --trace %s (%r)" % (name, path[:40]),
                                  [Step(rargv, expect, out=path, out_kind=kind, timeout=60, fifo_out=setup_kind == "fifo")],
                                  setup=setup))
    # run: other numbers that end a session
    for v, exp in [("nan", USAGE), ("inf", USAGE), ("-1", USAGE), ("1e300", USAGE), ("abc", USAGE), ("0", OK), ("0.2", OK),
                   ("86401", USAGE)]:
        cases.append(Case("outputs", "run --quit-after %s" % v,
                          [Step(["run", "--headless", "--size", "160x90", "--quit-after", v], exp, timeout=30)]))
        cases.append(Case("outputs", "run --screenshot-at %s" % v,
                          [Step(["run", "--headless", "--size", "160x90", "--quit-after", "0.3", "--screenshot", "x.png",
                                 "--screenshot-at", v], exp if v not in ("0", "0.2") else OK, out="x.png",
                                out_kind="png" if v in ("0", "0.2") else "none", timeout=30)]))
    for fps, exp in [("0", USAGE), ("-1", USAGE), ("nan", USAGE), ("inf", USAGE), ("1e300", USAGE), ("abc", USAGE),
                     ("1", OK), ("0.5", OK), ("240", OK), ("29.97", OK), ("100000", OK_OR_USAGE)]:
        cases.append(Case("outputs", "record --fps %s" % fps,
                          [Step(record_argv("f/", size="160x90", fps=fps), exp, out="f/", out_kind="frames", timeout=60)],
                          setup=lambda d: short_script(d, text="0.10 key 3\n0.30 end\n")))
    # argument-level abuse
    for argv, exp in [(["--nope"], USAGE), (["render"], USAGE), (["record"], USAGE), (["record", "--script"], USAGE),
                      (["check"], USAGE), (["check", "a", "b"], USAGE), (["transitions", "extra"], USAGE),
                      (["help", "nope"], frozenset({0, 2})), (["run", "--size"], USAGE), (["render", "--out", "x.png"], USAGE),
                      (["--help"], OK), (["record", "--help"], OK), (["help", "render"], OK), (["bench", "--frames", "-1"], USAGE),
                      (["bench", "--frames", "0"], USAGE), (["bench", "memory", "--samples", "abc"], USAGE)]:
        cases.append(Case("outputs", "segue %s" % " ".join(argv), [Step(argv, exp, timeout=30)]))
    return cases


# ---- ffmpeg faults ---------------------------------------------------------------------------

FAKES = {
    "hangs without reading": "while :; do sleep 1; done\n",
    "reads everything then hangs": "cat > /dev/null\nwhile :; do sleep 1; done\n",
    "exits 0 at once, no output": "exit 0\n",
    "reads, exits 0, no output": "cat > /dev/null\nexit 0\n",
    "reads, exits 0, garbage output": "cat > /dev/null\nfor a; do last=$a; done\nprintf 'garbage!' > \"$last\"\nexit 0\n",
    "reads, exits 0, 8-byte ftyp": "cat > /dev/null\nfor a; do last=$a; done\nprintf '\\000\\000\\000\\010ftyp' > \"$last\"\nexit 0\n",
    "reads, exits 1": "cat > /dev/null\necho 'it went wrong' >&2\nexit 1\n",
    "exits 1 at once": "exit 1\n",
    "killed by SIGKILL": "head -c 1000 > /dev/null\nkill -9 $$\n",
    "writes 1 MB to stderr then exits 1": "head -c 1048576 /dev/zero | tr '\\0' x >&2\ncat > /dev/null\nexit 1\n",
    "good output, then exits 1": "exec_real \"$@\"\nexit 1\n",
    "good output, then hangs": "exec_real \"$@\"\nwhile :; do sleep 1; done\n",
    "stops reading midway": "head -c 20000 > /dev/null\nwhile :; do sleep 1; done\n",
    "real ffmpeg (control)": "exec %s \"$@\"\n",
}


def gen_ffmpeg(rng):
    cases = []
    real = FFMPEG or "/usr/bin/ffmpeg"
    script = "0.10 key 3\n0.30 key 2\n1.00 end\n"
    for name, body in FAKES.items():
        if "%s" in body:
            body = body % shlex.quote(real)
        body = body.replace("exec_real \"$@\"", "%s \"$@\" || exit 3" % shlex.quote(real))
        control = "control" in name
        hangs = "hang" in name or "midway" in name

        def setup(d, body=body):
            short_script(d, text=script)
            write(os.path.join(d, "bin", "ffmpeg"), "#!/bin/sh\n" + body)
            os.chmod(os.path.join(d, "bin", "ffmpeg"), 0o755)
        env = {"PATH": "{case}/bin:" + os.environ.get("PATH", "/usr/bin:/bin")}
        timeout = 75 if hangs else 60
        for out in ["o.mp4", "o.gif"]:
            cases.append(Case("ffmpeg", "record %s: ffmpeg %s" % (out[-3:], name),
                              [Step(record_argv(out, size="160x90", fps="10"), OK if control else ERR, out=out,
                                    out_kind=out_kind_of(out), env=env, timeout=timeout)], setup=setup, idle=hangs))
        # live Ctrl+R in a headless session
        live = "0.10 key Ctrl+R\n0.40 key 3\n0.80 key Ctrl+R\n1.20 end\n"

        def setup_live(d, s=setup, live=live):
            s(d)
            write(os.path.join(d, "live.script"), live)

        def live_check(case_dir, result, control=control):
            vids = [n for n in os.listdir(case_dir) if n.startswith("segue-") and n.endswith(".mp4")]
            problems = []
            for v in vids:
                why = check_video(os.path.join(case_dir, v), "mp4")
                if why:
                    problems.append("live recording %s left behind broken: %s" % (v, why))
            if control and not vids:
                problems.append("live Ctrl+R recording not saved")
            if not control and not vids and not re.search(r"^segue: (error|warning)", result.stderr, re.M):
                problems.append("live Ctrl+R recording lost without a word")
            return problems
        cases.append(Case("ffmpeg", "run Ctrl+R: ffmpeg %s" % name,
                          [Step(["run", "--headless", "--size", "160x90", "--script", "live.script"], OK if control else OK_OR_ERR,
                                env=env, timeout=timeout, error_with_zero_ok=True, extra=live_check)], setup=setup_live,
                          idle=hangs))
    # ffmpeg not there, or not runnable
    for name, kind, expect in [("missing from PATH", "missing", ERR), ("not executable (the real one later on PATH)", "noexec", OK),
                               ("a folder named ffmpeg (the real one later on PATH)", "dir", OK),
                               ("a broken interpreter line", "badshebang", ERR)]:
        def setup(d, kind=kind):
            short_script(d, text=script)
            p = os.path.join(d, "bin", "ffmpeg")
            os.makedirs(os.path.join(d, "bin"), exist_ok=True)
            if kind == "noexec":
                write(p, "#!/bin/sh\nexit 0\n")
                os.chmod(p, 0o644)
            elif kind == "dir":
                os.mkdir(p)
            elif kind == "badshebang":
                write(p, "#!/no/such/interpreter\n")
                os.chmod(p, 0o755)
        if kind == "missing":
            env = {"PATH": "{case}/bin"}
        else:
            env = {"PATH": "{case}/bin:" + os.environ.get("PATH", "/usr/bin:/bin")}
        for out in ["o.mp4", "o.gif"]:
            cases.append(Case("ffmpeg", "record %s: ffmpeg %s" % (out[-3:], name),
                              [Step(record_argv(out, size="160x90", fps="10"), expect, out=out, out_kind=out_kind_of(out),
                                    env=env, timeout=60)], setup=setup))
        # frames need no ffmpeg at all
        cases.append(Case("ffmpeg", "record frames: ffmpeg %s" % name,
                          [Step(record_argv("f/", size="160x90", fps="10"), OK, out="f/", out_kind="frames", env=env, timeout=60)],
                          setup=setup))
    return cases


# ---- a full disk -----------------------------------------------------------------------------

def gen_disk(rng):
    cases = []
    script = "0.10 key 3\n0.30 key 2\n0.80 key 1\n1.20 key Right\n2.00 end\n"
    plans = []
    for free in [0, 4096, 65536]:
        plans.append(("render 640x360 png", render_argv(out="full/out.png", size="640x360"), "full/out.png", "png"))
        plans.append(("record mp4", record_argv("full/o.mp4", size="320x180", fps="30"), "full/o.mp4", "mp4"))
        plans.append(("record gif", record_argv("full/o.gif", size="320x180", fps="30"), "full/o.gif", "gif"))
        plans.append(("record frames", record_argv("full/f/", size="320x180", fps="30"), "full/f/", "frames"))
        plans.append(("record --trace", record_argv("f/", size="160x90", fps="10", extra=["--trace", "full/t.jsonl"]),
                      "full/t.jsonl", "trace"))
        plans.append(("run --trace", ["run", "--headless", "--size", "160x90", "--script", "s.script", "--trace", "full/t.jsonl"],
                      "full/t.jsonl", "trace"))
        plans.append(("run --save-script", ["run", "--headless", "--size", "160x90", "--script", "s.script", "--save-script",
                                            "full/saved.script"], "full/saved.script", "script"))
        plans.append(("run --screenshot", ["run", "--headless", "--size", "640x360", "--script", "s.script", "--screenshot",
                                           "full/shot.png", "--screenshot-at", "0.5"], "full/shot.png", "png"))
        for name, argv, out, kind in plans[-8:]:
            def setup(d):
                setup_images(d)
                short_script(d, text=script)
            # with nothing free it must fail; with a little free it may fit (then it must be complete)
            expect = ERR if free == 0 else OK_OR_ERR
            cases.append(Case("disk", "%s, %d bytes free" % (name, free),
                              [Step(argv, expect, out=out, out_kind=kind, timeout=90)], setup=setup, tmpfs=("full", free)))
    return cases


# ---- signals ---------------------------------------------------------------------------------

LONG_SCRIPT = "".join("%.2f key %s\n" % (0.1 + i * 0.45, k) for i, k in
                      enumerate(["1", "Right", "Right", "Escape", "2", "Enter", "Escape", "Escape", "3", "2", "1", "Escape"] * 6)) \
    + "40.00 end\n"


def gen_signals(rng):
    cases = []
    sigs = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT]
    for out in ["o.mp4", "o.gif", "f/"]:
        for sig in sigs:
            for when in ["first output", "1.5 s after the first output"]:
                delay = 0.0 if when == "first output" else 1.5
                cases.append(Case("signals", "%s during record to %s (%s)" % (SIGNAL_NAMES[sig], out, when),
                                  [Step(record_argv(out, script="long.script", size="320x180", fps="30"),
                                        frozenset({128 + sig}), out=out, out_kind=out_kind_of(out), timeout=120,
                                        send=(sig, "progress", delay))],
                                  setup=lambda d: write(os.path.join(d, "long.script"), LONG_SCRIPT)))
        # a stale partial from a killed run is removed by the next run into the same place
        cases.append(Case("signals", "stale partial after SIGKILL, then record again to %s" % out,
                          [Step(record_argv(out, script="long.script", size="320x180", fps="30"), frozenset({-9, 128 + 9}),
                                out=out, out_kind="none", timeout=120, send=(signal.SIGKILL, "progress", 0.5), skip_checks=True),
                           Step(record_argv(out, script="s.script", size="160x90", fps="10"), OK, out=out,
                                out_kind=out_kind_of(out), timeout=60)],
                          setup=lambda d: (write(os.path.join(d, "long.script"), LONG_SCRIPT), short_script(d))))
    # a live Ctrl+R recording is finished and saved on a signal
    live = "0.10 key Ctrl+R\n" + LONG_SCRIPT.split("\n", 1)[1]

    def live_saved(case_dir, result):
        vids = [n for n in os.listdir(case_dir) if n.startswith("segue-") and n.endswith(".mp4")]
        if not vids:
            return ["live Ctrl+R recording not saved on the signal"]
        problems = []
        for v in vids:
            why = check_video(os.path.join(case_dir, v), "mp4")
            if why:
                problems.append("live recording %s: %s" % (v, why))
        return problems
    for sig in sigs:
        cases.append(Case("signals", "%s during a live Ctrl+R recording (run --headless)" % SIGNAL_NAMES[sig],
                          [Step(["run", "--headless", "--size", "320x180", "--script", "live.script"], frozenset({128 + sig}),
                                timeout=120, send=(sig, "progress", 1.0), extra=live_saved)],
                          setup=lambda d, live=live: write(os.path.join(d, "live.script"), live)))
        # the trace and saved script of a live session end whole on a signal
        cases.append(Case("signals", "%s during run --trace --save-script" % SIGNAL_NAMES[sig],
                          [Step(["run", "--headless", "--size", "320x180", "--script", "long.script", "--trace", "t.jsonl"],
                                frozenset({128 + sig}), out="t.jsonl", out_kind="none", timeout=120,
                                send=(sig, "time", 2.0), extra=trace_whole)],
                          setup=lambda d: write(os.path.join(d, "long.script"), LONG_SCRIPT)))
    return cases


def trace_whole(case_dir, result):
    p = os.path.join(case_dir, "t.jsonl")
    if os.path.exists(p):
        why = check_output(p, "trace")
        if why and "empty" not in why:
            return ["trace after the signal: " + why]
    return []


# ---------------------------------------------------------------------------------------------
# The second hostile run's classes (Robustness II): each a parameterised generator. The cases
# that build large or hostile structures run under a memory cap (Step.mem_cap) and are judged
# by the same contract as the rest, plus the judgements below.

SHORT_VISIT = "0.10 key Tab\n0.30 key Enter\n0.60 key 1\n0.90 key Escape\n1.20 end\n"
NON_UTF8_NAMES = ["\udcff", "o\udce9", "\udcc3(x"]   # bytes 0xff / latin-1 0xe9 / a broken UTF-8 pair


def extras(*fns):
    """One `extra` judgement made of several."""
    fns = [f for f in fns if f]
    if not fns:
        return None

    def run(case_dir, result):
        out = []
        for f in fns:
            out += f(case_dir, result)
        return out
    return run


def shown(name):
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def exact_name_written(name):
    """Exit 0 leaves the output under exactly the bytes of `name`, never a U+FFFD look-alike."""
    def check(case_dir, result):
        if result.rc != 0:
            return []
        probs = []
        if name not in (".", "..", "-") and not os.path.lexists(os.path.join(case_dir, name.rstrip("/") or name)):
            probs.append("exit 0 but nothing was written under the exact name %r" % shown(name))
        for dirpath, dirnames, filenames in os.walk(case_dir):
            for n in dirnames + filenames:
                if "\ufffd" in n:
                    probs.append("wrote %r: U+FFFD in place of the user's bytes" % n)
        return probs[:2]
    return check


def input_unchanged(rel, digest):
    """The input `rel` still holds exactly what it held (sha1 `digest`)."""
    def check(case_dir, result):
        p = os.path.join(case_dir, rel)
        try:
            with open(p, "rb") as f:
                now = hashlib.sha1(f.read()).hexdigest()
        except OSError as e:
            return ["the input %s is gone or unreadable after the command (%s)" % (rel, e.strerror)]
        return [] if now == digest else ["the input %s was changed (exit %s)" % (rel, result.rc)]
    return check


def located_if_error(fname):
    """A failure names FNAME:LINE:COLUMN (for steps whose expectation is decided at run time)."""
    def check(case_dir, result):
        if result.rc in (0, None) or result.timed_out or result.sent:
            return []
        # FILE:LINE:COLUMN, or at least the file's name in the error (a whole file's problem)
        if not re.search(re.escape(fname) + r":\d+:\d+: error: \S", result.stderr) and \
                not re.search(r"^[^\n]*error:[^\n]*" + re.escape(fname) + r"|^" + re.escape(fname) + r": error:", result.stderr, re.M):
            return ["failed without naming %s (FILE:LINE:COLUMN): %s" % (fname, first_line(result.stderr))]
        return []
    return check


def not_echoed(marker, files=()):
    """`marker` (the content of a file the command must not show) is in no output."""
    def check(case_dir, result):
        probs = []
        if marker in result.stderr or marker in result.stdout:
            probs.append("leak: the content %r appears in the command's output" % marker[:20])
        for dirpath, dirnames, filenames in os.walk(case_dir):
            for n in filenames:
                p = os.path.join(dirpath, n)
                if os.path.islink(p) or n in files:
                    continue
                try:
                    with open(p, "rb") as f:
                        if marker.encode() in f.read(1 << 22):
                            probs.append("leak: the content %r was copied into %s" % (marker[:20], os.path.relpath(p, case_dir)))
                except OSError:
                    pass
        return probs[:2]
    return check


def words_not_codes(case_dir, result):
    """An XML problem is told in words, never as a bare libxml2 code."""
    for line in result.stderr.splitlines():
        if re.search(r"error:.*\bXML error \d+\s*$", line) or re.search(r"error: (XML )?error \d+\s*$", line):
            return ["unclear error: a bare libxml2 code: %r" % line[:120]]
    return []


def expect_after_check(results):
    """Whatever check accepts, the next command loads: OK after a clean check, else OK or an error."""
    return OK if results[0].rc == 0 else OK_OR_ERR


def board_steps(fname, check_expect=OK_OR_ERR, check_timeout=25, record_timeout=60, with_import=False, with_run=False,
                mem_cap=True, extra_args=(), script="visit.script"):
    """check FILE (exit 0 or a located error), then record (and import/run) with it: whatever
    check accepts, they load, and their failures are located too."""
    steps = [Step(["check", fname] + list(extra_args), check_expect, timeout=check_timeout, mem_cap=mem_cap,
                  located=fname if check_expect != OK else None, extra=words_not_codes)]
    steps.append(Step(["record", "--storyboard", fname, "--script", script, "--out", "f/", "--size", "320x180",
                       "--fps", "5", "--quiet"] + list(extra_args), expect_after_check, out="f/", out_kind="frames",
                      timeout=record_timeout, mem_cap=mem_cap, extra=located_if_error(fname)))
    if with_import:
        steps.append(Step(["import", fname, "--out", "imported.yaml"], expect_after_check, out="imported.yaml",
                          out_kind="none", timeout=check_timeout, mem_cap=mem_cap, extra=located_if_error(fname)))
    if with_run:
        steps.append(Step(["run", "--headless", "--storyboard", fname, "--size", "320x180", "--quit-after", "0.3"]
                          + list(extra_args), expect_after_check, timeout=record_timeout, mem_cap=mem_cap,
                          extra=located_if_error(fname)))
    return steps


def board_case(area, name, fname, data, files=None, **kw):
    def setup(d, data=data, files=files):
        write(os.path.join(d, fname), data if isinstance(data, bytes) else data.encode("utf-8"))
        write(os.path.join(d, "visit.script"), SHORT_VISIT)
        if files:
            files(d)
    return Case(area, name, board_steps(fname, **kw), setup=setup)


# ---- Interface Builder documents -------------------------------------------------------------

def xml_attr(text):
    """`text` as an XML attribute value; control characters, CR, LF as character references."""
    out = []
    for ch in text:
        o = ord(ch)
        if ch in "&<>\"'":
            out.append({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&apos;"}[ch])
        elif o < 0x20 or 0x7f <= o <= 0x9f or o in (0x2028, 0x2029):
            out.append("&#x%X;" % o)
        else:
            out.append(ch)
    return "".join(out)


def ib_view_scene(sid, subviews="", background='<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>',
                  extra_controller="", constraints="", title=None, identifier=True):
    ident = ' storyboardIdentifier="%s"' % xml_attr(sid) if identifier else ""
    tab = ('<tabBarItem key="tabBarItem" title="%s" id="%s-tab"/>' % (xml_attr(title), xml_attr(sid))) if title is not None else ""
    return ('<scene sceneID="s-%s"><objects><viewController%s id="%s" sceneMemberID="viewController">'
            '<view key="view" contentMode="scaleToFill" id="%s-v"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>'
            '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>'
            '<subviews>%s</subviews>%s%s</view>%s%s</viewController></objects></scene>\n'
            % (xml_attr(sid), ident, xml_attr(sid), xml_attr(sid), subviews, background,
               ("<constraints>%s</constraints>" % constraints) if constraints else "", tab, extra_controller))


def ib_doc(scenes, initial, resources=""):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" '
            'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
            'useSafeAreas="YES" colorMatched="YES" initialViewController="%s">\n'
            '<device id="retina6_12" orientation="portrait" appearance="light"/>\n<scenes>\n%s</scenes>\n%s</document>\n'
            % (xml_attr(initial), "".join(scenes), ("<resources>%s</resources>\n" % resources) if resources else ""))


def ib_label(vid, text, x=20, y=60, w=300, h=40):
    return ('<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="%s" id="%s">'
            '<rect key="frame" x="%d" y="%d" width="%d" height="%d"/>'
            '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>'
            '<fontDescription key="fontDescription" type="system" pointSize="17"/></label>' % (xml_attr(text), xml_attr(vid), x, y, w, h))


def ib_button(vid, title, connections="", x=20, y=120):
    return ('<button opaque="NO" contentMode="scaleToFill" id="%s"><rect key="frame" x="%d" y="%d" width="120" height="44"/>'
            '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>'
            '<state key="normal" title="%s"/><connections>%s</connections></button>' % (xml_attr(vid), x, y, xml_attr(title), connections))


def ib_small(label="Hello"):
    """A small valid two-scene Interface Builder storyboard: a button shows the second scene."""
    first = ib_view_scene("first", ib_label("l1", label) + ib_button("b1", "Next", '<segue destination="second" kind="show" identifier="next" id="sg1"/>'))
    second = ib_view_scene("second", ib_label("l2", "Second"))
    return ib_doc([first, second], "first")


def yaml_q(text):
    """`text` as a YAML double-quoted scalar (every non-ASCII or control character escaped)."""
    out = []
    for ch in text:
        o = ord(ch)
        if ch == "\"" or ch == "\\":
            out.append("\\" + ch)
        elif 0x20 <= o < 0x7f:
            out.append(ch)
        elif o <= 0xffff:
            out.append("\\u%04x" % o)
        else:
            out.append("\\U%08x" % o)
    return "\"" + "".join(out) + "\""


def yaml_board(subviews, extra_scenes="", segues="", initial="home", home_extra=""):
    return ("version: 1\ninitial: %s\nscenes:\n  - id: home\n    title: Home\n%s    view:\n      background: white\n"
            "      subviews:\n%s%s%s" % (initial, home_extra, subviews or "        []\n", extra_scenes,
                                          ("segues:\n" + segues) if segues else ""))


EXPLODE = os.path.join(REPO, "Tests", "SegueAppTests", "Fixtures", "explode.yaml")


def good_shader(name):
    return GOOD_SHADER.replace("// name: zz", "// name: %s" % name)


# ---- paths: every option that takes a path, under odd relative names ---------------------------

PATH_POOL = ["x", "o", "t", "w", "v", "y", "q", "z", "1", "_", "@", "%", "#", "=", "+", ",", "\u00e9", "\u00df", "\u00a0",
             " x", "x ", "x.", ".x", "..x", "~x", "a:b", "*", "?", "[a]", "$HOME", "a\\b", "'", "\"", "\u2603", "\t"]


def gen_paths(rng):
    """Each option that takes a path, given a one-character name, `-`, `.`, `~`, a name with
    spaces, a leading dash (./-x), non-UTF-8 bytes and names drawn from PATH_POOL, in the
    case's own folder: an input is read under exactly that name, an output is written under
    exactly those bytes, `.` is a folder (a clear error), and nothing crashes."""
    cases = []
    explode = read(EXPLODE)
    anchor = "        - type: button\n          id: explodeButton"
    assets_board = explode.replace(anchor, "        - { type: image, frame: [0, 0, 40, 40], image: p.png }\n" + anchor)

    def kinds():
        # (label, role, content) with role in: in-file, in-dir, out
        return [
            ("check FILE (YAML)", "in-file", "yaml"), ("check FILE (Interface Builder)", "in-file", "ib"),
            ("check FILE.glsl", "in-file", "glsl"), ("render --from", "in-file", "png"), ("render --to", "in-file", "png"),
            ("render --out", "out", "png"), ("record --script", "in-file", "script"), ("record --out", "out", "record"),
            ("record --storyboard", "in-file", "yaml"), ("record --trace", "out", "trace"), ("record --shaders", "in-dir", "shaders"),
            ("record --assets", "in-dir", "assets"), ("run --script", "in-file", "script"), ("run --storyboard", "in-file", "yaml"),
            ("run --trace", "out", "trace"), ("run --save-script", "out", "script"), ("run --screenshot", "out", "png"),
            ("run --record", "out", "record"), ("import FILE", "in-file", "ib"), ("import --out", "out", "yaml"),
            ("import --sidecar-out", "out", "sidecar"), ("import --sidecar", "in-file", "sidecar"),
            ("check --sidecar", "in-file", "sidecar"), ("transitions --shaders", "in-dir", "shaders"),
            ("check --assets", "in-dir", "assets"),
        ]

    def content(kind):
        return {"yaml": explode, "ib": ib_small(), "glsl": GOOD_SHADER, "png": read(PHOTO2, "rb"),
                "script": "0.10 key 3\n0.30 key 2\n0.50 end\n", "sidecar": "unwind:\n  first: [backHome]\n"}[kind]

    def argv_for(label, name):
        """The command with `name` in the option's place, the output (if any) and its kind."""
        base_render = ["render", "--transition", "crossDissolve", "--progress", "0.5", "--size", "160x90"]
        rec = ["record", "--size", "160x90", "--fps", "10", "--quiet"]
        run = ["run", "--headless", "--size", "160x90"]
        table = {
            "check FILE (YAML)": (["check", name], None),
            "check FILE (Interface Builder)": (["check", name], None),
            "check FILE.glsl": (["check", name], None),
            "render --from": (base_render + ["--from", name, "--to", "b.png", "--out", "r.png"], "r.png"),
            "render --to": (base_render + ["--from", "a.png", "--to", name, "--out", "r.png"], "r.png"),
            "render --out": (base_render + ["--from", "a.png", "--to", "b.png", "--out", name], name),
            "record --script": (rec + ["--script", name, "--out", "f/"], "f/"),
            "record --out": (rec + ["--script", "s.script", "--out", name], name),
            "record --storyboard": (rec + ["--script", "s.script", "--storyboard", name, "--out", "f/"], "f/"),
            "record --trace": (rec + ["--script", "s.script", "--out", "f/", "--trace", name], name),
            "record --shaders": (rec + ["--script", "s.script", "--out", "f/", "--shaders", name], "f/"),
            "record --assets": (rec + ["--script", "s.script", "--storyboard", "board/b.yaml", "--assets", name, "--out", "f/"], "f/"),
            "run --script": (run + ["--script", name], None),
            "run --storyboard": (run + ["--storyboard", name, "--quit-after", "0.3"], None),
            "run --trace": (run + ["--script", "s.script", "--trace", name], name),
            "run --save-script": (run + ["--script", "s.script", "--save-script", name], name),
            "run --screenshot": (run + ["--script", "s.script", "--screenshot", name, "--screenshot-at", "0.2"], name),
            "run --record": (run + ["--script", "s.script", "--record", name], name),
            "import FILE": (["import", name, "--out", "i.yaml"], "i.yaml"),
            "import --out": (["import", "c.storyboard", "--out", name], name),
            "import --sidecar-out": (["import", "c.storyboard", "--out", "i.yaml", "--sidecar-out", name], name),
            "import --sidecar": (["import", "c.storyboard", "--out", "i.yaml", "--sidecar", name], "i.yaml"),
            "check --sidecar": (["check", "c.storyboard", "--sidecar", name], None),
            "transitions --shaders": (["transitions", "--shaders", name], None),
            "check --assets": (["check", "board/b.yaml", "--assets", name], None),
        }
        return table[label]

    out_kinds = {"png": "png", "record": "auto", "trace": "trace", "script": "script", "yaml": "nonempty", "sidecar": "nonempty"}
    exts = {"png": ".png", "record": rng.choice([".mp4", ".gif", "/"]), "trace": ".jsonl", "script": ".script",
            "yaml": ".yaml", "sidecar": ".segue.yaml", "glsl": ".glsl"}

    for label, role, kind in kinds():
        one = rng.choice("otwvyxqz")
        names = [one, "-", ".", "..", "~", "a b", "./-x", rng.choice(NON_UTF8_NAMES)] + rng.sample(PATH_POOL, 3)
        if role == "out" and kind in ("png", "record"):
            names += [one + exts[kind], rng.choice(NON_UTF8_NAMES) + exts[kind]]
        if kind == "glsl":
            names = [n + ".glsl" if n not in (".", "..", "-", "./-x") else n for n in names]
            names[names.index("./-x")] = "./-x.glsl"
        for name in names:
            argv, out = argv_for(label, name)
            plain = name[2:] if name.startswith("./") else name
            special = plain in (".", "..")

            def setup(d, name=name, plain=plain, role=role, kind=kind, special=special):
                setup_images(d)
                short_script(d, text="0.10 key 3\n0.30 key 2\n0.50 end\n")
                write(os.path.join(d, "c.storyboard"), ib_small())
                write(os.path.join(d, "board", "b.yaml"), assets_board)
                write(os.path.join(d, "p.png"), make_png(4, 4))
                write(os.path.join(d, "shaders", "zz.glsl"), GOOD_SHADER)
                if role == "in-file" and not special:
                    write(os.path.join(d, plain), content(kind))
                    if plain == "-":
                        write(os.path.join(d, "stdin.data"), content(kind))
                elif role == "in-dir" and not special:
                    os.makedirs(os.path.join(d, plain), exist_ok=True)
                    if kind == "shaders":
                        write(os.path.join(d, plain, "zy.glsl"), good_shader("zy"))
                    else:
                        write(os.path.join(d, plain, "p.png"), make_png(4, 4))
                        # the board refers to p.png: the assets folder must hold it
                elif role == "in-dir" and plain == "..":
                    write(os.path.join(d, "..", "p.png"), make_png(4, 4))

            if role == "in-file":
                expect = ERR_OR_USAGE if special else (frozenset({0, 1, 2}) if plain == "-" else OK)
                if kind == "sidecar" and not special and plain != "-":
                    expect = OK
            elif role == "in-dir":
                if plain == "..":
                    expect = OK_OR_ERR
                elif plain == "-":
                    expect = frozenset({0, 1, 2})
                else:
                    expect = OK
            else:
                if special:
                    expect = ERR_OR_USAGE
                elif plain == "-":
                    expect = frozenset({0, 1, 2})
                elif kind in ("png", "record") and not plain.endswith((".png", ".mp4", ".gif", "/")):
                    expect = OK_OR_ERR   # no extension: a clear refusal is fine
                else:
                    expect = OK
            if label == "check --assets" and plain == ".":
                expect = OK_OR_ERR
            ok_kind = out_kinds.get(kind, "none") if role == "out" else ("frames" if out == "f/" else ("nonempty" if out else "none"))
            step_out = None if (out in (".", "..", "-") or out is None) else (out if not out.startswith("./") else out[2:])
            extra = exact_name_written(plain) if role == "out" and not special and plain != "-" else None
            if role == "out" and plain == "-":
                extra = dash_output(kind)
                ok_kind = "none"
            if role == "out" and special:
                step_out = None
            steps = [Step(argv, expect, out=step_out, out_kind=ok_kind, timeout=45, extra=extra,
                          stdin_from="stdin.data" if (role == "in-file" and plain == "-") else None)]
            cases.append(Case("paths", "%s %s" % (label, shown(name) if name.strip() else repr(name)), steps, setup=setup))
    return cases


def dash_output(kind):
    """`-` as an output: standard output (complete) or a file named `-` (complete)."""
    def check(case_dir, result):
        if result.rc != 0:
            return []
        p = os.path.join(case_dir, "-")
        if os.path.lexists(p):
            why = check_output(p, {"png": "png", "trace": "trace", "script": "script", "record": "auto"}.get(kind, "nonempty"))
            return ["the output '-': " + why] if why else []
        data = result.stdout_bytes
        if not data:
            return ["exit 0 but '-' is neither a file nor written to standard output"]
        if kind == "png":
            why = check_png(data)
            return ["the PNG on standard output: " + why] if why else []
        return []
    return check


# ---- graphs: storyboard structure walked as a graph ---------------------------------------------

def ib_colour_resources(n, shape, rng, cycle):
    """n colour resources c0..c(n-1), each defined by the next (the last by white, or by c0 in a
    cycle); shape: system, named or mixed (systemColor and namedColor alternating)."""
    def is_system(i):
        return shape == "system" or (shape == "mixed" and i % 2 == 0)

    def ref(i):
        return ('<color systemColor="c%d"/>' % i) if is_system(i) else ('<color name="c%d"/>' % i)
    parts = []
    for i in range(n):
        nxt = ref((i + 1) % n) if (cycle or i + 1 < n) else '<color white="1" alpha="1" colorSpace="calibratedWhite"/>'
        tag = "systemColor" if is_system(i) else "namedColor"
        parts.append('<%s name="c%d">%s</%s>' % (tag, i, nxt, tag))
    order = list(range(n))
    if rng.random() < 0.5:
        rng.shuffle(order)
    use = ('<color key="backgroundColor" systemColor="c0"/>' if is_system(0) else '<color key="backgroundColor" name="c0"/>')
    return "".join(parts[i] for i in order), use


def ib_sibling_constraints(n, siblings, attrs):
    views, constraints = [], []
    for k in range(siblings):
        views.append('<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v%d">'
                     '<rect key="frame" x="%d" y="100" width="40" height="40"/>'
                     '<color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/></view>' % (k, 20 + 50 * k))
    for i in range(n):
        a, b = i % siblings, (i + 1) % siblings
        fa, sb = attrs[i % len(attrs)]
        constraints.append('<constraint firstItem="v%d" firstAttribute="%s" secondItem="v%d" secondAttribute="%s" id="k%d"/>'
                           % (a, fa, b, sb, i))
    return "".join(views), "".join(constraints)


def ib_container_chain(k, shape):
    """k tab bar (or navigation) controllers chained by relationship segues."""
    scenes = []
    for i in range(k):
        targets = []
        if shape in ("chain", "ring", "skip", "nav"):
            if i + 1 < k:
                targets.append("t%d" % (i + 1))
            elif shape == "ring":
                targets.append("t0")
        if shape == "skip" and i + 2 < k:
            targets.append("t%d" % (i + 2))
        if shape == "double" and i + 1 < k:
            targets += ["t%d" % (i + 1), "t%d" % (i + 1)]
        targets.append("leaf%d" % i)
        if shape == "nav":
            target = targets[0]
            scenes.append('<scene sceneID="s-t%d"><objects><navigationController id="t%d" sceneMemberID="viewController">'
                          '<navigationBar key="navigationBar" contentMode="scaleToFill" id="t%d-bar">'
                          '<rect key="frame" x="0.0" y="0.0" width="390" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>'
                          '<connections><segue destination="%s" kind="relationship" relationship="rootViewController" id="t%d-r"/>'
                          '</connections></navigationController></objects></scene>\n' % (i, i, i, target, i))
        else:
            segs = "".join('<segue destination="%s" kind="relationship" relationship="viewControllers" id="t%d-r%d"/>' % (t, i, j)
                           for j, t in enumerate(targets))
            scenes.append('<scene sceneID="s-t%d"><objects><tabBarController id="t%d" sceneMemberID="viewController">'
                          '<tabBar key="tabBar" contentMode="scaleToFill" id="t%d-bar"><rect key="frame" x="0.0" y="0.0" width="390" height="49"/>'
                          '<autoresizingMask key="autoresizingMask"/></tabBar><connections>%s</connections></tabBarController>'
                          '</objects></scene>\n' % (i, i, i, segs))
        scenes.append(ib_view_scene("leaf%d" % i, ib_label("l%d" % i, "Leaf %d" % i), title="Leaf %d" % i))
    return ib_doc(scenes, "t0")


def yaml_embed_chain(n):
    lines = ["version: 1", "initial: s0", "scenes:"]
    for i in range(n):
        if i + 1 < n:
            lines.append("  - {id: s%d, view: {subviews: [{type: container, frame: [0, 0, 100, 100], embed: e%d}]}}" % (i, i))
        else:
            lines.append("  - {id: s%d, view: {background: white}}" % i)
    lines.append("segues:")
    for i in range(n - 1):
        lines.append("  - {id: e%d, kind: embed, from: s%d, to: s%d}" % (i, i, i + 1))
    return "\n".join(lines) + "\n"


def yaml_onload_cycle(length, kind, wrapper):
    """Scenes r0..r(L-1) whose onLoad performs a segue to the next, the last back to r0."""
    lines = ["version: 1", "initial: %s" % ("nav" if wrapper == "navigation" else "r0"), "scenes:"]
    if wrapper == "navigation":
        lines += ["  - id: nav", "    class: NavigationController", "    root: r0"]
    for i in range(length):
        lines += ["  - id: r%d" % i, "    title: Level %d" % i, "    onLoad: p%d" % i, "    view:", "      background: white",
                  "      subviews:", "        - { type: label, frame: [10, 10, 200, 40], text: \"Level %d\" }" % i]
    lines.append("segues:")
    for i in range(length):
        extra = ", class: TransitionSegue" if kind == "custom" else ""
        lines.append("  - { id: p%d, kind: %s%s, from: r%d, to: r%d }" % (i, kind, extra, i, (i + 1) % length))
    return "\n".join(lines) + "\n"


def gen_graphs(rng):
    """Cycles, chains and fan-outs in what a storyboard refers to: `<resources>` colours that
    define each other, long chains of them, identical sibling constraints, tab bar and navigation
    controllers chained by relationship segues, deep YAML nesting, scenes embedding the next,
    and an onLoad segue that leads back to its own scene. Each: check gives exit 0 or a located
    error, in time and within the memory cap, and record (import) loads what check accepted."""
    cases = []
    # <resources> colour cycles and chains
    lengths = sorted(set([1, 2, 3] + rng.sample([4, 5, 7, 8, 13, 21, 50, 200, 1000], 4)))
    for n in lengths:
        for shape in ["system", "named", "mixed"]:
            if n == 1 and shape == "mixed":
                continue
            res, use = ib_colour_resources(n, shape, rng, cycle=True)
            doc = ib_doc([ib_view_scene("home", ib_label("l", "Hello"), background=use)], "home", res)
            cases.append(board_case("graphs", "IB %s colour cycle of %d" % (shape, n), "board.storyboard", doc, with_import=True))
    for n in sorted(set([1000, 50000] + rng.sample([2000, 5000, 10000, 20000, 30000], 2))):
        for shape in ["system", "named", "mixed"]:
            res, use = ib_colour_resources(n, shape, rng, cycle=False)
            doc = ib_doc([ib_view_scene("home", ib_label("l", "Hello"), background=use)], "home", res)
            cases.append(board_case("graphs", "IB %s colour chain of %d" % (shape, n), "board.storyboard", doc, with_import=True,
                                    check_timeout=40))
    # identical sibling constraints
    attr_sets = [[("leading", "trailing")], [("top", "bottom")], [("centerX", "centerX")],
                 [("leading", "trailing"), ("top", "bottom")], [("trailing", "leading"), ("centerY", "centerY")]]
    for n in sorted(set([10, 60, 80] + rng.sample([15, 20, 30, 40, 50, 70], 3))):
        siblings = rng.choice([2, 2, 3, 4])
        attrs = rng.choice(attr_sets)
        views, cons = ib_sibling_constraints(n, siblings, attrs)
        doc = ib_doc([ib_view_scene("home", views, constraints=cons)], "home")
        cases.append(board_case("graphs", "IB %d identical constraints among %d siblings (%s)" % (n, siblings, "/".join(a for a, _ in attrs)),
                                "board.storyboard", doc, with_import=True))
    # tab bar / navigation controllers chained by relationship segues
    for k in sorted(set([10, 40, 60] + rng.sample([15, 20, 25, 30, 50], 2))):
        for shape in ["chain", "skip", "ring", "double", "nav"]:
            if shape in ("double", "nav", "ring") and rng.random() < 0.4 and k not in (40, 60):
                continue
            cases.append(board_case("graphs", "IB %d tab bar controllers by relationship (%s)" % (k, shape) if shape != "nav"
                                    else "IB %d navigation controllers by root relationship" % k,
                                    "board.storyboard", ib_container_chain(k, shape), with_import=True))
    # deep YAML nesting
    for n in sorted(set([10000, 100000] + rng.sample([20000, 30000, 50000, 70000], 2))):
        forms = {
            "views": "version: 1\nscenes:\n  - id: a\n    view: " + "{subviews: [" * n + "]}" * n + "\n",
            "flow sequences": "version: 1\nscenes: " + "[" * n + "]" * n + "\n",
            "flow mappings": "version: 1\nscenes:\n  - id: a\n    view: " + "{background: " * n + "white" + "}" * n + "\n",
            "unclosed": "version: 1\nscenes:\n  - id: a\n    view: " + "{subviews: [" * n + "\n",
        }
        for form, text in forms.items():
            cases.append(board_case("graphs", "YAML %d-deep %s" % (n, form), "board.yaml", text, check_timeout=40))
        cases.append(board_case("graphs", "YAML chain of %d scenes each embedding the next" % n, "board.yaml", yaml_embed_chain(n),
                                check_timeout=60, record_timeout=90))
    for n in rng.sample([100, 500, 1000, 3000], 2):
        cases.append(board_case("graphs", "YAML chain of %d scenes each embedding the next" % n, "board.yaml", yaml_embed_chain(n)))
    # onLoad segues back to their own scene
    for length in [1, 2, 3, rng.choice([4, 5, 8])]:
        for kind in ["push", "show", "present", "custom"]:
            for wrapper in ["navigation", "plain"]:
                if wrapper == "plain" and kind in ("push", "show") and length > 2:
                    continue
                cases.append(board_case("graphs", "YAML onLoad %s cycle of %d (%s root)" % (kind, length, wrapper), "board.yaml",
                                        yaml_onload_cycle(length, kind, wrapper), with_run=True))
    return cases


# ---- resources: small files that expand ---------------------------------------------------------

def alias_bomb(shape, fan, depth):
    """A YAML storyboard of a few hundred bytes whose aliases expand to fan**depth nodes."""
    items = lambda ref: "[" + ", ".join([ref] * fan) + "]"
    if shape == "unused keys":
        lines = ["version: 1", "a0: &a0 " + items("x")]
        lines += ["a%d: &a%d %s" % (i, i, items("*a%d" % (i - 1))) for i in range(1, depth)]
        return "\n".join(lines) + "\nscenes: [{id: home}]\n"
    if shape == "view tree":
        lines = ["version: 1", "defs:"]
        lines.append("  - &v0 {type: label, frame: [0, 0, 10, 10], text: x}")
        lines += ["  - &v%d {subviews: %s}" % (i, items("*v%d" % (i - 1))) for i in range(1, depth)]
        lines += ["scenes:", "  - id: home", "    view: {subviews: [*v%d]}" % (depth - 1)]
        return "\n".join(lines) + "\n"
    if shape == "inline view tree":
        lines = ["version: 1", "scenes:", "  - id: home", "    view:", "      subviews:",
                 "        - &v0 {type: label, frame: [0, 0, 10, 10], text: x}"]
        lines += ["        - &v%d {subviews: %s}" % (i, items("*v%d" % (i - 1))) for i in range(1, depth)]
        return "\n".join(lines) + "\n"
    if shape == "mappings":
        lines = ["version: 1", "a0: &a0 {" + ", ".join("k%d: x" % j for j in range(fan)) + "}"]
        lines += ["a%d: &a%d {%s}" % (i, i, ", ".join("k%d: *a%d" % (j, i - 1) for j in range(fan))) for i in range(1, depth)]
        return "\n".join(lines) + "\nscenes: [{id: home}]\n"
    if shape == "segments":
        lines = ["version: 1", "s0: &s0 " + items("ab")]
        lines += ["s%d: &s%d %s" % (i, i, items("*s%d" % (i - 1))) for i in range(1, depth)]
        lines += ["scenes:", "  - id: home", "    view: {subviews: [{type: segmented, frame: [0, 0, 100, 30], segments: *s%d}]}" % (depth - 1)]
        return "\n".join(lines) + "\n"
    if shape == "scenes":    # the first scene's view tree, built of aliases, is every scene's view
        lines = ["version: 1", "scenes:", "  - id: s0", "    view:", "      subviews:",
                 "        - &v0 {type: label, frame: [0, 0, 10, 10], text: x}"]
        lines += ["        - &v%d {subviews: %s}" % (i, items("*v%d" % (i - 1))) for i in range(1, depth)]
        lines += ["  - {id: s%d, view: *v%d}" % (j, depth - 1) for j in range(1, fan + 1)]
        return "\n".join(lines) + "\n"
    raise ValueError(shape)


def yaml_embed_fanout(depth, fan):
    """Scenes L0..L(depth) where each holds `fan` containers embedding the next: fan**depth controllers."""
    lines = ["version: 1", "initial: L0", "scenes:"]
    for i in range(depth + 1):
        if i < depth:
            subs = ", ".join("{type: container, frame: [%d, 0, 20, 20], embed: e%d_%d}" % (20 * j, i, j) for j in range(fan))
            lines.append("  - {id: L%d, view: {subviews: [%s]}}" % (i, subs))
        else:
            lines.append("  - {id: L%d, view: {background: white, subviews: [{type: label, frame: [0, 0, 20, 20], text: leaf}]}}" % i)
    lines.append("segues:")
    for i in range(depth):
        for j in range(fan):
            lines.append("  - {id: e%d_%d, kind: embed, from: L%d, to: L%d}" % (i, j, i, i + 1))
    return "\n".join(lines) + "\n"


def gen_resources(rng):
    """Small files that cost much: YAML alias bombs of several shapes (500 B to 2 KB), scenes
    whose containers embed the next D levels deep (2**D or 3**D controllers), labels and titles
    of 100 KB to 2 MB. Each: exit 0 or a located error, within the time and the memory cap
    (RLIMIT_AS 4 GB, peak RSS 1.5 GB); whatever check accepts, record loads."""
    cases = []
    for shape in ["unused keys", "view tree", "inline view tree", "mappings", "segments", "scenes"]:
        for _ in range(3):
            fan = rng.randint(2, 10)
            for depth in range(2, 60):
                text = alias_bomb(shape, fan, depth)
                if len(text) > 500 and fan ** depth >= 10 ** 7:
                    break
            while len(text) > 2048 and depth > 3:
                depth -= 1
                text = alias_bomb(shape, fan, depth)
            cases.append(board_case("resources", "YAML alias bomb (%s): %d**%d nodes in %d bytes" % (shape, fan, depth, len(text)),
                                    "board.yaml", text))
    for depth in sorted(set([10, 20, 25] + rng.sample(range(11, 25), 4))):
        cases.append(board_case("resources", "YAML two containers each embedding the next, %d levels" % depth, "board.yaml",
                                yaml_embed_fanout(depth, 2), record_timeout=60))
    for depth in rng.sample(range(8, 17), 2):
        cases.append(board_case("resources", "YAML three containers each embedding the next, %d levels" % depth, "board.yaml",
                                yaml_embed_fanout(depth, 3)))
    texts = {"W": lambda n: "W" * n, "words": lambda n: ("lorem ipsum " * (n // 12 + 1))[:n],
             "CJK": lambda n: "\u6f22" * (n // 3), "emoji": lambda n: "\U0001F600" * (n // 4),
             "combining": lambda n: ("e\u0301" * (n // 3))}
    sizes = sorted(set([100000, 1200000, 2000000] + rng.sample([200000, 400000, 800000, 1600000], 2)))
    for n in sizes:
        form = rng.choice(sorted(texts))
        text = texts[form](n)
        for element in ["label", "button", "label with numberOfLines 0"]:
            if element == "button":
                sub = "        - { type: button, frame: [10, 60, 200, 40], title: %s }\n" % yaml_q(text)
            else:
                sub = "        - { type: label, frame: [10, 10, 300, 40], text: %s%s }\n" % (
                    yaml_q(text), ", numberOfLines: 0" if "numberOfLines" in element else "")
            cases.append(board_case("resources", "YAML %s of %d bytes (%s)" % (element, len(text.encode()), form), "board.yaml",
                                    yaml_board(sub), record_timeout=90))
    for n in rng.sample([150000, 500000, 1600000], 2):
        doc = ib_doc([ib_view_scene("home", ib_label("l", "x" * n))], "home")
        cases.append(board_case("resources", "IB label of %d bytes" % n, "board.storyboard", doc, with_import=True, record_timeout=90))
    return cases


# ---- storyboards: texts nothing can be drawn of ------------------------------------------------

INVISIBLE = ["\u200b", "\u202e", "\u2060", "\ufeff", "", "\u200c", "\u200d", "\u00ad", "\u034f", "\u180e", "\u2061",
             "\u200b\u200b\u200b", " ", "\u3000", "\u0301", "\U000E0001", "\u202e\u200b", "\ufe0f", "\u2028"]


def gen_invisible_texts(rng):
    """Zero-width and invisible texts as a label's text, a button's title, a segment's title and
    a tab's title (and a tab scene with no title at all): check agrees with record, and record
    draws them (an empty title is simply empty) or gives a located error."""
    cases = []
    chars = INVISIBLE[:5] + rng.sample(INVISIBLE[5:], 6)
    for ch in chars:
        q = yaml_q(ch)
        label = "U+" + "+".join("%04X" % ord(c) for c in ch) if ch else "empty"
        variants = {
            "label text": yaml_board("        - { type: label, frame: [10, 10, 200, 40], text: %s }\n" % q),
            "button title": yaml_board("        - { type: button, frame: [10, 60, 200, 40], title: %s }\n" % q),
            "segment title": yaml_board("        - { type: segmented, frame: [10, 110, 300, 40], segments: [%s, B] }\n" % q),
            "tab title": ("version: 1\ninitial: tabs\nscenes:\n  - id: tabs\n    class: TabBarController\n    tabs: [t1, t2]\n"
                          "  - id: t1\n    title: One\n    view: { background: white }\n"
                          "  - id: t2\n    title: %s\n    view: { background: gray }\n" % q),
            "tabTitle": ("version: 1\ninitial: tabs\nscenes:\n  - id: tabs\n    class: TabBarController\n    tabs: [t1, t2]\n"
                         "  - id: t1\n    tabTitle: %s\n    view: { background: white }\n"
                         "  - id: t2\n    title: Two\n    view: { background: gray }\n" % q),
            "scene title in a navigation bar": ("version: 1\ninitial: nav\nscenes:\n  - id: nav\n    class: NavigationController\n"
                                                "    root: r\n  - id: r\n    title: %s\n    view: { background: white }\n" % q),
        }
        for what, text in variants.items():
            cases.append(board_case("storyboards", "%s %s (check agrees with record)" % (what, label), "board.yaml", text,
                                    mem_cap=False, with_run=what in ("label text", "tab title") and rng.random() < 0.5))
    # a tab scene with no title at all, in YAML and from Interface Builder
    cases.append(board_case("storyboards", "tab scene without a title (check agrees with record)", "board.yaml",
                            "version: 1\ninitial: tabs\nscenes:\n  - id: tabs\n    class: TabBarController\n    tabs: [t1, t2]\n"
                            "  - id: t1\n    view: { background: white }\n  - id: t2\n    view: { background: gray }\n", mem_cap=False))
    for ch in rng.sample(INVISIBLE, 5):
        label = "U+" + "+".join("%04X" % ord(c) for c in ch) if ch else "empty"
        tabs = ('<scene sceneID="s-tabs"><objects><tabBarController id="tabs" sceneMemberID="viewController">'
                '<tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="390" height="49"/>'
                '<autoresizingMask key="autoresizingMask"/></tabBar><connections>'
                '<segue destination="one" kind="relationship" relationship="viewControllers" id="r1"/>'
                '<segue destination="two" kind="relationship" relationship="viewControllers" id="r2"/></connections>'
                '</tabBarController></objects></scene>\n')
        one = ib_view_scene("one", ib_label("l1", ch) + ib_button("b1", ch), title=ch)
        two = ib_view_scene("two", '<segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" '
                                   'selectedSegmentIndex="0" id="seg"><rect key="frame" x="20" y="60" width="200" height="32"/>'
                                   '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>'
                                   '<segments><segment title="%s"/><segment title="B"/></segments></segmentedControl>' % xml_attr(ch))
        cases.append(board_case("storyboards", "IB label, button, tab and segment titled %s (check agrees with record)" % label,
                                "board.storyboard", ib_doc([tabs, one, two], "tabs"), mem_cap=False, with_import=True))
    return cases


# ---- leaks and damage ----------------------------------------------------------------------------

def gen_leaks(rng):
    """What must not get out or be damaged: a sidecar linked beside a storyboard to a file outside
    the folder (its content appears nowhere), a YAML storyboard that is a plain scalar (not
    echoed), line breaks in Interface Builder ids, selectors and warnings (the YAML import writes
    loads back, with no injected key), outputs that name an input or each other (refused, the
    input byte-identical)."""
    cases = []
    # a sidecar symlinked to a file outside the folder, or not a regular file
    for target_kind in ["plain text", "YAML scalar", "YAML mapping with an unknown key", "sidecar-looking mapping",
                        "absolute link", "link to a link"]:
        marker = "SECRET%08x" % rng.getrandbits(32)
        content = {"plain text": "%s the user's private notes, not YAML at all: [{\n" % marker,
                   "YAML scalar": "%s-and-more-words-of-the-file\n" % marker,
                   "YAML mapping with an unknown key": "%s: 1\nother: 2\n" % marker,
                   "sidecar-looking mapping": "initial: %s\nonLoad:\n  %s: x\n" % (marker, marker),
                   "absolute link": "%s private\n" % marker, "link to a link": "%s private\n" % marker}[target_kind]
        for command in ["check", "import", "record", "run"]:
            def setup(d, content=content, target_kind=target_kind):
                write(os.path.join(d, "board.storyboard"), ib_small())
                write(os.path.join(d, "visit.script"), SHORT_VISIT)
                secret = os.path.abspath(os.path.join(d, "..", "secret.txt"))
                write(secret, content)
                if target_kind == "absolute link":
                    os.symlink(secret, os.path.join(d, "board.segue.yaml"))
                elif target_kind == "link to a link":
                    os.symlink("../secret.txt", os.path.join(d, "inside.yaml"))
                    os.symlink("inside.yaml", os.path.join(d, "board.segue.yaml"))
                else:
                    os.symlink("../secret.txt", os.path.join(d, "board.segue.yaml"))
            argv = {"check": ["check", "board.storyboard"], "import": ["import", "board.storyboard", "--out", "i.yaml"],
                    "record": ["record", "--storyboard", "board.storyboard", "--script", "visit.script", "--out", "f/",
                               "--size", "160x90", "--fps", "5", "--quiet"],
                    "run": ["run", "--headless", "--storyboard", "board.storyboard", "--size", "160x90", "--quit-after", "0.3"]}[command]
            cases.append(Case("leaks", "%s with a sidecar linked outside (%s)" % (command, target_kind),
                              [Step(argv, OK_OR_ERR, timeout=45, extra=not_echoed(marker, files=("secret.txt",)))], setup=setup))
    for node in ["FIFO", "null device", "zero device", "folder", "dangling link"]:
        def setup(d, node=node):
            write(os.path.join(d, "board.storyboard"), ib_small())
            p = os.path.join(d, "board.segue.yaml")
            make_special(p, {"FIFO": "fifo", "null device": "null", "zero device": "zero", "folder": "dir",
                             "dangling link": "dangling"}[node], "nowhere.yaml")
        for command in ["check", "import"]:
            argv = ["check", "board.storyboard"] if command == "check" else ["import", "board.storyboard", "--out", "i.yaml"]
            cases.append(Case("leaks", "%s with the sidecar a %s" % (command, node), [Step(argv, OK_OR_ERR, timeout=30)], setup=setup))
    # a YAML storyboard that is a plain scalar (or a list of them)
    for shape in ["plain", "quoted", "block literal", "folded", "list of scalars", "scalar after a document marker", "number-like"]:
        marker = "PRIVATE%06x" % rng.getrandbits(24)
        text = {"plain": "%s this is the first line of somebody's file\n" % marker,
                "quoted": "\"%s quoted content of a file\"\n" % marker,
                "block literal": "|\n  %s\n  more lines\n" % marker,
                "folded": ">\n  %s\n  folded\n" % marker,
                "list of scalars": "- %s\n- second\n" % marker,
                "scalar after a document marker": "--- %s\n" % marker,
                "number-like": "%s\n" % marker}[shape]
        for command in ["check", "record", "run"]:
            argv = {"check": ["check", "board.yaml"],
                    "record": ["record", "--storyboard", "board.yaml", "--script", "visit.script", "--out", "f/", "--size", "160x90",
                               "--fps", "5", "--quiet"],
                    "run": ["run", "--headless", "--storyboard", "board.yaml", "--size", "160x90", "--quit-after", "0.3"]}[command]
            cases.append(Case("leaks", "%s of a YAML storyboard that is a %s scalar" % (command, shape),
                              [Step(argv, ERR, timeout=30, located="board.yaml", extra=not_echoed(marker, files=("board.yaml",)))],
                              setup=lambda d, text=text: (write(os.path.join(d, "board.yaml"), text),
                                                          write(os.path.join(d, "visit.script"), SHORT_VISIT))))
    # line breaks in what import writes into YAML
    breaks = {"LF": "\n", "CR": "\r", "CRLF": "\r\n", "U+2028": "\u2028", "U+2029": "\u2029", "U+0085": "\u0085", "TAB": "\t"}
    payloads = ["initial: INJECTED", "zzinjected: 1", "actions: {INJECTED: x}", "- INJECTED", "# INJECTED\ninitial: INJECTED"]
    places = ["action selector", "button id", "scene identifier", "segue identifier", "custom class (warning)",
              "image name (warning)", "font name (warning)"]
    for place in places:
        for bname in rng.sample(sorted(breaks), 4) + (["LF"] if place in ("action selector", "button id") else []):
            payload = rng.choice(payloads)
            evil = "go" + breaks[bname] + payload
            doc = ib_injection_doc(place, evil)
            cases.append(Case("leaks", "import: %s in the %s" % (bname, place), import_roundtrip_steps(),
                              setup=lambda d, doc=doc: write(os.path.join(d, "board.storyboard"), doc)))
    # outputs that name an input or each other
    for opt in ["--out", "--sidecar-out"]:
        for spelling in ["same", "./", "sub/../", "absolute", "symlink", "hard link", "trailing slash-dot"]:
            def setup(d, spelling=spelling):
                write(os.path.join(d, "board.storyboard"), ib_small())
                os.mkdir(os.path.join(d, "sub"))
                if spelling == "symlink":
                    os.symlink("board.storyboard", os.path.join(d, "link.storyboard"))
                elif spelling == "hard link":
                    os.link(os.path.join(d, "board.storyboard"), os.path.join(d, "hard.storyboard"))
            name = {"same": "board.storyboard", "./": "./board.storyboard", "sub/../": "sub/../board.storyboard",
                    "absolute": "{case}/board.storyboard", "symlink": "link.storyboard", "hard link": "hard.storyboard",
                    "trailing slash-dot": "./sub/../board.storyboard"}[spelling]
            digest = hashlib.sha1(ib_small().encode()).hexdigest()
            argv = ["import", "board.storyboard", opt, name] + (["--out", "i.yaml"] if opt == "--sidecar-out" else [])
            expect = frozenset({0, 1, 2}) if spelling == "hard link" else (ERR_OR_USAGE if spelling == "symlink" else USAGE)
            cases.append(Case("leaks", "import %s names the input storyboard (%s)" % (opt, spelling),
                              [Step(argv, expect, timeout=30, extra=input_unchanged("board.storyboard", digest))], setup=setup))
    sidecar = "unwind:\n  first: [backHome]\n"
    sd = hashlib.sha1(sidecar.encode()).hexdigest()
    for argv, what in [(["import", "board.storyboard", "--sidecar", "s.yaml", "--out", "s.yaml"], "--out names the --sidecar read"),
                       (["import", "board.storyboard", "--sidecar", "s.yaml", "--sidecar-out", "s.yaml", "--out", "i.yaml"],
                        "--sidecar-out names the --sidecar read"),
                       (["import", "board.storyboard", "--out", "o.yaml", "--sidecar-out", "o.yaml"], "--out and --sidecar-out name one file"),
                       (["import", "board.storyboard", "--out", "o.yaml", "--sidecar-out", "./o.yaml"], "--out and --sidecar-out, ./ spelling")]:
        cases.append(Case("leaks", "import %s" % what,
                          [Step(argv, ERR_OR_USAGE, timeout=30, extra=input_unchanged("s.yaml", sd) if "s.yaml" in argv else
                                input_unchanged("board.storyboard", hashlib.sha1(ib_small().encode()).hexdigest()))],
                          setup=lambda d: (write(os.path.join(d, "board.storyboard"), ib_small()),
                                           write(os.path.join(d, "s.yaml"), sidecar))))
    # two outputs of one command under one name, and an output naming an input
    script = "0.10 key 3\n0.30 key 2\n0.50 end\n"
    sdig = hashlib.sha1(script.encode()).hexdigest()
    pairs = [
        (["record", "--script", "s.script", "--size", "160x90", "--fps", "10", "--quiet", "--out", "{A}", "--trace", "{B}"], "o.gif"),
        (["record", "--script", "s.script", "--size", "160x90", "--fps", "10", "--quiet", "--out", "{A}", "--trace", "{B}"], "o.mp4"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--screenshot", "{A}", "--screenshot-at", "0.2",
          "--save-script", "{B}"], "o.png"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--trace", "{A}", "--save-script", "{B}"], "o.txt"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--trace", "{A}", "--screenshot", "{B}",
          "--screenshot-at", "0.2"], "o.png"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--record", "{A}", "--trace", "{B}"], "o.gif"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--record", "{A}", "--screenshot", "{B}"], "o"),
    ]
    for argv, name in pairs:
        for spell_a, spell_b in [("", ""), ("./", ""), ("", "sub/../"), rng.choice([("./", "./sub/../"), ("sub/../", "./")])]:
            real = [a.replace("{A}", spell_a + name).replace("{B}", spell_b + name) for a in argv]
            opts = [a for a in argv if a.startswith("--") and argv[argv.index(a) + 1] in ("{A}", "{B}")]
            cases.append(Case("leaks", "%s and %s name one file (%s%s, %s%s)" % (opts[0], opts[1], spell_a, name, spell_b, name),
                              [Step(real, ERR_OR_USAGE, out=name, out_kind="none", timeout=45, extra=no_file(name))],
                              setup=lambda d: (short_script(d, text=script), os.mkdir(os.path.join(d, "sub")))))
    inputs = [
        (["render", "--transition", "cube", "--progress", "0.5", "--size", "160x90", "--from", "a.png", "--to", "b.png", "--out", "{X}"],
         "a.png"),
        (["render", "--transition", "cube", "--progress", "0.5", "--size", "160x90", "--from", "a.png", "--to", "b.png", "--out", "{X}"],
         "b.png"),
        (["record", "--script", "s.script", "--size", "160x90", "--fps", "10", "--quiet", "--out", "f/", "--trace", "{X}"], "s.script"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--save-script", "{X}"], "s.script"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--trace", "{X}"], "s.script"),
        (["run", "--headless", "--size", "160x90", "--script", "s.script", "--screenshot-at", "0.2", "--screenshot", "{X}"], "s.script"),
    ]
    for argv, name in inputs:
        for spell in ["", "./", "sub/../"]:
            real = [a.replace("{X}", spell + name) for a in argv]
            opt = argv[argv.index("{X}") - 1]

            def setup(d):
                setup_images(d)
                short_script(d, text=script)
                os.mkdir(os.path.join(d, "sub"))
            digest = sdig if name == "s.script" else hashlib.sha1(read(PHOTO if name == "a.png" else PHOTO2, "rb")).hexdigest()
            cases.append(Case("leaks", "%s %s names the input %s" % (argv[0], opt, spell + name),
                              [Step(real, ERR_OR_USAGE, timeout=45, extra=input_unchanged(name, digest))], setup=setup))
    return cases


def no_file(name):
    def check(case_dir, result):
        if result.rc != 0 and os.path.exists(os.path.join(case_dir, name)):
            return ["exit %s but left %s (two outputs under one name)" % (result.rc, name)]
        return []
    return check


def ib_injection_doc(place, evil):
    sel = evil if place == "action selector" else "go:"
    bid = evil if place == "button id" else "b1"
    sid = evil if place == "scene identifier" else "first"
    segid = evil if place == "segue identifier" else "next"
    cls = (' customClass="%s"' % xml_attr(evil)) if place == "custom class (warning)" else ""
    img = ('<imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="iv"><rect key="frame" x="10" y="200" width="40" height="40"/>'
           '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>'
           '<imageReference key="image" image="%s"/></imageView>' % xml_attr(evil)) if place == "image name (warning)" else ""
    font = ('<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="f" id="fl"><rect key="frame" x="10" y="260" width="40" height="40"/>'
            '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>'
            '<fontDescription key="fontDescription" name="%s" family="X" pointSize="17"/></label>' % xml_attr(evil)) if place == "font name (warning)" else ""
    button = ('<button opaque="NO" contentMode="scaleToFill" id="%s"><rect key="frame" x="20" y="120" width="120" height="44"/>'
              '<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/><state key="normal" title="Go"/>'
              '<connections><action selector="%s" destination="%s" eventType="touchUpInside" id="act1"/>'
              '<segue destination="second" kind="show" identifier="%s" id="sg1"/></connections></button>'
              % (xml_attr(bid), xml_attr(sel), xml_attr(sid), xml_attr(segid)))
    first = ('<scene sceneID="s-first"><objects><viewController storyboardIdentifier="%s" id="%s"%s sceneMemberID="viewController">'
             '<view key="view" contentMode="scaleToFill" id="first-v"><rect key="frame" x="0.0" y="0.0" width="390" height="844"/>'
             '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>%s%s%s</subviews>'
             '<color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/></view></viewController>'
             '<placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/></objects></scene>\n'
             % (xml_attr(sid), xml_attr(sid), cls, button, img, font))
    second = ib_view_scene("second", ib_label("l2", "Second"))
    return ib_doc([first, second], sid)


def no_injected_key(case_dir, result):
    """Nothing import wrote starts a line with an injected key."""
    probs = []
    for n in ["i.yaml", "board.segue.yaml"]:
        p = os.path.join(case_dir, n)
        if not os.path.exists(p):
            continue
        with open(p, "rb") as f:
            text = f.read().decode("utf-8", "replace")
        for line in re.split(r"\r\n|\r|\n|\u2028|\u2029|\u0085", text):
            if re.match(r"\s*(initial: INJECTED|zzinjected:|actions: \{INJECTED|- INJECTED)", line):
                probs.append("YAML injection: %s holds the live line %r" % (n, line.strip()[:60]))
                break
    return probs


def import_roundtrip_steps():
    """import writes YAML and a sidecar; both load back (check the YAML, check the storyboard
    with its new sidecar), and neither has a line the input injected."""
    def after_import(results):
        return OK if results[0].rc == 0 else frozenset({0, 1})
    return [Step(["import", "board.storyboard", "--out", "i.yaml"], OK_OR_ERR, out="i.yaml", out_kind="nonempty", timeout=30,
                 extra=no_injected_key),
            Step(["check", "i.yaml"], lambda r: OK if r[0].rc == 0 else frozenset({0, 1, 2}), timeout=30),
            Step(["check", "board.storyboard"], after_import, timeout=30)]


# ---- import: what libxml2 refuses, told in words -------------------------------------------------

def gen_import(rng):
    """Interface Builder files that are not well-formed XML (entity loops, unclosed and
    mismatched tags, wrong or bad encodings) and well-formed ones up to the stated 16 MiB (a
    long comment, a long text): check and import give a located error in words (never a bare
    libxml2 code such as "XML error 89") or succeed; what import writes loads back."""
    cases = []
    good = ib_small()
    head = '<?xml version="1.0" encoding="UTF-8"?>\n'
    body = good[len(head):]
    entity = {
        "entity 2-loop": '<!DOCTYPE document [<!ENTITY a "&b;"><!ENTITY b "&a;">]>\n',
        "entity self-loop": '<!DOCTYPE document [<!ENTITY a "x&a;">]>\n',
        "entity 3-loop": '<!DOCTYPE document [<!ENTITY a "&b;"><!ENTITY b "&c;"><!ENTITY c "&a;">]>\n',
        "entity laughs": '<!DOCTYPE document [<!ENTITY l0 "lol">' + "".join('<!ENTITY l%d "%s">' % (i, ("&l%d;" % (i - 1)) * 10)
                                                                               for i in range(1, 10)) + ']>\n',
        "undefined entity": '',
    }
    for name, dtd in entity.items():
        ref = {"entity laughs": "&l9;", "undefined entity": "&nope;"}.get(name, "&a;")
        where = rng.choice(["label text", "element content"])
        if where == "label text":
            doc = head + dtd + body.replace('text="Hello"', 'text="%s"' % ref)
        else:
            doc = head + dtd + body.replace("<scenes>", "<scenes>" + ref, 1)
        cases.append(import_case("%s (in the %s)" % (name, where), doc, ERR if name != "entity laughs" else OK_OR_ERR))
    # cut short and mismatched
    for i in range(6):
        cut = rng.randrange(len(head) + 10, len(good) - 2)
        cases.append(import_case("cut short at byte %d" % cut, good[:cut], ERR))
    for what, doc, expect in [("mismatched close tag", good.replace("</subviews>", "</subview>", 1), ERR),
                      ("unclosed attribute quote", good.replace('id="l1"', 'id="l1', 1), ERR),
                      # not well-formed, though a reader may stop at the first root: refused in words, or loaded
                      ("junk after the root", good + "<document/>\n", OK_OR_ERR), ("two roots", good + good[len(head):], OK_OR_ERR),
                      ("a lone <", good.replace("<scenes>", "<scenes><", 1), ERR),
                      ("bad character reference", good.replace("Hello", "&#0;"), ERR)]:
        cases.append(import_case(what, doc, expect))
    # encodings
    encs = [("declared UTF-16, written UTF-8", good.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode(), OK_OR_ERR),
            ("declared bogus-encoding", good.replace('encoding="UTF-8"', 'encoding="x-bogus-9"').encode(), ERR),
            ("invalid UTF-8 bytes in a text", good.replace("Hello", "H\udcffllo").encode("utf-8", "surrogateescape"), ERR),
            ("a cut UTF-8 sequence", good.replace("Hello", "H\udcc3").encode("utf-8", "surrogateescape"), ERR),
            ("UTF-16 with a BOM, declared UTF-8", good.encode("utf-16"), OK_OR_ERR),
            ("UTF-16BE without a BOM", good.replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16-be"), OK_OR_ERR),
            ("Latin-1 declared, with é", good.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"').replace("Hello", "h\u00e9").encode("latin-1"), OK),
            ("UTF-32", good.encode("utf-32"), OK_OR_ERR),
            ("NUL in the middle", good.encode().replace(b"Hello", b"He\x00lo"), ERR)]
    for what, data, expect in encs:
        cases.append(import_case(what, data, expect))
    # well-formed and large, under the stated 16 MiB; libxml2's own limit of 10,000,000 bytes for
    # one comment, text or attribute, and the limit of 10,000 scenes, are stated limits too
    one_item = 10000000
    for mb in sorted(set([11] + rng.sample([3, 9, 10, 12, 15], 2))):
        n = mb << 20
        chunk = 9000000  # items well within the stated limit; the file as a whole up to 16 MiB
        comments = "".join("<!-- " + "c" * min(chunk, n - k) + " -->\n" for k in range(0, n, chunk))
        cases.append(import_case("well-formed %d MB (long comments)" % mb, good.replace("<scenes>", comments + "<scenes>", 1),
                                 OK, timeout=90))
        # one long attribute a tag: libxml2 also holds a whole tag under its limit
        tags = "".join('<accessibility key="x%d" label="%s"/>\n' % (k, "u" * min(chunk, n - k * chunk))
                       for k in range((n + chunk - 1) // chunk))
        cases.append(import_case("well-formed %d MB (long attributes)" % mb, good.replace("<scenes>", tags + "<scenes>", 1),
                                 OK, timeout=90))
        cases.append(import_case("well-formed %d MB (many scenes, many views)" % mb, ib_many_scenes(n, labels=24), OK, timeout=120))
    over = rng.choice([one_item + 1, 11 << 20])
    cases.append(import_case("one comment of %d bytes, over libxml2's limit for one item" % over,
                             good.replace("<scenes>", "<!-- " + "c" * over + " -->\n<scenes>", 1), ERR, timeout=60))
    cases.append(import_case("10,001 scenes, over the limit", ib_many_scenes(0, scenes=10001), ERR, timeout=120))
    cases.append(import_case("17 MB, over the limit", good.replace("<scenes>", "<!-- " + "c" * (17 << 20) + " -->\n<scenes>", 1),
                             ERR, timeout=60))
    return cases


def ib_many_scenes(size, labels=1, scenes=0):
    """Scenes of `labels` labels each until the file reaches `size` bytes and holds `scenes` scenes."""
    parts, total, i = [], 0, 0
    while total < size or i < scenes:
        s = ib_view_scene("s%d" % i, "".join(ib_label("l%d-%d" % (i, k), "Scene %d label %d" % (i, k)) for k in range(labels)))
        parts.append(s)
        total += len(s)
        i += 1
    return ib_doc(parts, "s0")


def import_case(name, data, expect, timeout=40):
    steps = [Step(["check", "board.storyboard"], expect, timeout=timeout, mem_cap=True, extra=words_not_codes,
                  located="board.storyboard" if expect == ERR else None),
             Step(["import", "board.storyboard", "--out", "i.yaml"], expect_after_check, out="i.yaml", out_kind="nonempty",
                  timeout=timeout, mem_cap=True, extra=extras(words_not_codes, located_if_error("board.storyboard"))),
             Step(["check", "i.yaml"], lambda r: OK if r[1].rc == 0 else frozenset({0, 1, 2}), timeout=timeout, mem_cap=True)]
    return Case("import", name, steps,
                setup=lambda d, data=data: write(os.path.join(d, "board.storyboard"), data if isinstance(data, bytes) else data.encode()))


# ---- limits: ulimit -f, -n, -v ------------------------------------------------------------------

def gen_limits(rng):
    """Resource limits a user's shell may set: a small RLIMIT_FSIZE (`ulimit -f`) on every command
    that writes a file, a handful of file descriptors (RLIMIT_NOFILE 8..16) for record, a low
    RLIMIT_AS (300 MB to 1 GB). Each ends in exit 0 with complete output or one clear line and
    exit 1, no partial file, never a signal's default action, an abort without a word or a spin."""
    cases = []
    long_script = "".join("%.2f key %s\n" % (0.1 + 0.3 * i, k) for i, k in enumerate(["1", "Right", "Escape", "2", "Enter", "Escape"] * 2)) + "4.00 end\n"

    def setup(d):
        setup_images(d)
        write(os.path.join(d, "s.script"), long_script)
        write(os.path.join(d, "big.storyboard"), ib_many_scenes(400 << 10))
    fsize_cmds = [
        ("render 1280x720", ["render", "--transition", "cube", "--progress", "0.5", "--from", "a.png", "--to", "b.png", "--out", "o.png",
                             "--size", "1280x720"], "o.png", "png"),
        ("record mp4", record_argv("o.mp4", size="640x360", fps="30"), "o.mp4", "mp4"),
        ("record gif", record_argv("o.gif", size="640x360", fps="20"), "o.gif", "gif"),
        ("record frames", record_argv("f/", size="640x360", fps="10"), "f/", "frames"),
        ("record --trace", record_argv("f/", size="160x90", fps="30", extra=["--trace", "t.jsonl"]), "t.jsonl", "trace"),
        ("import --out", ["import", "big.storyboard", "--out", "i.yaml"], "i.yaml", "nonempty"),
        ("run --trace", ["run", "--headless", "--size", "160x90", "--script", "s.script", "--trace", "t.jsonl"], "t.jsonl", "trace"),
        ("run --screenshot", ["run", "--headless", "--size", "1280x720", "--script", "s.script", "--screenshot", "w.png",
                              "--screenshot-at", "0.5"], "w.png", "png"),
        ("run --record", ["run", "--headless", "--size", "320x180", "--script", "s.script", "--record", "r.mp4"], "r.mp4", "mp4"),
    ]
    for name, argv, out, kind in fsize_cmds:
        # small text outputs (a trace, YAML) need a lower limit to reach it; stderr's lines still fit
        sizes = [2 << 10, 4 << 10, 8 << 10] if kind in ("trace", "nonempty") else [16 << 10, 32 << 10, 64 << 10, 128 << 10, 256 << 10]
        for limit in rng.sample(sizes, 2):
            cases.append(Case("limits", "ulimit -f %d: %s" % (limit >> 10, name),
                              [Step(argv, OK_OR_ERR, out=out, out_kind=kind, timeout=90, rlimits={resource.RLIMIT_FSIZE: limit})],
                              setup=setup))
    for limit in sorted(set([8, 12, 16] + rng.sample([9, 10, 11, 13, 14, 15], 3))):
        for out in ["o.mp4", "o.gif", "f/"]:
            extra = ["--trace", "t.jsonl"] if rng.random() < 0.5 else []
            cases.append(Case("limits", "ulimit -n %d: record %s%s" % (limit, out, " --trace" if extra else ""),
                              [Step(record_argv(out, size="160x90", fps="10", extra=extra), OK_OR_ERR, out=out, out_kind=out_kind_of(out),
                                    timeout=60, rlimits={resource.RLIMIT_NOFILE: limit})], setup=setup))
    as_cmds = [("record mp4", record_argv("o.mp4", size="320x180", fps="10"), "o.mp4", "mp4"),
               ("record frames", record_argv("f/", size="320x180", fps="10"), "f/", "frames"),
               ("render", ["render", "--transition", "cube", "--progress", "0.5", "--from", "a.png", "--to", "b.png", "--out", "o.png",
                           "--size", "640x360"], "o.png", "png"),
               ("check the demo", ["check", os.path.join(REPO, "Assets", "demo.yaml")], None, None),
               ("run the demo", ["run", "--headless", "--size", "320x180", "--script", "s.script"], None, None)]
    for name, argv, out, kind in as_cmds:
        for mb in sorted(set([300, 1024] + rng.sample([350, 400, 500, 600, 800], 2))):
            cases.append(Case("limits", "ulimit -v %d MB: %s" % (mb, name),
                              [Step(argv, OK_OR_ERR, out=out, out_kind=kind, timeout=60, rlimits={resource.RLIMIT_AS: mb << 20})],
                              setup=setup))
    return cases


# ---- shaders: sources that blow up in the compiler ------------------------------------------------

def macro_bomb(depth, fan, function_like, valid):
    lines = ["// name: zz"]
    if function_like:
        lines.append("#define F0(x) (x)")
        for i in range(1, depth + 1):
            lines.append("#define F%d(x) F%d(%s)" % (i, i - 1, "+".join(["x"] * fan)))
        use = "F%d(p)" % depth
    else:
        lines.append("#define A0 (p)")
        for i in range(1, depth + 1):
            lines.append("#define A%d (%s)" % (i, "+".join(["A%d" % (i - 1)] * fan)))
        use = "A%d" % depth
    lines += ["vec4 transition(vec2 uv) {", "  float p = progress;", "  float q = %s%s;" % (use, "" if valid else " +* 1.0"),
              "  return mix(getFromColor(uv), getToColor(uv), clamp(q, 0.0, 1.0));", "}"]
    return "\n".join(lines) + "\n"


def huge_array(size_text, how, where, typ):
    lines = ["// name: zz"]
    if how == "define":
        lines.append("#define N %s" % size_text)
        n = "N"
    elif how == "const int":
        lines.append("const int N = %s;" % size_text)
        n = "N"
    else:
        n = size_text
    decl = "%s big[%s];" % (typ, n)
    if where == "global":
        lines.append(decl)
    lines += ["vec4 transition(vec2 uv) {"]
    if where == "local":
        lines.append("  " + decl)
    # written and read at indices only known at run time, so that no compiler can drop the array
    lines += ["  float p = progress;", "  int i = int(uv.x * 1000.0);", "  big[i] = %s(p);" % typ,
              "  big[i + 1] = %s(uv.y);" % typ, "  %s v = big[int(uv.y * 1000.0)];" % typ,
              "  return mix(getFromColor(uv), getToColor(uv), clamp(v%s, 0.0, 1.0));" % ("[0][0]" if typ == "mat4" else ".x" if typ == "vec4" else ""),
              "}"]
    return "\n".join(lines) + "\n"


def gen_shader_bombs(rng):
    """Macro bombs (nested #define doubling, object-like and function-like, 10 to 25 deep) and
    huge arrays (`vec4 big[2147483647]`, sizes through #define and const int): check gives a
    located error (or compiles), never a crash of the app, in time and within the memory cap;
    a --shaders folder holding one such file still loads the others."""
    cases = []
    bombs = []
    for depth in sorted(set([10, 19, 25] + rng.sample(range(11, 25), 4))):
        fan = 2 if depth > 14 else rng.choice([2, 3])
        function_like = rng.random() < 0.5
        bombs.append(("macro bomb %d deep, fan-out %d (%s)" % (depth, fan, "function-like" if function_like else "object-like"),
                      macro_bomb(depth, fan, function_like, valid=rng.random() < 0.7)))
    for depth in rng.sample(range(18, 26), 2):
        bombs.append(("macro bomb %d deep (function-like, with a syntax error)" % depth, macro_bomb(depth, 2, True, valid=False)))
    sizes = ["2147483647", "2147483648", "1073741824", "268435456", "100000000", "65536 * 65536", "0x7fffffff", "-1", "0"]
    for _ in range(12):
        size = rng.choice(sizes)
        how = rng.choice(["literal", "define", "const int"])
        where = rng.choice(["global", "local"])
        typ = rng.choice(["vec4", "float", "mat4"])
        bombs.append(("%s big[%s] (%s, %s)" % (typ, size, how, where), huge_array(size, how, where, typ)))
    bombs.append(("vec4 big[2147483647] (literal, global)", huge_array("2147483647", "literal", "global", "vec4")))
    for name, src in bombs:
        def setup(d, src=src):
            setup_images(d)
            write(os.path.join(d, "shaders", "zz.glsl"), src)
        steps = [Step(["check", "shaders/zz.glsl"], OK_OR_ERR, timeout=45, mem_cap=True, located="zz.glsl"),
                 Step(render_argv(transition="zz", extra=["--shaders", "shaders"]), lambda r: OK if r[0].rc == 0 else frozenset({0, 1, 2}),
                      out="out.png", out_kind="png", timeout=60, mem_cap=True),
                 Step(["transitions", "--shaders", "shaders"], OK_OR_ERR, timeout=60, mem_cap=True, extra=listed_only_if_compiles)]
        cases.append(Case("shaders", "%s (check, render, transitions)" % name, steps, setup=setup))
    # a folder with good shaders and one bomb: the good ones load
    for name, src in rng.sample(bombs, 5) + [bombs[2]]:
        def setup(d, src=src):
            for g in ["ga", "gb", "gc"]:
                write(os.path.join(d, "shaders", g + ".glsl"), good_shader(g))
            write(os.path.join(d, "shaders", "zz.glsl"), src)
        cases.append(Case("shaders", "a --shaders folder with a %s and three good files" % name,
                          [Step(["transitions", "--shaders", "shaders"], OK, timeout=60, mem_cap=True, extra=lists_good_shaders),
                           Step(["transitions", "--shaders", "shaders", "--strict"], OK_OR_ERR, timeout=60, mem_cap=True)],
                          setup=setup))
    return cases


def lists_good_shaders(case_dir, result):
    if result.rc != 0:
        return []
    missing = [g for g in ["ga", "gb", "gc"] if not re.search(r"^\s*%s\b" % g, result.stdout, re.M)]
    return ["transitions --shaders does not list %s beside the bad file" % ", ".join(missing)] if missing else []


# ---- outputs: standard output on a full device ------------------------------------------------------

def gen_full_stdout(rng):
    """Commands whose product is standard output, with it on a full device (a character device
    1,7 made in the case folder): they must fail (exit 1, a clear line), never exit 0."""
    cases = []

    def setup(d):
        os.mknod(os.path.join(d, "full"), stat.S_IFCHR | 0o666, os.makedev(1, 7))
        write(os.path.join(d, "board.storyboard"), ib_small())
        write(os.path.join(d, "big.storyboard"), ib_many_scenes(rng.choice([20 << 10, 200 << 10])))
        write(os.path.join(d, "board.yaml"), read(EXPLODE))
        write(os.path.join(d, "shaders", "zz.glsl"), GOOD_SHADER)
    for name, argv in [("transitions", ["transitions"]), ("transitions --shaders", ["transitions", "--shaders", "shaders"]),
                       ("import", ["import", "board.storyboard"]), ("import (a large file)", ["import", "big.storyboard"]),
                       ("check a YAML storyboard", ["check", "board.yaml"]), ("check an IB storyboard", ["check", "board.storyboard"]),
                       ("check a shader", ["check", "shaders/zz.glsl"])]:
        cases.append(Case("outputs", "%s with standard output on a full device" % name,
                          [Step(argv, ERR, timeout=30, stdout_to="full")], setup=setup))
    return cases


# ---- ffmpeg: lying tools, endless output, summaries -------------------------------------------------

def ffmpeg_env():
    return {"PATH": "{case}/bin:" + os.environ.get("PATH", "/usr/bin:/bin")}


def fake_tool(d, name, body):
    p = os.path.join(d, "bin", name)
    write(p, "#!/bin/sh\n" + body)
    os.chmod(p, 0o755)


def summary_matches_file(case_dir, result, out="o"):
    """The summary line reports the frames and size that ffprobe reads in the file."""
    if result.rc != 0 or not FFPROBE:
        return []
    path = os.path.join(case_dir, out)
    try:
        r = subprocess.run([FFPROBE, "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                            "stream=width,height,nb_read_frames", "-of", "csv=p=0", path],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    except subprocess.TimeoutExpired:
        return ["ffprobe hangs on the output"]
    m = re.match(rb"(\d+),(\d+),(\d+)", r.stdout.strip())
    if not m:
        return ["ffprobe cannot count the output's frames"]
    w, h, n = (int(x) for x in m.groups())
    text = result.stdout + result.stderr
    line = next((l for l in text.splitlines() if l.startswith("Wrote ")), "")
    if not line:
        return ["no summary line (Wrote …) after exit 0"]
    probs = []
    if not re.search(r"\b%d frames?\b" % n, line):
        probs.append("summary %r does not report the file's %d frames" % (line[:120], n))
    if not re.search(r"\b%dx%d\b" % (w, h), line):
        probs.append("summary %r does not report the file's %dx%d" % (line[:120], w, h))
    return probs


def gen_ffmpeg_lies(rng):
    """A fake ffmpeg writing an ftyp header (or a GIF signature) and junk with a fake ffprobe
    that says "video": the recording must fail. An ffmpeg that writes another, valid video:
    the summary reports what the file holds. Real recordings of random sizes and rates: the
    summary reports the frames and size ffprobe reads. An ffprobe or ffmpeg printing without
    end: the command ends in time, with a clear error, within the memory cap. Ctrl+R toggled
    N times: one saved file per "recording saved" line."""
    cases = []
    real = FFMPEG or "/usr/bin/ffmpeg"
    script = "0.10 key 3\n0.30 key 2\n0.80 end\n"
    probes = {"video": "echo video\n", "video twice": "echo video; echo video\n", "video padded": "echo '  video  '\n",
              "video, exit 0 after noise": "echo noise >&2; echo video\n"}
    for _ in range(8):
        kind = rng.choice(["mp4", "gif"])
        junk = rng.choice([16, 100, 4096, 100000])
        moov = rng.random() < 0.5
        probe = rng.choice(sorted(probes))
        head = "\\000\\000\\000\\030ftypisom" if kind == "mp4" else "GIF89a"
        tail = (";" if kind == "gif" else "") + ("moov" if moov else "")
        body = ("cat > /dev/null\nfor a; do last=$a; done\n{ printf '%s'; head -c %d /dev/urandom; printf '%s'; } > \"$last\"\nexit 0\n"
                % (head, junk, tail))
        out = "o." + kind

        def setup(d, body=body, probe=probe):
            short_script(d, text=script)
            fake_tool(d, "ffmpeg", body)
            fake_tool(d, "ffprobe", probes[probe])
        cases.append(Case("ffmpeg", "record %s: ffmpeg writes a header and %d bytes of junk%s, ffprobe says %s" % (
            kind, junk, " with 'moov'" if moov else "", probe),
            [Step(record_argv(out, size="160x90", fps="10"), ERR, out=out, out_kind=kind, env=ffmpeg_env(), timeout=60)], setup=setup))
    # an ffmpeg that writes a different valid video than asked
    for kind in ["mp4", "gif"]:
        for size, dur in rng.sample([("32x32", "0.1"), ("48x16", "0.3"), ("64x64", "0.5"), ("20x40", "1")], 2):
            vcodec = "-c:v libx264 -pix_fmt yuv420p -f mp4" if kind == "mp4" else "-f gif"
            body = ("cat > /dev/null\nfor a; do last=$a; done\n%s -v error -y -f lavfi -i testsrc=size=%s:duration=%s:rate=10 %s \"$last\" "
                    "|| exit 3\nexit 0\n" % (shlex.quote(real), size, dur, vcodec))
            out = "o." + kind
            cases.append(Case("ffmpeg", "record %s: ffmpeg writes a valid %s %s s video instead: the summary reads the file" % (kind, size, dur),
                              [Step(["record", "--script", "s.script", "--out", out, "--size", "160x90", "--fps", "10"],
                                    OK_OR_ERR, out=out, out_kind=kind, env=ffmpeg_env(), timeout=60,
                                    extra=lambda c, r, out=out: summary_matches_file(c, r, out))],
                              setup=lambda d, body=body: (short_script(d, text=script), fake_tool(d, "ffmpeg", body))))
    for _ in range(6):
        kind = rng.choice(["mp4", "gif", "mp4"])
        w, h = rng.choice([(32, 32), (160, 90), (2, 2), (1000, 40), (900, 300), (17, 33)])
        fps = rng.choice(["5", "10", "24", "30", "60"])
        end = rng.choice([0.1, 0.3, 0.75, 1.5])
        out = "o." + kind
        cases.append(Case("ffmpeg", "record %s %dx%d at %s fps for %.2f s: the summary reports what ffprobe reads" % (kind, w, h, fps, end),
                          [Step(["record", "--script", "s.script", "--out", out, "--size", "%dx%d" % (w, h), "--fps", fps], OK,
                                out=out, out_kind=kind, timeout=90, extra=lambda c, r, out=out: summary_matches_file(c, r, out))],
                          setup=lambda d, end=end: short_script(d, text="0.05 key 3\n%.2f end\n" % end)))
    # tools that print without end
    endless = {
        "ffprobe prints 'video' without end": ("probe", "exec yes video\n"),
        "ffprobe prints to stderr without end": ("probe", "exec yes noise >&2\n"),
        "ffprobe prints one endless line": ("probe", "exec tr '\\000' v < /dev/zero\n"),
        "ffmpeg prints to stderr without end, reading nothing": ("ffmpeg", "exec yes noise >&2\n"),
        "ffmpeg prints to stderr without end while reading": ("ffmpeg", "cat > /dev/null &\nexec yes noise >&2\n"),
        "ffmpeg prints to stdout without end": ("ffmpeg", "cat > /dev/null &\nexec yes noise\n"),
    }
    for name, (tool, body) in endless.items():
        for kind in rng.sample(["mp4", "gif"], 1 if tool == "ffmpeg" else 2):
            out = "o." + kind

            def setup(d, tool=tool, body=body):
                short_script(d, text=script)
                fake_tool(d, "ffprobe" if tool == "probe" else "ffmpeg", body)
            cases.append(Case("ffmpeg", "record %s: %s" % (kind, name),
                              [Step(record_argv(out, size="160x90", fps="10"), ERR if tool == "ffmpeg" else OK_OR_ERR, out=out,
                                    out_kind=kind, env=ffmpeg_env(), timeout=120, mem_cap=True)], setup=setup, idle=False))
    # Ctrl+R toggled many times: every "recording saved" line has its own file
    for n, span in [(6, 2.0)] + rng.sample([(20, 2.0), (40, 2.0), (100, 2.0), (30, 6.0)], 2):
        lines = "".join("%.3f key Ctrl+R\n" % (0.1 + span * i / n) for i in range(n))
        text = lines + "%.3f end\n" % (0.3 + span)

        def saved_files(case_dir, result):
            said = len(re.findall(r"recording saved|[Ss]aved .*segue-", result.stdout + result.stderr))
            files = [f for f in os.listdir(case_dir) if f.startswith("segue-") and f.endswith((".mp4", ".gif"))]
            if said != len(files):
                return ["%d recordings reported saved, %d files left" % (said, len(files))]
            return []
        cases.append(Case("ffmpeg", "run: Ctrl+R toggled %d times in %.0f s: one file per saved recording" % (n, span),
                          [Step(["run", "--headless", "--size", "160x90", "--script", "live.script"], OK, timeout=180,
                                error_with_zero_ok=True, extra=saved_files)],
                          setup=lambda d, text=text: write(os.path.join(d, "live.script"), text)))
    return cases


# ---- signals: every catchable one ------------------------------------------------------------------

def gen_more_signals(rng):
    """USR1, USR2, ALRM, VTALRM and PIPE (and INT, TERM, HUP, QUIT at other moments) sent to
    record at varied times: exit 128+N (or 1) with one clear line, no partial, no ffmpeg left."""
    cases = []
    sigs = [signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM, signal.SIGPIPE]
    for out in ["o.mp4", "o.gif", "f/"]:
        for sig in sigs:
            for delay in rng.sample([0.0, 0.2, 0.6, 1.0, 2.0], 2):
                cases.append(Case("signals", "%s during record to %s (%.1f s after the first output)" % (signal_name(sig), out, delay),
                                  [Step(record_argv(out, script="long.script", size="320x180", fps="30"), frozenset({128 + sig, 1}),
                                        out=out, out_kind=out_kind_of(out), timeout=120, send=(sig, "progress", delay),
                                        strict_signal=True)],
                                  setup=lambda d: write(os.path.join(d, "long.script"), LONG_SCRIPT)))
        for sig in [signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT]:
            delay = rng.choice([0.3, 0.8, 3.0])
            cases.append(Case("signals", "%s during record to %s (%.1f s after the first output, strict)" % (signal_name(sig), out, delay),
                              [Step(record_argv(out, script="long.script", size="320x180", fps="30"), frozenset({128 + sig, 1}),
                                    out=out, out_kind=out_kind_of(out), timeout=120, send=(sig, "progress", delay), strict_signal=True)],
                              setup=lambda d: write(os.path.join(d, "long.script"), LONG_SCRIPT)))
    for sig in rng.sample(sigs, 3):
        cases.append(Case("signals", "%s during run --trace --save-script" % signal_name(sig),
                          [Step(["run", "--headless", "--size", "320x180", "--script", "long.script", "--trace", "t.jsonl",
                                 "--save-script", "saved.script"], frozenset({128 + sig, 1}), out="t.jsonl", out_kind="none",
                                timeout=120, send=(sig, "time", 2.0), extra=trace_whole, strict_signal=True)],
                          setup=lambda d: write(os.path.join(d, "long.script"), LONG_SCRIPT)))
    return cases


# ---- scripts: what --save-script keeps -----------------------------------------------------------------

def script_events(text):
    """(time, verb, args) of each event line of an input script, `end` left out."""
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) < 2 or parts[1] == "end":
            continue
        try:
            out.append((float(parts[0]), parts[1], parts[2:]))
        except ValueError:
            pass
    return out


def saved_all_events(case_dir, result):
    """run --script X --save-script Y: Y holds every key, text and resize event of X, in order, at
    its time (to a frame), and a pointer event for each of X's."""
    if result.rc != 0:
        return []
    try:
        x = script_events(read(os.path.join(case_dir, "x.script")))
        y = script_events(read(os.path.join(case_dir, "saved.script")))
    except OSError as e:
        return ["the saved script cannot be read: %s" % e.strerror]
    exact = lambda evs: [(t, v, a) for t, v, a in evs if v in ("key", "text", "resize", "scroll")]
    xs, ys = exact(x), exact(y)
    if len(xs) != len(ys) or any(v1 != v2 or a1 != a2 or abs(t1 - t2) > 0.035 for (t1, v1, a1), (t2, v2, a2) in zip(xs, ys)):
        return ["saved script holds %d of the %d key/text/resize/scroll events (first missing: %s)" % (
            sum(1 for e in xs if any(e[1] == f[1] and e[2] == f[2] and abs(e[0] - f[0]) <= 0.035 for f in ys)), len(xs),
            next(("%.2f %s %s" % (t, v, " ".join(a)) for t, v, a in xs
                  if not any(v == f[1] and a == f[2] and abs(t - f[0]) <= 0.035 for f in ys)), "order"))]
    xp = [t for t, v, a in x if v in ("click", "drag", "down", "up", "move")]
    yp = [t for t, v, a in y if v in ("click", "drag", "down", "up", "move")]
    missing = [t for t in xp if not any(abs(t - u) <= 0.035 for u in yp)]
    if missing:
        return ["saved script has no pointer event at %.2f s (of %d)" % (missing[0], len(xp))]
    return []


def gen_save_script(rng):
    cases = []
    for i in range(16):
        t, lines = 0.0, []
        for _ in range(rng.randint(1, 12)):
            t += rng.choice([0.05, 0.1, 0.2, 0.35])
            r = rng.random()
            if r < 0.45:
                ev = "key %s" % rng.choice(["1", "2", "3", "Left", "Right", "Tab", "Enter", "Escape", "Space", "S", "M"])
            elif r < 0.6:
                ev = "click %.1f %.1f" % (rng.uniform(0, 160), rng.uniform(0, 90))
            elif r < 0.7:
                ev = "text %s" % rng.choice(["hello", "x", "a-b"])
            elif r < 0.8:
                ev = "resize %d %d" % (rng.choice([120, 160, 200, 320]), rng.choice([90, 120, 180]))
            elif r < 0.9:
                ev = "drag %.1f %.1f %.1f %.1f 0.10" % (rng.uniform(0, 160), rng.uniform(0, 90), rng.uniform(0, 160), rng.uniform(0, 90))
            else:
                ev = "scroll %d %d" % (rng.randint(-3, 3), rng.randint(-3, 3))
            lines.append("%.2f %s" % (t, ev))
        text = "\n".join(lines) + "\n%.2f end\n" % (t + 0.5)
        cases.append(Case("scripts", "run --script X --save-script Y keeps X's %d events (#%d)" % (len(lines), i),
                          [Step(["run", "--headless", "--size", "160x90", "--script", "x.script", "--save-script", "saved.script"],
                                OK, out="saved.script", out_kind="script", timeout=60, extra=saved_all_events)],
                          setup=lambda d, text=text: write(os.path.join(d, "x.script"), text)))
    return cases


# ---------------------------------------------------------------------------------------------
# Running


class Result:
    def __init__(self):
        self.rc = None
        self.stdout = ""
        self.stderr = ""
        self.timed_out = False
        self.duration = 0.0
        self.sent = None
        self.previous = []
        self.stdout_bytes = b""
        self.peak_rss = None        # bytes, from os.wait4


def proc_table():
    """pid -> (session id, cmdline) for every process."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % name, "rb") as f:
                st = f.read().decode("utf-8", "replace")
            fields = st[st.rfind(")") + 2:].split()
            sid = int(fields[3])
            state = fields[0]
            with open("/proc/%s/cmdline" % name, "rb") as f:
                cmd = f.read().replace(b"\x00", b" ").decode("utf-8", "replace")
            table[int(name)] = (sid, cmd, state)
        except (OSError, ValueError, IndexError):
            pass
    return table


def leftovers(session, case_dir):
    me = os.getpid()
    found = []
    for pid, (sid, cmd, state) in proc_table().items():
        if pid == me or state == "Z":
            continue
        if sid == session or (case_dir in cmd and "adversarial" not in cmd.split(" ")[0]):
            found.append((pid, cmd.strip()[:120]))
    return found


class FifoReader(threading.Thread):
    def __init__(self, path):
        super().__init__(daemon=True)
        self.path = path
        self.data = bytearray()
        self.stop = threading.Event()
        self.fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)

    def run(self):
        try:
            while True:
                try:
                    chunk = os.read(self.fd, 1 << 16)
                except BlockingIOError:
                    chunk = None
                if chunk:
                    self.data.extend(chunk)
                    continue
                if self.stop.is_set():
                    break
                time.sleep(0.01)
        finally:
            os.close(self.fd)


def find_partials(root):
    found = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for n in dirnames + filenames:
            if ".partial-" in n:
                found.append(os.path.relpath(os.path.join(dirpath, n), root))
    return found


def progress_seen(case_dir, out):
    if find_partials(case_dir):
        return True
    if out and out.endswith("/"):
        p = os.path.join(case_dir, out)
        try:
            if any(n.endswith(".png") for n in os.listdir(p)):
                return True
        except OSError:
            pass
    for n in os.listdir(case_dir):
        if n.startswith("segue-") or n.startswith(".segue-"):
            return True
    return False


def special_nodes(root):
    """Every FIFO, device and symlink under `root` (not following links), with its snapshot."""
    nodes = {}
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for n in dirnames + filenames:
            p = os.path.join(dirpath, n)
            try:
                st = os.lstat(p)
            except OSError:
                continue
            if stat.S_ISLNK(st.st_mode) or stat.S_ISFIFO(st.st_mode) or stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode):
                nodes[os.path.relpath(p, root)] = snapshot(p)
    return nodes


ACTIVE = set()          # process groups of the commands running now
ACTIVE_LOCK = threading.Lock()


def stop_everything(signum, frame):
    """The harness itself was interrupted: end the commands it started, then exit."""
    with ACTIVE_LOCK:
        groups = list(ACTIVE)
    for g in groups:
        try:
            os.killpg(g, signal.SIGKILL)
        except OSError:
            pass
    print("adversarial: interrupted", file=sys.stderr, flush=True)
    os._exit(128 + signum)


MEM_CAP_AS = 4 << 30          # RLIMIT_AS of a capped step: a bomb fails to allocate instead of taking the machine
PEAK_RSS_CAP = 1536 << 20     # a capped step fails when its resident memory peaked above this


def reap(proc, res, block=False):
    """Waits for `proc` with os.wait4 (its peak resident memory comes with the status); returns
    its return code as Popen does, or None while it runs."""
    if proc.returncode is not None:
        return proc.returncode
    try:
        pid, status, usage = os.wait4(proc.pid, 0 if block else os.WNOHANG)
    except ChildProcessError:
        proc.returncode = proc.returncode if proc.returncode is not None else -1
        return proc.returncode
    if pid == 0:
        return None
    proc.returncode = os.waitstatus_to_exitcode(status)
    res.peak_rss = usage.ru_maxrss * 1024
    return proc.returncode


class Runner:
    def __init__(self, segue, verbose=False):
        self.segue = segue
        self.verbose = verbose
        self.base_env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
        self.base_env["NO_COLOR"] = "1"

    def wait_for_binary(self):
        for _ in range(240):
            if os.path.isfile(self.segue) and os.access(self.segue, os.X_OK):
                return True
            time.sleep(1)
        return False

    def run_case(self, case):
        top = tempfile.mkdtemp(prefix="segue-adv-")
        # the case folder sits two levels down, so that its parent ("..") holds nothing but it
        case_dir = os.path.join(top, "work", "case")
        os.makedirs(case_dir)
        os.mkdir(os.path.join(top, "tmp"))
        mounted = None
        record = {"area": case.area, "name": case.name, "steps": [], "failures": []}
        try:
            if case.tmpfs:
                folder, free = case.tmpfs
                mp = os.path.join(case_dir, folder)
                os.mkdir(mp)
                r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", mp],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                if r.returncode != 0:
                    record["skipped"] = "mount failed: " + r.stderr.decode("utf-8", "replace").strip()
                    return record
                mounted = mp
                fill_disk(mp, free)
            if case.setup:
                case.setup(case_dir)
            results = []
            for step in case.steps:
                res, reasons, cmd = self.run_step(step, case_dir, top, results)
                results.append(res)
                record["steps"].append({"command": cmd, "rc": res.rc, "timed_out": res.timed_out,
                                        "stderr_first": first_line(res.stderr), "duration": round(res.duration, 2),
                                        "failures": reasons})
                record["failures"] += reasons
                if res.timed_out:
                    break
        except Exception as e:  # a fault of the harness is a failure too, and says so
            record["failures"].append("harness error: %r" % (e,))
        finally:
            if mounted:
                for _ in range(20):
                    if subprocess.run(["umount", mounted], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
                        break
                    time.sleep(0.5)
                else:
                    subprocess.run(["umount", "-l", mounted], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            remove_tree(top)
        return record

    def run_step(self, step, case_dir, top, previous):
        if not self.wait_for_binary():
            raise RuntimeError("binary %s missing" % self.segue)
        env = dict(self.base_env)
        env["TMPDIR"] = os.path.join(top, "tmp")
        if step.mem_cap:
            # a stack overflow of a deep structure is the finding; its backtrace (slow, large) is not needed
            env["SWIFT_BACKTRACE"] = "enable=no"
        for k, v in step.env.items():
            env[k] = v.replace("{case}", case_dir)
        argv = [self.segue] + [a.replace("{case}", case_dir) for a in step.argv]
        cmd = "segue " + " ".join(shlex.quote(a.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace"))
                                  for a in step.argv)
        if step.stdin_from:
            cmd += " < " + shlex.quote(step.stdin_from)
        if step.stdout_to:
            cmd += " > " + shlex.quote(step.stdout_to)
        if step.rlimits:
            cmd = " ".join("ulimit -%s %d;" % ({resource.RLIMIT_FSIZE: "f", resource.RLIMIT_NOFILE: "n",
                                                resource.RLIMIT_AS: "v"}.get(k, "?"),
                                               v // 1024 if k != resource.RLIMIT_NOFILE else v)
                           for k, v in step.rlimits.items()) + " " + cmd
        if step.env.get("PATH"):
            cmd = "PATH=" + step.env["PATH"].replace("{case}", ".").split(":")[0] + ":$PATH " + cmd
        out_path = os.path.join(case_dir, step.out) if step.out and not step.out.startswith("/") else step.out
        before_nodes = special_nodes(case_dir)
        before_out = snapshot(out_path) if out_path else None
        before_target = None
        if before_out and before_out[0] == "symlink":
            real = os.path.realpath(out_path.rstrip("/"))
            before_target = (real, snapshot(real))
        reader = None
        if step.fifo_out and out_path and stat.S_ISFIFO(os.lstat(out_path).st_mode):
            reader = FifoReader(out_path)
            reader.start()
        res = Result()
        res.previous = list(previous)
        stdout_f = open(os.path.join(top, "stdout"), "w+b")
        stderr_f = open(os.path.join(top, "stderr"), "w+b")
        start = time.time()
        limits = dict(step.rlimits)
        if step.mem_cap:
            limits.setdefault(resource.RLIMIT_AS, MEM_CAP_AS)

        def preexec(limits=limits):
            for which, soft in limits.items():
                hard = resource.getrlimit(which)[1]
                if hard != resource.RLIM_INFINITY:
                    soft = min(soft, hard)
                resource.setrlimit(which, (soft, hard))
        stdin_f = open(os.path.join(case_dir, step.stdin_from), "rb") if step.stdin_from else subprocess.DEVNULL
        stdout_dest = os.open(os.path.join(case_dir, step.stdout_to), os.O_WRONLY) if step.stdout_to else stdout_f
        try:
            proc = subprocess.Popen(argv, cwd=case_dir, env=env, stdin=stdin_f, stdout=stdout_dest, stderr=stderr_f,
                                    start_new_session=True, preexec_fn=preexec if limits else None)
        finally:
            if step.stdin_from:
                stdin_f.close()
            if step.stdout_to:
                os.close(stdout_dest)
        session = proc.pid
        with ACTIVE_LOCK:
            ACTIVE.add(session)
        deadline = start + step.timeout
        try:
            if step.send:
                sig, trigger, delay = step.send
                fire_at = None
                while reap(proc, res) is None and time.time() < deadline:
                    now = time.time()
                    if fire_at is None:
                        if trigger == "time" and now - start >= delay:
                            fire_at = now
                        elif trigger == "progress" and (progress_seen(case_dir, step.out) or
                                                        any(s == session and p != proc.pid for p, (s, _, _) in proc_table().items())):
                            fire_at = now + delay
                    if fire_at is not None and now >= fire_at:
                        proc.send_signal(sig)
                        res.sent = sig
                        break
                    time.sleep(0.05)
            while reap(proc, res) is None:
                if time.time() >= deadline:
                    raise subprocess.TimeoutExpired(argv, step.timeout)
                time.sleep(0.02)
        except subprocess.TimeoutExpired:
            res.timed_out = True
            try:
                os.killpg(session, signal.SIGKILL)
            except OSError:
                pass
            reap(proc, res, block=True)
        res.duration = time.time() - start
        res.rc = proc.returncode
        with ACTIVE_LOCK:
            ACTIVE.discard(session)
        if reader:
            reader.stop.set()
            reader.join(5)
        stdout_f.seek(0)
        stderr_f.seek(0)
        res.stdout_bytes = stdout_f.read()
        res.stdout = res.stdout_bytes.decode("utf-8", "replace")
        res.stderr = stderr_f.read().decode("utf-8", "replace")
        stdout_f.close()
        stderr_f.close()
        reasons = self.judge(step, res, case_dir, out_path, before_nodes, before_out, before_target, reader, session, previous)
        if self.verbose:
            print("  %s -> %s%s" % (cmd, res.rc, " (%s)" % "; ".join(reasons) if reasons else ""), flush=True)
        return res, reasons, cmd

    def judge(self, step, res, case_dir, out_path, before_nodes, before_out, before_target, reader, session, previous):
        reasons = []
        expect = step.expect(previous) if callable(step.expect) else step.expect
        # children left running (ffmpeg and the like): give them a moment to go
        left = []
        for _ in range(20):
            left = leftovers(session, case_dir)
            if not left:
                break
            time.sleep(0.1)
        if left:
            for pid, _ in left:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            # after a hang we killed the command ourselves: its children are not its fault then
            if not step.skip_checks and not res.timed_out:
                reasons.append("left a child running: %s" % left[0][1])
        if res.timed_out:
            reasons.append("hang: no exit within %d s" % step.timeout)
            return reasons
        rc = res.rc
        err = res.stderr
        sig = res.sent
        if sig is None and rc is not None and rc < 0:
            reasons.append("crash: killed by %s" % signal_name(-rc))
        elif sig is None and rc is not None and rc >= 128:
            reasons.append("crash: exit %d" % rc)
        for m in CRASH_MARKERS:
            if m in err:
                reasons.append("crash: %r in stderr" % m)
                break
        if step.mem_cap and res.peak_rss is not None and res.peak_rss > PEAK_RSS_CAP:
            reasons.append("memory: peak resident %d MB, above the %d MB cap" % (res.peak_rss >> 20, PEAK_RSS_CAP >> 20))
        if step.skip_checks:
            return reasons
        if sig is not None and step.strict_signal:
            if rc not in (128 + sig, 1):
                reasons.append("exit %s after %s, expected %d (or 1) with a line saying so" % (rc, signal_name(sig), 128 + sig))
            elif not re.search(r"^segue:", err, re.M):
                reasons.append("%s ended it without a line saying so" % signal_name(sig))
        elif sig is not None:
            if rc not in (128 + sig, -sig):
                reasons.append("exit %s after %s, expected %d" % (rc, signal_name(sig), 128 + sig))
            elif not re.search(r"^segue:", err, re.M):
                reasons.append("%s ended it without a line saying so" % signal_name(sig))
        else:
            if step.send and res.sent is None:
                reasons.append("finished (exit %s) before the signal could be sent" % rc)
            if rc is not None and 0 < rc < 128 and not re.search(r"^segue: error: \S", err, re.M) and not re.search(r"^\S[^\n]*:\d+:\d+: error: \S", err, re.M) \
                    and not re.search(r"^[^\s:]*[./][^\s:]*: error: \S", err, re.M):
                # segue's own prefix, a located FILE:LINE:COLUMN, or a whole file's problem as FILE: error:
                reasons.append("unclear error: exit %s without a 'segue: error:' line" % rc)
            if rc not in expect and not (rc is not None and (rc < 0 or rc >= 128)):
                reasons.append("exit %s, expected %s" % (rc, describe(expect)))
            if rc == 0 and not step.error_with_zero_ok and re.search(r"^segue: error:", err, re.M):
                reasons.append("printed an error but exited 0")
        for m in RAW_MARKERS:
            if m in err:
                reasons.append("unclear error: raw %r in stderr" % m)
                break
        for line in err.splitlines():
            if re.search(r"\berror:.*\berror:", line, re.I):
                reasons.append("unclear error: doubled prefix %r" % line[:100])
                break
        if step.located and rc not in (0, None) and sig is None and not re.search(re.escape(step.located) + r":\d+:\d+", err):
            reasons.append("error does not name %s:LINE:COLUMN" % step.located)
        # special nodes must stay what they were
        for rel, snap in before_nodes.items():
            now = snapshot(os.path.join(case_dir, rel))
            if now[0] != snap[0] or (snap[0] in ("symlink", "chr") and now != snap):
                reasons.append("replaced %s %s with %s" % (snap[0], rel, now[0]))
        partials = find_partials(case_dir)
        if partials:
            reasons.append("left partial files: %s" % ", ".join(partials[:3]))
        # the output
        if out_path and step.out_kind and step.out_kind != "none":
            is_node = before_out and before_out[0] in ("fifo", "chr")
            if rc == 0 and sig is None:
                why = check_output(out_path, step.out_kind,
                                   fifo_data=bytes(reader.data) if reader is not None else None)
                if why:
                    reasons.append(why)
            elif rc != 0 and not is_node:
                now = snapshot(out_path)
                if before_out[0] == "symlink":
                    if before_target is not None and snapshot(before_target[0]) != before_target[1]:
                        reasons.append("exit %s but changed the file behind the symlink %s" % (rc, step.out))
                elif before_out[0] == "absent":
                    if now[0] == "file":
                        reasons.append("exit %s but left a half-written %s under the final name" % (rc, step.out))
                    elif now[0] == "dir" and now[1]:
                        reasons.append("exit %s but left files in %s: %s" % (rc, step.out, ", ".join(now[1][:3])))
                elif before_out != now:
                    reasons.append("exit %s but changed the existing %s" % (rc, step.out))
        if step.extra:
            reasons += step.extra(case_dir, res)
        return reasons


def fill_disk(mp, free):
    filler = os.path.join(mp, ".filler")
    with open(filler, "wb") as f:
        chunk = b"\xaa" * 65536
        try:
            while True:
                f.write(chunk)
                f.flush()
        except OSError:
            pass
    while True:  # top it up to the last byte
        try:
            with open(filler, "ab") as f:
                f.write(b"\xaa" * 512)
        except OSError:
            break
    if free:
        size = os.path.getsize(filler)
        os.truncate(filler, max(0, size - free))


def remove_tree(top):
    def onerror(func, path, exc):
        try:
            os.chmod(os.path.dirname(path), 0o755)
            if os.path.isdir(path) and not os.path.islink(path):
                shutil.rmtree(path, ignore_errors=True)
            else:
                os.unlink(path)
        except OSError:
            pass
    shutil.rmtree(top, onerror=onerror)


def signal_name(n):
    try:
        return signal.Signals(n).name
    except ValueError:
        return "signal %d" % n


def describe(expect):
    names = {0: "0", 1: "1 (runtime error)", 2: "2 (usage error)"}
    return " or ".join(names.get(c, str(c)) for c in sorted(expect))


def first_line(text):
    for line in text.splitlines():
        if line.strip():
            return line.strip()[:200]
    return ""


def mount_works():
    if os.geteuid() != 0:
        return "not root"
    if not shutil.which("mount"):
        return "no mount command"
    d = tempfile.mkdtemp(prefix="segue-adv-mnt-")
    try:
        r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", d], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if r.returncode != 0:
            return "mount failed: " + r.stderr.decode("utf-8", "replace").strip()
        subprocess.run(["umount", d])
        return None
    finally:
        os.rmdir(d)


def build_cases(seed, areas):
    rng = random.Random(seed)
    # the second run's classes draw from a stream of their own, so the first areas' cases stay as they were
    rng2 = random.Random(seed * 7919 + 17)
    gens = {
        "sizes": lambda: gen_sizes(random.Random(rng.random())),
        "scripts": lambda: gen_scripts(random.Random(rng.random()), 160) + gen_save_script(random.Random(rng2.random())),
        "storyboards": lambda: gen_storyboards(random.Random(rng.random()), 60) + gen_invisible_texts(random.Random(rng2.random())),
        "images": lambda: gen_images(random.Random(rng.random())),
        "shaders": lambda: gen_shaders(random.Random(rng.random()), 30) + gen_shader_bombs(random.Random(rng2.random())),
        "outputs": lambda: gen_outputs(random.Random(rng.random())) + gen_full_stdout(random.Random(rng2.random())),
        "ffmpeg": lambda: gen_ffmpeg(random.Random(rng.random())) + gen_ffmpeg_lies(random.Random(rng2.random())),
        "disk": lambda: gen_disk(random.Random(rng.random())),
        "signals": lambda: gen_signals(random.Random(rng.random())) + gen_more_signals(random.Random(rng2.random())),
        "paths": lambda: gen_paths(random.Random(rng2.random())),
        "graphs": lambda: gen_graphs(random.Random(rng2.random())),
        "resources": lambda: gen_resources(random.Random(rng2.random())),
        "limits": lambda: gen_limits(random.Random(rng2.random())),
        "leaks": lambda: gen_leaks(random.Random(rng2.random())),
        "import": lambda: gen_import(random.Random(rng2.random())),
    }
    cases = []
    for a in AREAS:
        made = gens[a]()  # always generated, so that one area's cases do not depend on which others run
        if a in areas:
            cases += made
    return cases


def main():
    ap = argparse.ArgumentParser(description="Adversarial cases against the segue binary.")
    ap.add_argument("--segue", default=os.path.join(REPO, ".build", "debug", "segue"), help="the segue binary")
    ap.add_argument("--area", action="append", choices=AREAS, help="run only this area (repeatable)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the generated cases (deterministic)")
    ap.add_argument("--jobs", type=int, default=2, help="cases run at once (default 2)")
    ap.add_argument("--json", metavar="FILE", help="write every case's result as JSON")
    ap.add_argument("--list", action="store_true", help="list the cases and exit")
    ap.add_argument("--match", help="run only cases whose name contains this text")
    ap.add_argument("--verbose", action="store_true", help="print every command as it ends")
    args = ap.parse_args()

    areas = args.area or AREAS
    segue = os.path.abspath(args.segue)
    cases = build_cases(args.seed, areas)
    if args.match:
        cases = [c for c in cases if args.match in c.name]
    skipped_areas = {}
    if "disk" in areas:
        why = mount_works()
        if why:
            skipped_areas["disk"] = why
            print("note: skipping the full-disk area (%s): it mounts a 2 MB tmpfs, which needs root" % why, flush=True)
            cases = [c for c in cases if c.area != "disk"]
    if args.list:
        try:
            for c in cases:
                print("%-12s %s" % (c.area, c.name))
            print("%d cases" % len(cases))
        except BrokenPipeError:   # `--list | head`
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    if not os.path.exists(segue):
        print("adversarial: %s does not exist (build it first, or pass --segue)" % segue, file=sys.stderr)
        return 2
    runner = Runner(segue, verbose=args.verbose)
    for s in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(s, stop_everything)
    # a harness started in the background of a shell inherits SIGQUIT (and others) ignored, and
    # its commands would too: they get the default disposition, as from a terminal
    for s in (signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM):
        signal.signal(s, signal.SIG_DFL)
    print("adversarial: %d cases against %s (seed %d, %d at once)" % (len(cases), segue, args.seed, args.jobs), flush=True)
    start = time.time()
    results = []
    done = 0
    # long cases first, so that the slow tail overlaps the quick ones
    order = sorted(range(len(cases)), key=lambda i: -max(s.timeout for s in cases[i].steps))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool, \
            concurrent.futures.ThreadPoolExecutor(max_workers=8) as idle_pool:
        futures = {(idle_pool if cases[i].idle else pool).submit(runner.run_case, cases[i]): i for i in order}
        for fut in concurrent.futures.as_completed(futures):
            rec = fut.result()
            rec["index"] = futures[fut]
            results.append(rec)
            done += 1
            if done % 50 == 0 or done == len(cases):
                failed = sum(1 for r in results if r["failures"])
                print("  %d/%d done, %d failed, %.0f s" % (done, len(cases), failed, time.time() - start), flush=True)
    results.sort(key=lambda r: r["index"])
    elapsed = time.time() - start

    table = {}
    for r in results:
        t = table.setdefault(r["area"], [0, 0, 0, 0])
        if r.get("skipped"):
            t[3] += 1
            continue
        t[0] += 1
        if r["failures"]:
            t[2] += 1
        else:
            t[1] += 1
    print()
    print("%-12s %7s %7s %7s" % ("area", "tried", "passed", "failed"))
    total = [0, 0, 0]
    for a in AREAS:
        if a in skipped_areas:
            print("%-12s %7s %7s %7s   skipped: %s" % (a, "-", "-", "-", skipped_areas[a]))
            continue
        if a not in table:
            continue
        t = table[a]
        print("%-12s %7d %7d %7d%s" % (a, t[0], t[1], t[2], "   (%d skipped)" % t[3] if t[3] else ""))
        for i in range(3):
            total[i] += t[i]
    print("%-12s %7d %7d %7d" % ("total", total[0], total[1], total[2]))
    print("took %.0f s" % elapsed)
    failures = [r for r in results if r["failures"]]
    if failures:
        print()
        print("failures:")
        for r in failures:
            bad = next((s for s in r["steps"] if s["failures"]), r["steps"][-1] if r["steps"] else None)
            if bad is None:
                print("[%s] %s: %s" % (r["area"], r["name"], "; ".join(r["failures"])))
                continue
            print("[%s] %s | $ %s | exit %s%s | %s | stderr: %s" % (
                r["area"], r["name"], bad["command"][:300], bad["rc"], " (timed out)" if bad["timed_out"] else "",
                "; ".join(bad["failures"]), bad["stderr_first"] or "(empty)"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"segue": segue, "seed": args.seed, "seconds": round(elapsed, 1),
                       "table": {a: {"tried": t[0], "passed": t[1], "failed": t[2]} for a, t in table.items()},
                       "skipped_areas": skipped_areas, "cases": results}, f, indent=1)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
