#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>

/* The longest side of a framebuffer the current context can make: the smallest of its largest
   texture, renderbuffer and viewport sides; 0 when no context answers. */
static inline int segue_max_framebuffer_side(void) {
    GLint texture = 0, renderbuffer = 0, viewport[2] = {0, 0};
    glGetIntegerv(GL_MAX_TEXTURE_SIZE, &texture);
    glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &renderbuffer);
    glGetIntegerv(GL_MAX_VIEWPORT_DIMS, viewport);
    GLint sides[4] = {texture, renderbuffer, viewport[0], viewport[1]};
    GLint smallest = 0;
    for (int i = 0; i < 4; i++)
        if (sides[i] > 0 && (smallest == 0 || sides[i] < smallest)) smallest = sides[i];
    return smallest;
}
