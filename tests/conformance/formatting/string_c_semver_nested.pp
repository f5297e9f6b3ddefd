$v = SemVer('2.0.0-rc.1')
notice(String([$v], {SemVer => '%c'}))
