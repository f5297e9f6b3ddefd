notify { 'a': }
Notify { message => 'dflt', withpath => true }
notice(Notify['a'][message])
class c { Notify { message => 'inner' } notify { 'b': } }
include c
notify { 'z': }
