notice(SemVer('1.0.0-alpha') < SemVer('1.0.0'))
