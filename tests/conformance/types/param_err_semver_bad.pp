notice(SemVer['x.y.z'])
