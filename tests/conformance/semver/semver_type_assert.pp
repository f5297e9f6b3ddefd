notice(SemVer['1.x']('2.4.0'))
