notice(SemVer['1.x']) notice(SemVer('1.2.3') =~ SemVer['>=1.0.0']) notice(SemVerRange('>=1.0.0'))
