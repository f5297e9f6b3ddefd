@notify { 'a': message => 'm' }
Notify <| message == String |>
notice('x')
