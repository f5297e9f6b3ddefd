notice(Timespan(1) * SemVer("1.0.0"))
