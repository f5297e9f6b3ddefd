notice(versioncmp('1.0-rc1', '1.0'))
