notify { 'a': }
notify <| |> -> Notify <| |>
