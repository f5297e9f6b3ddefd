@@notify { 'e': }
Notify <<| |>>
notice('x')
