notice(versioncmp('1.0', '1.0', true))
