notice(Resource['foo bar'])
