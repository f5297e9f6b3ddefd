notify(1) <| |>
