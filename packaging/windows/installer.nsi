; Manni Desktop's Windows installer (NSIS 3: makensis).
;
; packaging/windows/build_under_wine.py --installer runs makensis with the
; values below; nothing here names a version: it comes from pyproject.toml.
;
;   -DVERSION=<pyproject version>    e.g. 0.1.0 (DisplayVersion, ProductVersion)
;   -DVIVERSION=<four numbers>        e.g. 0.1.0.0 (app_version.version_tuple)
;   -DFOLDER=<dist/windows/manni-desktop-folder>  the spec's one-folder build (the
;           installers' build: nothing unpacked at each start, Qt's DLLs replaceable;
;           dist/windows/manni-desktop.exe stays the portable one-file download)
;   -DOUTFILE=<dist/windows/manni-desktop-<version>-windows-x86_64-setup.exe>
;   -DICON=<assets/icon/manni-desktop.ico>  -DLICENSE=<LICENSE>
;   -DNOTICES=<THIRD-PARTY-NOTICES.txt>   (optional: the spec writes it into _internal)
;
; Per-machine in "Program Files\Manni Desktop" (needs an administrator) or
; per-user in "%LOCALAPPDATA%\Programs\Manni Desktop" (no administrator): the
; page "Choose Users" asks when the user may do both (MultiUser.nsh, which also
; takes /AllUsers or /CurrentUser on the command line); a user who is no
; administrator gets the per-user install.  Either way: the program and its
; _internal folder, its uninstaller, the licence texts; a Start-menu entry (for
; all users or for this one); an entry in Apps / Add or Remove Programs; saved
; games (*.manni) opening in the program; and "Run Manni Desktop" on the last
; page.  Registry keys go under SHCTX: HKLM per machine, HKCU per user.
; Saves, statistics and settings live in %LOCALAPPDATA%\manni-desktop, so the
; uninstaller leaves them alone, as the README promises.
;
; Saved games and records are *.manni: the installer registers the ProgID
; ManniDesktop.SavedGame (open command: "...\manni-desktop.exe" "%1") as .manni's
; handler.  Explorer picks a handler by the part after the *last* dot, so the
; "Game.manni.json" files of older versions are ".json" to Windows: the ProgID
; is only offered for .json (OpenWithProgids and the Applications key), without
; taking .json away from the editor that owns it.

!ifndef VERSION | VIVERSION | FOLDER | OUTFILE | ICON | LICENSE
  !error "run packaging/windows/build_under_wine.py --installer (it passes -DVERSION=... etc.)"
!endif

Unicode true
Target amd64-unicode            ; a 64-bit installer: the program is 64-bit too
ManifestDPIAware true
SetCompressor /SOLID lzma

!define APP_NAME "Manni Desktop"
!define APP_EXE "manni-desktop.exe"
!define PUBLISHER "Manni Desktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_NAME}"
!define SETTINGS_KEY "Software\${APP_NAME}"
!define CLASSES "Software\Classes"
!define PROG_ID "ManniDesktop.SavedGame"
!define SHORTCUT "$SMPROGRAMS\${APP_NAME}.lnk"

; Per machine or per user (MultiUser.nsh): "Highest" asks for an administrator
; only of one who is, and the mode chosen is kept for the uninstaller.
!define MULTIUSER_EXECUTIONLEVEL Highest
!define MULTIUSER_MUI
!define MULTIUSER_INSTALLMODE_COMMANDLINE
!define MULTIUSER_USE_PROGRAMFILES64
!define MULTIUSER_INSTALLMODE_INSTDIR "${APP_NAME}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_KEY "${SETTINGS_KEY}"
!define MULTIUSER_INSTALLMODE_DEFAULT_REGISTRY_VALUENAME "InstallMode"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_KEY "${SETTINGS_KEY}"
!define MULTIUSER_INSTALLMODE_INSTDIR_REGISTRY_VALUENAME "InstallDir"

!include "MultiUser.nsh"
!include "MUI2.nsh"
!include "FileFunc.nsh"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
BrandingText "${APP_NAME} ${VERSION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
; The last page's "Run Manni Desktop" box (MUI's own words, in each language).
; Started through Explorer, so a per-machine install does not run the game as
; the administrator the installer was elevated to.
!define MUI_FINISHPAGE_RUN
!define MUI_FINISHPAGE_RUN_FUNCTION RunProgram

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"
!insertmacro MULTIUSER_PAGE_INSTALLMODE
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The game's own languages; Windows' display language picks one, else English.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Portuguese"
!insertmacro MUI_LANGUAGE "Polish"

; The setup program's own version resource (Properties → Details).
VIProductVersion "${VIVERSION}"
VIFileVersion "${VIVERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "${APP_NAME} ${VERSION} setup"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "MIT licence; Qt and PySide6 under the LGPL v3"
VIAddVersionKey /LANG=${LANG_ENGLISH} "OriginalFilename" "manni-desktop-${VERSION}-windows-x86_64-setup.exe"

Function .onInit
  !insertmacro MULTIUSER_INIT
FunctionEnd

Function un.onInit
  !insertmacro MULTIUSER_UNINIT
FunctionEnd

Function RunProgram
  Exec '"$WINDIR\explorer.exe" "$INSTDIR\${APP_EXE}"'
FunctionEnd

Section "${APP_NAME}" SectionProgram
  SectionIn RO
  ; An update replaces the whole folder: no file of an older version stays behind.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR\_internal"
  File /r "${FOLDER}\_internal\*"
  SetOutPath "$INSTDIR"
  File "/oname=${APP_EXE}" "${FOLDER}\${APP_EXE}"
  File "/oname=LICENSE.txt" "${LICENSE}"
!ifdef NOTICES
  File "/oname=THIRD-PARTY-NOTICES.txt" "${NOTICES}"
!endif
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr SHCTX "${SETTINGS_KEY}" "InstallDir" "$INSTDIR"
  WriteRegStr SHCTX "${SETTINGS_KEY}" "InstallMode" "$MultiUser.InstallMode"

  ; Start menu (all users, or this user: SetShellVarContext of the mode chosen).
  CreateShortcut "${SHORTCUT}" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0 \
      SW_SHOWNORMAL "" "The Icelandic card game Manni"

  ; Apps / Add or Remove Programs.
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /$MultiUser.InstallMode /S'
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" $0

  ; Saved games: *.manni, and older versions' *.manni.json (see the top of this file).
  WriteRegStr SHCTX "${CLASSES}\${PROG_ID}" "" "Manni Desktop saved game"
  WriteRegStr SHCTX "${CLASSES}\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "${CLASSES}\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr SHCTX "${CLASSES}\.manni" "" "${PROG_ID}"
  WriteRegStr SHCTX "${CLASSES}\.manni\OpenWithProgids" "${PROG_ID}" ""
  WriteRegStr SHCTX "${CLASSES}\.json\OpenWithProgids" "${PROG_ID}" ""
  WriteRegStr SHCTX "${CLASSES}\Applications\${APP_EXE}" "FriendlyAppName" "${APP_NAME}"
  WriteRegStr SHCTX "${CLASSES}\Applications\${APP_EXE}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr SHCTX "${CLASSES}\Applications\${APP_EXE}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  WriteRegStr SHCTX "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" ".manni" ""
  WriteRegStr SHCTX "${CLASSES}\Applications\${APP_EXE}\SupportedTypes" ".json" ""
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

Section "Uninstall"
  Delete "$INSTDIR\${APP_EXE}"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\THIRD-PARTY-NOTICES.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "${SHORTCUT}"

  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
  DeleteRegKey SHCTX "${SETTINGS_KEY}"
  DeleteRegKey SHCTX "${CLASSES}\${PROG_ID}"
  DeleteRegKey SHCTX "${CLASSES}\Applications\${APP_EXE}"
  ; .manni's handler goes only if it is still this program (nobody else took it).
  ReadRegStr $0 SHCTX "${CLASSES}\.manni" ""
  StrCmp $0 "${PROG_ID}" 0 +2
    DeleteRegValue SHCTX "${CLASSES}\.manni" ""
  DeleteRegValue SHCTX "${CLASSES}\.manni\OpenWithProgids" "${PROG_ID}"
  DeleteRegKey /ifempty SHCTX "${CLASSES}\.manni\OpenWithProgids"
  DeleteRegKey /ifempty SHCTX "${CLASSES}\.manni"
  DeleteRegValue SHCTX "${CLASSES}\.json\OpenWithProgids" "${PROG_ID}"
  DeleteRegKey /ifempty SHCTX "${CLASSES}\.json\OpenWithProgids"
  DeleteRegKey /ifempty SHCTX "${CLASSES}\.json"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
  ; %LOCALAPPDATA%\manni-desktop (saves, statistics, settings) stays.
SectionEnd
