notice(versioncmp('1.0.0', '1', true))
notice(versioncmp('1.0.0-rc1', '1-rc1', true))
notice(versioncmp('1.10', '1.1', true))
notice(versioncmp('', '1'))
