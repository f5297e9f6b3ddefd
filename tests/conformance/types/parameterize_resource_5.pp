notice(Resource[Integer])
