notice(archive::artifactory_checksum('https://repo.example.invalid/artifactory/x.jar', 'crc'))
