notice(Resource['file', '/tmp']) notice(File['/tmp'] =~ Type[Resource]) notice(Class['foo'] == Class[foo])
