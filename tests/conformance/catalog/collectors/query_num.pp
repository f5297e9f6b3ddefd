@notify { 'a': message => 1 }
@notify { 'b': message => '1' }
@notify { 'c': message => 1.0 }
Notify <| message == 1 |>
