@notify { 'a': tag => ['one'] }
Notify <| tag == 1 |>
notice('x')
