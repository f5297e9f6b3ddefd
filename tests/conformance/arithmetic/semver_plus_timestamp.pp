notice(SemVer('1.0.0') + Timestamp('2020-01-01'))
