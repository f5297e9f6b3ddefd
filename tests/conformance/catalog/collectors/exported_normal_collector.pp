@@notify { 'exp': }
@notify { 'virt': }
Notify <| |>
