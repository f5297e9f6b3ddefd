Node { foo => 1 }
notice('defaults accepted')
Node <| |>
