::File <| |>
