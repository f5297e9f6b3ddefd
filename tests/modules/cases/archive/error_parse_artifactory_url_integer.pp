notice(archive::parse_artifactory_url(5))
