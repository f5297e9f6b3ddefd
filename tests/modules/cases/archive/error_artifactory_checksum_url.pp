notice(archive::artifactory_checksum('ftp://x/artifactory/y.jar'))
