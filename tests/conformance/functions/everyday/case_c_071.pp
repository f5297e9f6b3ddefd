notice(versioncmp('1.0a', '1.0b'))
