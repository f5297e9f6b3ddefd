Notify <| undef |>
notice('x')
