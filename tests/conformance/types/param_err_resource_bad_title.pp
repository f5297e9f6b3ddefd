notice(Resource[File, 1])
