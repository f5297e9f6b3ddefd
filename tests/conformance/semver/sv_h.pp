notice(SemVer({major => 1, minor => 0}))
