notice(SemVer('1.0.0') =~ SemVerRange('1.x') and SemVer('2.0.0') !~ SemVerRange('1.x'))
notice(SemVer('1.0.0') in SemVerRange('1.x'))
notice(2 in SemVerRange('1.x'))
