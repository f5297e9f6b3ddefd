@notify { 'a': message => 'x', tag => 't' }
notify { 'b': message => 'y', tag => 't' }
Notify <| tag == 't' |> { message => 'coll' }
