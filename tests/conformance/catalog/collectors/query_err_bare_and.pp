@notify { 'a': message => 'm' }
Notify <| message == 'm' and 'x' |>
notice('x')
