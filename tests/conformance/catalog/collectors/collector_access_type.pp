Notify[a] <| |>
