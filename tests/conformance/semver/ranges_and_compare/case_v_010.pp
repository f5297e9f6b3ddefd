notice(SemVer('1.3.0') =~ SemVerRange('~1.2.0'))
