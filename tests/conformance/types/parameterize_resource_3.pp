notice(Resource[Notify])
