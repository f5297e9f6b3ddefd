notice(Resource[Notify, 'a'])
