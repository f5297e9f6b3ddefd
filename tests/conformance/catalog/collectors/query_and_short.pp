@notify { 'a': message => 'm' }
@notify { 'b': message => 'n' }
Notify <| message == 'zz' and 'x' |>
