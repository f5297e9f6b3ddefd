notice(versioncmp('a', 'A'))
