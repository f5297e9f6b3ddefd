notify { ['a', 'b', 'c']: }
notice(Notify['a', 'b'])
Notify['a', 'b'] -> Notify['c']
notice(Resource['notify', 'a'])
notice(Resource[notify])
notice(Notify)
notice(Resource['Notify']['a'])
