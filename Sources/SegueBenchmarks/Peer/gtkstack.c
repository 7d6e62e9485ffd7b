/*
 * gtkstack.c - GTK 4 peer benchmark: GtkStack page transitions.
 *
 * Shows an undecorated window whose whole content is a GtkStack with two
 * pages. Each page is a photo scaled to cover the window (GtkPicture,
 * content-fit "cover") on an opaque background colour, with a large bold
 * white label overlaid near the top (GtkOverlay). The program switches the
 * visible page N times with the requested GtkStack transition and measures,
 * for every switch:
 *
 *   - the monotonic time of every frame GTK finished painting while the
 *     transition ran (the frame clock's "after-paint" signal), relative to
 *     the gtk_stack_set_visible_child() call; only frame clock cycles
 *     that really rendered the window count, and the frame on which the
 *     transition ends is included;
 *   - the CPU time of the whole process (getrusage RUSAGE_SELF, user +
 *     system, all threads - a software GL rasteriser's threads included)
 *     from the switch to the end of the transition;
 *   - the time from the switch call to the first after-paint after it
 *     (input to first frame).
 *
 * Before the first switch the window is left to paint at rest for ~0.7 s;
 * between switches it rests ~0.4 s. The GL renderer is used unless
 * GSK_RENDERER is already set; the renderer actually in use is reported.
 *
 * Build:
 *   cc -O2 -Wall -Wextra gtkstack.c $(pkg-config --cflags --libs gtk4) -o gtkstack
 *
 * Usage (all arguments positional and required):
 *   gtkstack WIDTH HEIGHT TRANSITION DURATION_MS SWITCHES \
 *            IMAGE_A IMAGE_B LABEL_A LABEL_B
 *
 *   TRANSITION is the nick of a GtkStackTransitionType value other than
 *   "none": crossfade, slide-left-right, slide-up-down, over-up-down,
 *   rotate-left-right, ... (bad input prints the full list and exits 2).
 *
 * Output: one line of JSON on stdout, nothing else (diagnostics go to
 * stderr):
 *   {"toolkit":"GTK 4.8.3","renderer":"GskGLRenderer","width":W,"height":H,
 *    "requested_width":W,"requested_height":H,"transition":"crossfade",
 *    "duration_ms":D,"switches":[{"frame_times_ms":[...],"cpu_ms":X,
 *    "input_to_first_frame_ms":Y}, ...]}
 * width/height are the size GTK really allocated to the window content.
 *
 * Exit status: 0 on success, 2 on bad arguments, 1 on a runtime failure
 * (unreadable image, no animation, a transition that never ends).
 */

#include <gtk/gtk.h>
#include <stdlib.h>
#include <sys/resource.h>

#define SETTLE_MS 700   /* rest before the first switch */
#define REST_MS   400   /* rest between switches */
#define STARTUP_MS 10000 /* limit for the window's first frame */

typedef struct {
  GArray *frame_ms;     /* double: after-paint times, ms after the switch */
  double cpu_ms;
  double first_frame_ms;
} SwitchResult;

typedef struct {
  /* arguments */
  int width, height;
  const char *transition_name;
  GtkStackTransitionType transition;
  int duration_ms;
  int switches;

  /* widgets */
  GtkWidget *window;
  GtkWidget *stack;
  GtkWidget *pages[2];

  /* measurement state */
  gboolean settling_started;
  gboolean in_transition;
  gboolean rendered;    /* a surface was rendered since the last frame */
  int current;          /* index of the switch in progress / next */
  gint64 switch_time;   /* monotonic us at the switch call */
  double switch_cpu;    /* process CPU ms at the switch call */
  guint guard_id;
  SwitchResult *results;

  gboolean done;
} Bench;

/* Process CPU time (user + system, all threads) in milliseconds. */
static double
process_cpu_ms (void)
{
  struct rusage ru;

  getrusage (RUSAGE_SELF, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000.0 +
         (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000.0;
}

static void
print_usage (const char *prog)
{
  GEnumClass *klass = g_type_class_ref (GTK_TYPE_STACK_TRANSITION_TYPE);

  fprintf (stderr,
           "usage: %s WIDTH HEIGHT TRANSITION DURATION_MS SWITCHES "
           "IMAGE_A IMAGE_B LABEL_A LABEL_B\n"
           "  WIDTH, HEIGHT  window content size in pixels (> 0)\n"
           "  DURATION_MS    transition duration in milliseconds (> 0)\n"
           "  SWITCHES       number of page switches (> 0)\n"
           "  IMAGE_A/B      photos for page A and B\n"
           "  LABEL_A/B      label texts for page A and B\n"
           "  TRANSITION     one of:",
           prog);
  for (guint i = 0; i < klass->n_values; i++)
    if (klass->values[i].value != GTK_STACK_TRANSITION_TYPE_NONE)
      fprintf (stderr, " %s", klass->values[i].value_nick);
  fprintf (stderr, "\n");
  g_type_class_unref (klass);
}

/* Parses a positive int; FALSE on anything else. */
static gboolean
parse_positive (const char *s, int *out)
{
  gint64 v;

  if (!g_ascii_string_to_signed (s, 10, 1, G_MAXINT, &v, NULL))
    return FALSE;
  *out = (int) v;
  return TRUE;
}

static void
append_double (GString *s, double v)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* locale independent: always a '.' decimal point */
  g_string_append (s, g_ascii_formatd (buf, sizeof buf, "%.3f", v));
}

static void
print_results (Bench *b)
{
  GString *s = g_string_new (NULL);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (b->window));

  g_string_append_printf (s,
                          "{\"toolkit\":\"GTK %u.%u.%u\",\"renderer\":\"%s\","
                          "\"width\":%d,\"height\":%d,"
                          "\"requested_width\":%d,\"requested_height\":%d,"
                          "\"transition\":\"%s\",\"duration_ms\":%d,"
                          "\"switches\":[",
                          gtk_get_major_version (), gtk_get_minor_version (),
                          gtk_get_micro_version (),
                          renderer ? G_OBJECT_TYPE_NAME (renderer) : "unknown",
                          gtk_widget_get_width (b->stack),
                          gtk_widget_get_height (b->stack),
                          b->width, b->height,
                          b->transition_name, b->duration_ms);

  for (int i = 0; i < b->switches; i++)
    {
      SwitchResult *r = &b->results[i];

      g_string_append (s, i ? ",{\"frame_times_ms\":[" : "{\"frame_times_ms\":[");
      for (guint f = 0; f < r->frame_ms->len; f++)
        {
          if (f)
            g_string_append_c (s, ',');
          append_double (s, g_array_index (r->frame_ms, double, f));
        }
      g_string_append (s, "],\"cpu_ms\":");
      append_double (s, r->cpu_ms);
      g_string_append (s, ",\"input_to_first_frame_ms\":");
      append_double (s, r->first_frame_ms);
      g_string_append_c (s, '}');
    }
  g_string_append (s, "]}\n");

  fputs (s->str, stdout);
  fflush (stdout);
  g_string_free (s, TRUE);
}

/* A window that never paints is a failure too. */
static gboolean
on_startup_timeout (gpointer data)
{
  Bench *b = data;

  if (!b->settling_started)
    {
      fprintf (stderr, "gtkstack: the window never painted\n");
      exit (1);
    }
  return G_SOURCE_REMOVE;
}

/* A transition that never ends is a failure, not a hang. */
static gboolean
on_guard_timeout (gpointer data)
{
  Bench *b = data;

  fprintf (stderr, "gtkstack: switch %d: transition did not end within %d ms\n",
           b->current + 1, 5 * b->duration_ms + 5000);
  exit (1);
  return G_SOURCE_REMOVE;
}

/* Emission hook on GdkSurface::render: notes that the current frame clock
 * cycle really drew something (a cycle can run without painting). A hook is
 * used because GTK's own handler stops the emission. */
static gboolean
on_render_hook (GSignalInvocationHint *hint, guint n_params,
                const GValue *params, gpointer data)
{
  Bench *b = data;

  (void) hint;
  (void) n_params;
  (void) params;
  b->rendered = TRUE;
  return TRUE;  /* keep the hook */
}

static gboolean
do_switch (gpointer data)
{
  Bench *b = data;
  GtkWidget *target = b->pages[(b->current + 1) % 2];

  if (b->current == 0 &&
      (gtk_widget_get_width (b->stack) != b->width ||
       gtk_widget_get_height (b->stack) != b->height))
    fprintf (stderr, "gtkstack: requested %dx%d, allocated %dx%d\n",
             b->width, b->height,
             gtk_widget_get_width (b->stack), gtk_widget_get_height (b->stack));

  b->in_transition = TRUE;
  b->rendered = FALSE;
  b->switch_cpu = process_cpu_ms ();
  b->switch_time = g_get_monotonic_time ();
  gtk_stack_set_visible_child (GTK_STACK (b->stack), target);

  if (!gtk_stack_get_transition_running (GTK_STACK (b->stack)))
    {
      fprintf (stderr, "gtkstack: the transition did not start "
                       "(animations disabled?)\n");
      exit (1);
    }

  b->guard_id = g_timeout_add (5 * b->duration_ms + 5000, on_guard_timeout, b);
  return G_SOURCE_REMOVE;
}

/* Called once per frame, after GTK has painted it. */
static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  Bench *b = data;
  SwitchResult *r;
  gboolean rendered;
  double t;

  (void) clock;

  /* The first painted frame starts the settling period. */
  if (!b->settling_started)
    {
      b->settling_started = TRUE;
      g_timeout_add (SETTLE_MS, do_switch, b);
      return;
    }

  rendered = b->rendered;
  b->rendered = FALSE;
  if (!b->in_transition)
    return;

  /* Only cycles that painted count as frames. */
  t = (g_get_monotonic_time () - b->switch_time) / 1000.0;
  r = &b->results[b->current];
  if (rendered)
    {
      if (r->frame_ms->len == 0)
        r->first_frame_ms = t;
      g_array_append_val (r->frame_ms, t);
    }

  if (gtk_stack_get_transition_running (GTK_STACK (b->stack)))
    return;

  /* The transition ended on this frame. */
  if (!rendered)
    fprintf (stderr, "gtkstack: switch %d: last cycle painted nothing\n",
             b->current + 1);
  r->cpu_ms = process_cpu_ms () - b->switch_cpu;
  b->in_transition = FALSE;
  g_source_remove (b->guard_id);
  b->guard_id = 0;

  fprintf (stderr, "gtkstack: switch %d: %u frames, %.1f ms, cpu %.1f ms\n",
           b->current + 1, r->frame_ms->len, t, r->cpu_ms);

  b->current++;
  if (b->current < b->switches)
    g_timeout_add (REST_MS, do_switch, b);
  else
    b->done = TRUE;
}

/* The frame clock exists once the window is realized. */
static void
on_realize (GtkWidget *window, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), data);
}

static GtkWidget *
make_page (GdkTexture *photo, const char *text, const char *css_class)
{
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (photo));
  GtkWidget *label = gtk_label_new (text);

  /* The photo covers the whole page and never dictates the window size. */
  gtk_picture_set_content_fit (GTK_PICTURE (picture), GTK_CONTENT_FIT_COVER);
  gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
  gtk_widget_set_hexpand (picture, TRUE);
  gtk_widget_set_vexpand (picture, TRUE);
  gtk_overlay_set_child (GTK_OVERLAY (overlay), picture);

  gtk_widget_add_css_class (label, "page-title");
  gtk_widget_set_halign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_widget_set_margin_top (label, 48);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), label);

  gtk_widget_add_css_class (overlay, css_class);
  return overlay;
}

static GdkTexture *
load_photo (const char *path)
{
  GError *error = NULL;
  GdkTexture *texture = gdk_texture_new_from_filename (path, &error);

  if (!texture)
    {
      fprintf (stderr, "gtkstack: cannot load %s: %s\n", path, error->message);
      g_error_free (error);
      exit (1);
    }
  return texture;
}

static const char page_css[] =
  ".page-a { background-color: #1d2b3a; }\n"
  ".page-b { background-color: #3a1d2b; }\n"
  "label.page-title { color: white; font-size: 40px; font-weight: bold; }\n";

int
main (int argc, char **argv)
{
  Bench b = { 0 };
  GEnumClass *klass;
  GEnumValue *ev;
  GtkCssProvider *css;
  GdkTexture *photos[2];

  if (argc != 10 ||
      !parse_positive (argv[1], &b.width) ||
      !parse_positive (argv[2], &b.height) ||
      !parse_positive (argv[4], &b.duration_ms) ||
      !parse_positive (argv[5], &b.switches))
    {
      print_usage (argv[0]);
      return 2;
    }

  /* Transition names are the enum's nicks, e.g. "rotate-left-right". */
  klass = g_type_class_ref (GTK_TYPE_STACK_TRANSITION_TYPE);
  ev = g_enum_get_value_by_nick (klass, argv[3]);
  if (!ev || ev->value == GTK_STACK_TRANSITION_TYPE_NONE)
    {
      fprintf (stderr, "gtkstack: unknown transition '%s'\n", argv[3]);
      g_type_class_unref (klass);
      print_usage (argv[0]);
      return 2;
    }
  b.transition = ev->value;
  b.transition_name = ev->value_nick;

  /* Prefer the GL renderer, but respect an explicit choice. */
  g_setenv ("GSK_RENDERER", "gl", FALSE);
  gtk_init ();
  g_signal_add_emission_hook (g_signal_lookup ("render", GDK_TYPE_SURFACE), 0,
                              on_render_hook, &b, NULL);

  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (css, page_css, -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  photos[0] = load_photo (argv[6]);
  photos[1] = load_photo (argv[7]);

  b.results = g_new0 (SwitchResult, b.switches);
  for (int i = 0; i < b.switches; i++)
    b.results[i].frame_ms = g_array_new (FALSE, FALSE, sizeof (double));

  b.stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (b.stack), b.transition);
  gtk_stack_set_transition_duration (GTK_STACK (b.stack), b.duration_ms);
  b.pages[0] = make_page (photos[0], argv[8], "page-a");
  b.pages[1] = make_page (photos[1], argv[9], "page-b");
  gtk_stack_add_child (GTK_STACK (b.stack), b.pages[0]);
  gtk_stack_add_child (GTK_STACK (b.stack), b.pages[1]);
  gtk_stack_set_visible_child (GTK_STACK (b.stack), b.pages[0]);

  b.window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (b.window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (b.window), b.width, b.height);
  gtk_window_set_child (GTK_WINDOW (b.window), b.stack);
  g_signal_connect (b.window, "realize", G_CALLBACK (on_realize), &b);
  gtk_window_present (GTK_WINDOW (b.window));

  /* Run until every switch has been measured. */
  g_timeout_add (STARTUP_MS, on_startup_timeout, &b);
  while (!b.done)
    g_main_context_iteration (NULL, TRUE);

  print_results (&b);

  for (int i = 0; i < b.switches; i++)
    g_array_free (b.results[i].frame_ms, TRUE);
  g_free (b.results);
  g_object_unref (photos[0]);
  g_object_unref (photos[1]);
  g_object_unref (css);
  g_type_class_unref (klass);
  return 0;
}
