notice("ab"[SemVer("1.0.0")])
