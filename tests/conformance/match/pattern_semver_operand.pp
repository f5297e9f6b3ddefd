notice("1.0.0" =~ SemVer("1.0.0"))
