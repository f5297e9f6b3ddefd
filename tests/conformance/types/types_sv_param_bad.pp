notice(SemVer['bogus'])
