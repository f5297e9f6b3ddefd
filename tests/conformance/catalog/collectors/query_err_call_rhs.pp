@notify { 'a': message => 'M' }
Notify <| message == upcase('m') |>
notice('x')
