notice(10 < SemVer("1.0.0"))
