notice(Resource[])
