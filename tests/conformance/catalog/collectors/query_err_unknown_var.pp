@notify { 'a': message => 'm' }
notice('before')
Notify <| message == $nope |>
notice('x')
