notice(SemVer['x'])
