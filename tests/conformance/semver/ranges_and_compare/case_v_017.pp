notice(SemVer('1.2.3') =~ SemVer['>=2.0.0', '1.x'])
