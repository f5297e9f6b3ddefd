notice(SemVer('1.0.0-2') < SemVer('1.0.0-10'))
