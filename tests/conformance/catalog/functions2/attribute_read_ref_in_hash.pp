notify { 'b': }
notify { 'a': message => { 'ref' => Notify['b'], 'list' => [Notify['b'], 'plain'] } }
notice(Notify['a'][message])
