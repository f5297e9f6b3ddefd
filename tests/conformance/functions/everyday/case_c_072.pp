notice(versioncmp('2', '10'))
