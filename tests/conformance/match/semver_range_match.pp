notice(SemVer('1.2.3') =~ SemVerRange('>=1.0.0 <2.0.0'))
notice('1.2.3' =~ SemVerRange('>=2.0.0'))
