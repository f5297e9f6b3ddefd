notice(SemVer('1.0.0') in [SemVer('1.0.0')])
