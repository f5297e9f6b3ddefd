@notify { 'a': message => 'm' }
Notify <| message == @(E) |>
  m
  |-E
notice('x')
