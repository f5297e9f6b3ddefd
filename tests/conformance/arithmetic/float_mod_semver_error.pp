notice(1.5 % SemVer("1.0.0"))
