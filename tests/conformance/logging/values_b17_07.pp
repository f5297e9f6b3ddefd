notice(SemVer('1.2.3-rc1'), SemVerRange('>=1.0'))
