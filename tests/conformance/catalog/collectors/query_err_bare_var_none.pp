$x = true
Notify <| $x |>
notice('x')
