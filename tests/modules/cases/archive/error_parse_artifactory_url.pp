notice(archive::parse_artifactory_url('ftp://repo.example.com/artifactory/x'))
