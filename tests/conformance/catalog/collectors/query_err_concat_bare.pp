Notify <| "a${x}" |>
notice('x')
