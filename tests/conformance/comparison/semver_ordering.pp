notice(SemVer("1.2.3") < SemVer("1.10.0"))
notice(SemVer("1.2.3") == SemVer("1.2.3"))
