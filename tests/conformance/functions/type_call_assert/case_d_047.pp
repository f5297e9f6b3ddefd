notice(type(SemVer('1.0.0')))
