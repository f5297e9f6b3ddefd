notice(SemVer('2.0.0-rc1') =~ SemVerRange('>=1.0.0'))
