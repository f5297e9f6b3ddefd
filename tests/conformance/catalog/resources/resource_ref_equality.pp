notify { 'a': }
notice(Notify['a'] == Notify['a'])
notice(Notify['a'] == Notify['b'])
notice(Notify['a'] =~ Type[Notify])
