notice(archive::artifactory_checksum(['https://x/artifactory/y.jar']))
