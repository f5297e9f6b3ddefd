notice(Resource['9x'])
