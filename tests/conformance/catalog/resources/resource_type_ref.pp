notify { 'x': message => 'hi' }
notice(Resource['notify', 'x'])
notice(Resource['notify', 'x'][message])
notice(Resource[notify])
notice(Notify)
notice(Resource['Notify'])
