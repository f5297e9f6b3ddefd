"notify" <| title == 'x' |> { message => 'y' }
