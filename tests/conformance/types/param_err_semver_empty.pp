notice(SemVer[])
