@notify { 'a': message => 'm' }
Notify <| message == default |>
notice('x')
