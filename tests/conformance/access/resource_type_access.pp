notice(Resource[File])
notice(Resource['file'])
notice(File['/tmp/x'])
