notice(SemVer[SemVerRange('>=1.0.0'), '<0.5.0'])
notice(SemVer['1.0.0', '1.0.0'])
notice(SemVer['>=1.0.0 <2.0.0', '>=2.0.0 <3.0.0'])
