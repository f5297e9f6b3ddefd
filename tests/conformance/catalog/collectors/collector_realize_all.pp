notify { 'plain': }
@notify { 'virt1': }
@notify { 'virt2': message => 'hello' }
Notify <| |>
