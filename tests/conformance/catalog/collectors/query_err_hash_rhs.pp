@notify { 'a': message => {'a' => 1} }
Notify <| message == {'a' => 1} |>
notice('x')
