notice(SemVer(''))
