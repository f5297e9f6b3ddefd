notice(SemVer({major => 1}))
