@user { 'a': groups => ['admin', 'dev'], shell => '/bin/bash' }
@user { 'b': groups => ['dev'], shell => '/bin/zsh' }
@user { 'c': groups => 'ops', shell => '/bin/bash' }
User <| groups == 'admin' or (shell == '/bin/zsh' and title != 'x') |>
notice('done')
