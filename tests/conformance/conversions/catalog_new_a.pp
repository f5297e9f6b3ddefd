notice(Resource('x'))
