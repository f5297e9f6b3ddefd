notice(SemVer('1.5.0') =~ SemVerRange('1.x'))
