notice([SemVer('1.10.0'), SemVer('1.9.0'), SemVer('1.9.0-rc')].sort)
