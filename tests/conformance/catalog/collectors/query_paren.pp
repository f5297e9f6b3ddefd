@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
Notify <| message == ('m') |>
