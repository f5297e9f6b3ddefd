notice(SemVer('1.0.0') =~ SemVerRange('>=1.0.0'))
