notice(Notify['a', 'b'])
notice(File[['/x', '/y']])
notice(Resource[File])
