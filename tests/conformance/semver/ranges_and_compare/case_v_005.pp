notice(SemVer('1.0.0+b1') == SemVer('1.0.0+b2'))
