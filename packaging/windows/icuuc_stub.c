/* A stand-in for Windows' own icuuc.dll, for running Qt under Wine only.
 *
 * Windows 10 (1903+) and 11 ship ICU as C:\Windows\System32\icuuc.dll and Qt 6's
 * Qt6Core.dll imports its character-set converter (ucnv_*) from it.  Wine has no
 * icuuc.dll, so Qt6Core.dll would not load at all.  build_under_wine.py compiles
 * this file with mingw-w64 into the Wine prefix's system32 folder (never into the
 * program: PyInstaller leaves system DLLs out, as it does on Windows).
 *
 * Every converter "fails to open", which Qt handles as an unknown codec: UTF-8,
 * UTF-16 and Latin-1 (all the game uses) are Qt's own code and need no ICU.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -s -static-libgcc -o icuuc.dll icuuc_stub.c
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)

typedef uint16_t UChar;
typedef int32_t UChar32;
typedef int8_t UBool;
typedef int UErrorCode;          /* ICU's enum: <= 0 success, > 0 failure */
typedef struct UConverter UConverter;
typedef void (*UConverterCallback)(void);

enum { U_ZERO_ERROR = 0, U_FILE_ACCESS_ERROR = 4, U_UNSUPPORTED_ERROR = 16 };

static void fail(UErrorCode *status, UErrorCode code)
{
    if (status != NULL && *status <= U_ZERO_ERROR)
        *status = code;
}

EXPORT UConverter *ucnv_open(const char *name, UErrorCode *status)
{
    (void)name;
    fail(status, U_FILE_ACCESS_ERROR);
    return NULL;
}

EXPORT void ucnv_close(UConverter *converter) { (void)converter; }
EXPORT void ucnv_reset(UConverter *converter) { (void)converter; }

EXPORT int8_t ucnv_getMaxCharSize(const UConverter *converter)
{
    (void)converter;
    return 1;
}

EXPORT const char *ucnv_getName(const UConverter *converter, UErrorCode *status)
{
    (void)converter;
    fail(status, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT const char *ucnv_getStandardName(const char *name, const char *standard,
                                        UErrorCode *status)
{
    (void)name;
    (void)standard;
    fail(status, U_UNSUPPORTED_ERROR);
    return NULL;
}

EXPORT int32_t ucnv_countAvailable(void) { return 0; }

EXPORT const char *ucnv_getAvailableName(int32_t n)
{
    (void)n;
    return NULL;
}

EXPORT void ucnv_getToUCallBack(const UConverter *converter, UConverterCallback *action,
                                const void **context)
{
    (void)converter;
    if (action != NULL)
        *action = NULL;
    if (context != NULL)
        *context = NULL;
}

EXPORT void ucnv_getFromUCallBack(const UConverter *converter, UConverterCallback *action,
                                  const void **context)
{
    ucnv_getToUCallBack(converter, action, context);
}

EXPORT void ucnv_setToUCallBack(UConverter *converter, UConverterCallback action,
                                const void *context, UConverterCallback *old_action,
                                const void **old_context, UErrorCode *status)
{
    (void)action;
    (void)context;
    ucnv_getToUCallBack(converter, old_action, old_context);
    fail(status, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_setFromUCallBack(UConverter *converter, UConverterCallback action,
                                  const void *context, UConverterCallback *old_action,
                                  const void **old_context, UErrorCode *status)
{
    ucnv_setToUCallBack(converter, action, context, old_action, old_context, status);
}

EXPORT int32_t ucnv_toUCountPending(const UConverter *converter, UErrorCode *status)
{
    (void)converter;
    fail(status, U_UNSUPPORTED_ERROR);
    return 0;
}

EXPORT int32_t ucnv_fromUCountPending(const UConverter *converter, UErrorCode *status)
{
    return ucnv_toUCountPending(converter, status);
}

EXPORT void ucnv_toUnicode(UConverter *converter, UChar **target, const UChar *target_limit,
                           const char **source, const char *source_limit, int32_t *offsets,
                           UBool flush, UErrorCode *status)
{
    (void)converter; (void)target; (void)target_limit; (void)source;
    (void)source_limit; (void)offsets; (void)flush;
    fail(status, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_fromUnicode(UConverter *converter, char **target, const char *target_limit,
                             const UChar **source, const UChar *source_limit, int32_t *offsets,
                             UBool flush, UErrorCode *status)
{
    (void)converter; (void)target; (void)target_limit; (void)source;
    (void)source_limit; (void)offsets; (void)flush;
    fail(status, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length,
                                  int32_t offset_index, UErrorCode *status)
{
    (void)args; (void)source; (void)length; (void)offset_index;
    fail(status, U_UNSUPPORTED_ERROR);
}

EXPORT void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit,
                                    int32_t offset_index, UErrorCode *status)
{
    (void)args; (void)source; (void)source_limit; (void)offset_index;
    fail(status, U_UNSUPPORTED_ERROR);
}

/* The substitute callbacks Qt installs: nothing to substitute when nothing converts. */
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args,
                                            const UChar *code_units, int32_t length,
                                            UChar32 code_point, int reason, UErrorCode *status)
{
    (void)context; (void)args; (void)code_units; (void)length; (void)code_point; (void)reason;
    (void)status;
}

EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args,
                                          const char *code_units, int32_t length, int reason,
                                          UErrorCode *status)
{
    (void)context; (void)args; (void)code_units; (void)length; (void)reason; (void)status;
}
