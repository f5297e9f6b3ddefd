notice(SemVer(1.5))
