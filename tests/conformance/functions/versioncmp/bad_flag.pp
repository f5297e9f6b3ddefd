versioncmp('1', '2', 'yes')
