; Inno Setup 6 script: the Windows installer of Vikings Desktop (a per-user or per-machine
; setup.exe with a Start-menu shortcut, an optional desktop shortcut and an uninstaller).
;
; Build the one-folder app first (see .github/workflows/installers.yml, job "windows"):
;   python -m PyInstaller --noconfirm packaging\vikings_desktop.spec
;   iscc packaging\windows\vikings-desktop.iss
; Relative paths in [Setup] are relative to this script's folder. The version comes from the
; bundled executable's version resource, which the spec fills from pyproject.toml; pass
; /DAppVersion=x.y.z to override it.

#define AppName "Vikings Desktop"
#define AppExeName "vikings-desktop.exe"
#ifndef BundleDir
  ; From this script's folder, whatever folder iscc runs in.
  #define BundleDir AddBackslash(SourcePath) + "..\..\dist\vikings-desktop"
#endif
#define AppExePath AddBackslash(BundleDir) + AppExeName
#if !FileExists(AppExePath)
  #error The one-folder app is missing: run PyInstaller with packaging\vikings_desktop.spec first
#endif
#ifndef AppVersion
  #define AppVersion GetStringFileInfo(AppExePath, "ProductVersion")
#endif
#define AppVersionNumbers GetVersionNumbersString(AppExePath)

[Setup]
; AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{9C1F6302-0E91-4431-B496-14B24DAEF564}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Vikings Desktop developers
VersionInfoVersion={#AppVersionNumbers}
VersionInfoProductVersion={#AppVersionNumbers}
VersionInfoDescription={#AppName} Setup
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without administrator rights unless the user chooses
; "all users" in the dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
OutputDir=..\..\dist
OutputBaseFilename=vikings-desktop-{#AppVersion}-windows-setup
SetupIconFile=..\..\vikings_desktop\resources\icons\vikings-desktop.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[InstallDelete]
; An update replaces the whole bundle: libraries an older version had must not linger beside
; the new ones.
Type: filesandordirs; Name: "{app}\_internal"
