versioncmp('1')
