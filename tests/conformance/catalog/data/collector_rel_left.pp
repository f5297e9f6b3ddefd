@user { 'u': }
group { 'g': }
User <| |> -> Group['g']
