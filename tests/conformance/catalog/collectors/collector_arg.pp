notice(Notify <| |>)
