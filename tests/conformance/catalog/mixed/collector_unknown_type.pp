Nosuch <| |>
