notice(SemVer())
