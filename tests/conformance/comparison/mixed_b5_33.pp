notice(SemVer('1.0.0') < SemVer('2.0.0'))
notice(SemVer('1.0.0') == '1.0.0')
