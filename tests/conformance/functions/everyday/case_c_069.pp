notice(versioncmp('1.2.3', '1.2.10'))
