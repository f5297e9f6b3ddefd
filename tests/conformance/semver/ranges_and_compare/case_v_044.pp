notice(compare(SemVer('1.0.0'), SemVer('2.0.0')))
