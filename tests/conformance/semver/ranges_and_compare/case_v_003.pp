notice(SemVer('1.0.0-alpha.1') < SemVer('1.0.0-alpha.beta'))
