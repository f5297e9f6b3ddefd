@notify { 'a': message => 'm' }
Notify <| message |>
notice('x')
