notify { 'b': }
notify { 'a': require => 'notify[b]', before => ['Notify[c]'] }
