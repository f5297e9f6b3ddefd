# spec example of SemVer[ranges]
$t = SemVer[SemVerRange('>=1.0.0 <2.0.0'), SemVerRange('>=3.0.0 <4.0.0')]
notice(SemVer('1.2.3') =~ $t)
notice(SemVer('2.3.4') =~ $t)
notice(SemVer('3.4.5') =~ $t)
notice(SemVer['1.x'])
notice(SemVer('1.2.3') =~ SemVer['>=1.0.0'])
notice(SemVer['1.x'](SemVer('1.5.0')))
notice(SemVer['1.x']('1.4.0'))
