notify { 'x': message => 'hello' }
notice(Resource['notify', 'x'])
notice(Resource['notify', 'x']['message'])
notice(Resource['notify'])
notice(Notify['x'] == Resource['notify', 'x'])
