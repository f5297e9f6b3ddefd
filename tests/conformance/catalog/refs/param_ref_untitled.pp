define d($r = Notify) { notice($r) notice(type($r)) notice($r =~ Type[Notify]) }
d { 'a': }
notify { 'b': message => Notify }
notice(Notify['b']['message'])
notice(type(Notify['b']['message']))
