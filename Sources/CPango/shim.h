#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

/* GObject casts and freeing, which are macros or take untyped pointers in C. */
static inline PangoFcFontMap *segue_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline void segue_unref(void *object) { g_object_unref(object); }
