notice(Resource['nosuch'])
