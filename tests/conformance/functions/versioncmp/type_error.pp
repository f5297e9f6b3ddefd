versioncmp(1, '2')
