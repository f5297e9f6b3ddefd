notify { 'a': message => 'A', tag => 'x' }
notify { 'b': message => 'B' }
Notify <| tag == 'x' |> { message => 'overridden' }
notice(Notify['a'][message])
