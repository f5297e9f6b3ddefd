notice(versioncmp("1.10", "1.9"))
