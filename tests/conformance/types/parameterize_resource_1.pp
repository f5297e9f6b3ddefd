notice(Resource['notify', 1])
